import type { AppLoadContext } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { getLanguage } from "./preferences.server";
import { destroySession, getToken } from "./session.server";

export type FieldError = { field: string; message: string };

/** A non-2xx answer of /api/v1, carrying its `{detail}` and field errors. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors: FieldError[] = [],
  ) {
    super(detail);
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Query = Record<string, string | number | boolean | undefined | null>;

/**
 * The one way loaders and actions reach /api/v1: the user's bearer token and language go along,
 * and a 401 for a signed-in user ends the session and sends them to /auth.
 */
export async function apiFor(request: Request, context: AppLoadContext) {
  const [token, language] = await Promise.all([getToken(request), getLanguage(request)]);
  const isLoopback = context.apiBaseUrl.startsWith("http://127.0.0.1:");

  async function call<T>(method: Method, path: string, options: { body?: unknown; query?: Query; form?: FormData } = {}): Promise<T> {
    const url = new URL(context.apiBaseUrl + path);
    for (const [key, value] of Object.entries(options.query ?? {})) {
      if (value !== undefined && value !== null && value !== "") url.searchParams.set(key, String(value));
    }
    const headers: Record<string, string> = { Accept: "application/json", "Accept-Language": language };
    if (context.clientIp) headers["X-Forwarded-For"] = context.clientIp;
    // Within one machine, compressing the answer only to inflate it again is wasted work.
    if (isLoopback) headers["Accept-Encoding"] = "identity";
    if (token) headers.Authorization = `Bearer ${token}`;
    if (options.body !== undefined) headers["Content-Type"] = "application/json";
    const response = await fetch(url, {
      method,
      headers,
      // A FormData body (file uploads) sets its own multipart Content-Type.
      body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    if (response.status === 204) return undefined as T;
    const payload = (await response.json().catch(() => null)) as { detail?: string; errors?: FieldError[] } | null;
    if (response.ok) return payload as T;
    if (response.status === 401 && token) {
      const path = new URL(request.url).pathname;
      throw redirect(`/auth?redirectTo=${encodeURIComponent(path)}`, {
        headers: { "Set-Cookie": await destroySession(request) },
      });
    }
    throw new ApiError(response.status, payload?.detail ?? response.statusText, payload?.errors ?? []);
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
