import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { JSON_BODY_LIMIT_BYTES, type LocalResponse } from "../../api/lib/in-process.js";
import { config } from "./env.server";
import { oncePerRequest } from "./load-context";
import { getLanguage } from "./preferences.server";
import { destroySession, getToken } from "./session.server";
import { ERROR_CODES } from "../../api/lib/error-codes.js";
import { validationKey } from "@schemas/message-codes";

export type FieldError = { field: string; message: string };

/** A non-2xx answer of /api/v1, carrying its `{detail}` and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors: FieldError[] = [],
    /** The API's stable code for the refusal (see api/lib/error-codes.ts). */
    readonly code?: string,
  ) {
    super(detail);
  }

  /**
   * What a page shows for it, as a translation key: `errors.<code>` for a refusal the API names
   * by its own code, else `validation.<code>` of its detail (api/schemas/message-codes.ts), or
   * the detail as it is when no code names it.
   */
  get messageKey(): string {
    return this.code && this.code in ERROR_CODES ? `errors.${this.code}` : validationKey(this.detail);
  }
}

/** Shown when the API cannot be reached (502) or does not answer in time (504). */
export const API_UNREACHABLE = "The marketplace cannot be reached right now. Please try again in a moment.";
export const API_TIMED_OUT = "The marketplace is taking too long to answer. Please try again in a moment.";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Query = Record<string, string | number | boolean | undefined | null>;
type Payload = { detail?: string; code?: string; errors?: FieldError[] } | null;
type Answer = { status: number; payload: unknown };
type Outgoing = { method: Method; path: string; headers: Record<string, string>; body?: Buffer; json?: unknown; clientIp: string };

/** The API of this process, reached without a socket: the handler's value is handed over as is. */
async function inProcess(context: AppLoadContext, request: Outgoing): Promise<Answer> {
  const answer: LocalResponse = await context.dispatchApi!({
    method: request.method,
    url: request.path,
    headers: request.headers,
    body: request.body,
    json: request.json,
    remoteAddress: "127.0.0.1",
    // The page's calls share the bearer token's session lookup (api/modules/auth/middleware.ts).
    scope: context.apiScope,
    // The API tells the page's log line who is signed in.
    caller: context.requestLog,
  });
  const payload = answer.json !== undefined ? answer.json : answer.body.length ? parseJson(answer.body.toString("utf8")) : null;
  return { status: answer.status, payload };
}

/** The API elsewhere (API_URL): real HTTP with a deadline, so a slow API gives a 504 page, not a hang. */
async function overHttp(context: AppLoadContext, request: Outgoing): Promise<Answer> {
  let response: Response;
  try {
    response = await fetch(context.apiBaseUrl + request.path, {
      method: request.method,
      headers: request.headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
      signal: AbortSignal.timeout(config.apiTimeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === "TimeoutError";
    throw timedOut ? new ApiError(504, API_TIMED_OUT) : new ApiError(502, API_UNREACHABLE);
  }
  const text = await response.text().catch(() => "");
  return { status: response.status, payload: response.status === 204 || !text ? null : parseJson(text) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Where a refused session goes: /auth, back to this very page (path and query) after signing in. */
export function signInAgainUrl(request: Request) {
  const url = new URL(request.url);
  return `/auth?redirectTo=${encodeURIComponent(url.pathname + url.search)}`;
}

/** A call's query as the API receives it: empty values are left out. */
export function queryParams(query: Query = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  return search;
}

/**
 * The one way loaders and actions reach /api/v1, in this process (the default) or at API_URL, with
 * the same request either way: the user's bearer token, the language, the client's address, JSON
 * or multipart bodies; answers are `{detail}` errors (ApiError) or the value. A 401 for a signed-in
 * user ends the session and sends them to sign in again.
 */
export async function apiFor(request: Request, context: AppLoadContext, as: { token: string | null } | "user" = "user") {
  const [sessionToken, language] = await Promise.all([
    as === "user" ? oncePerRequest(context, "token", () => getToken(request)) : null,
    oncePerRequest(context, "language", () => getLanguage(request)),
  ]);
  // `as` names another caller: nobody (public data shared by every visitor) or a given token.
  const token = as === "user" ? sessionToken : as.token;
  const transport = context.dispatchApi ? inProcess : overHttp;

  async function call<T>(method: Method, path: string, options: { body?: unknown; query?: Query; form?: FormData } = {}): Promise<T> {
    const search = queryParams(options.query);
    const headers: Record<string, string> = { accept: "application/json", "accept-language": language };
    if (context.clientIp) headers["x-forwarded-for"] = context.clientIp;
    // The API's log lines for this page's calls carry the page's request id.
    if (context.requestLog) headers["x-request-id"] = context.requestLog.id;
    if (token) headers.authorization = `Bearer ${token}`;
    let body: Buffer | undefined;
    let json: unknown;
    if (options.form) {
      // The multipart encoding of the form, with its boundary, as fetch would send it.
      const encoded = new Response(options.form);
      headers["content-type"] = encoded.headers.get("content-type")!;
      body = Buffer.from(await encoded.arrayBuffer());
    } else if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      const text = JSON.stringify(options.body);
      // The API in this process is handed the value the bytes parse to, as its parser would make it;
      // a body over its limit goes as bytes, for the parser to refuse.
      if (context.dispatchApi && Buffer.byteLength(text) <= JSON_BODY_LIMIT_BYTES) json = JSON.parse(text);
      else body = Buffer.from(text);
    }
    const query = search.size ? `?${search}` : "";
    const { status, payload } = await transport(context, { method, path: path + query, headers, body, json, clientIp: context.clientIp });
    // An action's write may change the signed-in user (a profile, a photo): the loaders that
    // render the page after it, in the same request, must look them up again.
    if (method !== "GET" && request.method !== "GET") {
      context.requestMemo?.delete("user");
      context.apiScope?.clear();
    }
    if (status >= 200 && status < 300) return (status === 204 ? undefined : payload) as T;
    if (status === 401 && token) {
      throw redirect(signInAgainUrl(request), { headers: { "Set-Cookie": await destroySession(request) } });
    }
    const refusal = payload as Payload;
    throw new ApiError(status, refusal?.detail ?? `HTTP ${status}`, refusal?.errors ?? [], refusal?.code);
  }

  return {
    token,
    language,
    get: <T>(path: string, query?: Query) => call<T>("GET", path, { query }),
    post: <T>(path: string, body?: unknown) => call<T>("POST", path, { body: body ?? {} }),
    put: <T>(path: string, body: unknown) => call<T>("PUT", path, { body }),
    patch: <T>(path: string, body: unknown) => call<T>("PATCH", path, { body }),
    delete: <T>(path: string, body?: unknown) => call<T>("DELETE", path, { body }),
    upload: <T>(path: string, form: FormData) => call<T>("POST", path, { form }),
  };
}

export type Api = Awaited<ReturnType<typeof apiFor>>;
