import type { Express, RequestHandler } from "express";
import * as z from "zod";
import { noteRoute } from "./request-log.js";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponsesObject } from "zod-openapi";

/**
 * The /api/v1 contract (OpenAPI 3.1), built from the router itself: every route carries an
 * `operation({...})` declaration before its handler, naming the zod schemas its service parses,
 * so paths come from Express and request shapes from the validators; nothing is written twice.
 */

/** Who may call: anyone (the default), a signed-in user (401 otherwise), or an admin (401/403). */
export type Access = "anyone" | "user" | "admin";

/** A success answer that is not JSON, or a redirect. */
type Answer = string | { description: string; type: string };

export type OperationDoc = {
  summary: string;
  access?: Access;
  query?: z.ZodType;
  /** A JSON body's schema, "multipart" for a form with files, or "raw" for JSON read as signed bytes. */
  body?: z.ZodType | "multipart" | "raw";
  /** Every status the route answers besides those its access and input imply, with its meaning. */
  responses: Record<number, Answer>;
};

const OPERATION = Symbol("openapi.operation");
type Documented = RequestHandler & { [OPERATION]?: OperationDoc };

/**
 * A route's declaration: passes the request on; the document reads it from the route. Being the
 * first handler of every route, it is also where the route's pattern is noted for the request log
 * and metrics (known here with its mount path; lost once an error unwinds the routers).
 */
export function operation(doc: OperationDoc): RequestHandler {
  const pass: Documented = (req, _res, next) => {
    if (typeof req.route?.path === "string") noteRoute(req, req.baseUrl + req.route.path);
    next();
  };
  pass[OPERATION] = doc;
  return pass;
}

export type RouteEntry = { method: string; path: string; doc?: OperationDoc };

type Layer = {
  route?: { path: string | string[]; methods: Record<string, boolean>; stack: { handle: Documented }[] };
  name?: string;
  regexp?: RegExp & { fast_slash?: boolean };
  handle?: { stack?: Layer[] };
};

/** The path a router was mounted at, read back from Express 4's pattern ("/users" from /^\/users\/?(?=\/|$)/i). */
function mountPath(layer: Layer): string {
  if (!layer.regexp || layer.regexp.fast_slash) return "";
  return layer.regexp.source
    .replace(/^\^/, "")
    .replace(/\\\/\?\(\?=\\\/\|\$\)$/, "")
    .replace(/\\\//g, "/");
}

/**
 * Every method and path an Express app answers (nested routers included, in order), with its
 * declaration. A path registered twice (a limiter before the route itself) is one entry.
 */
export function routesOf(app: Express): RouteEntry[] {
  const walk = (stack: Layer[], prefix: string): RouteEntry[] =>
    stack.flatMap((layer) => {
      const route = layer.route;
      if (route) {
        const doc = route.stack.map((entry) => entry.handle[OPERATION]).find(Boolean);
        const paths = Array.isArray(route.path) ? route.path : [route.path];
        return paths.flatMap((routePath) =>
          Object.keys(route.methods)
            .filter((method) => method !== "_all")
            .map((method) => ({ method: method.toUpperCase(), path: `${prefix}${routePath}`.replace(/\/$/, "") || "/", doc })),
        );
      }
      if (layer.name === "router" && layer.handle?.stack) return walk(layer.handle.stack, `${prefix}${mountPath(layer)}`);
      return [];
    });
  const entries = new Map<string, RouteEntry>();
  for (const entry of walk((app as unknown as { _router: { stack: Layer[] } })._router.stack, "")) {
    const key = `${entry.method} ${entry.path}`;
    entries.set(key, { ...entry, doc: entries.get(key)?.doc ?? entry.doc });
  }
  return [...entries.values()];
}

// ---- The document ----

const FieldError = z.object({ field: z.string(), message: z.string() });
/** Every refusal: the readable English `detail`, the stable `code` pages translate, and per-field messages on validation. */
export const ErrorBody = z
  .object({ detail: z.string(), code: z.string(), errors: z.array(FieldError).optional() })
  .meta({ id: "Error", description: "A refusal" });

/**
 * The statuses a declaration implies: its access and its input. Any request with a body may be
 * malformed or over the JSON parser's limit (every /api/v1 request passes the parser), and a
 * bearer token that is no longer valid is refused on every route (a visitor sends none).
 */
export function impliedResponses(method: string, doc: OperationDoc): Record<number, string> {
  const implied: Record<number, string> = {};
  if (method !== "GET") {
    implied[400] = "Malformed body";
    implied[413] = "Body over the size limit";
  }
  implied[401] = doc.access === "user" || doc.access === "admin" ? "Not signed in" : "The bearer token sent is not valid";
  if (doc.access === "admin") implied[403] = "Not an admin";
  if (doc.body || doc.query) implied[422] = "Invalid input: one message per field";
  return implied;
}

/** Every status a declared route may answer. */
export const documentedStatuses = (method: string, doc: OperationDoc): number[] =>
  Object.keys({ ...impliedResponses(method, doc), ...doc.responses }).map(Number);

const openApiPath = (path: string) => path.replace(/:(\w+)/g, "{$1}");
const tagOf = (path: string) => path.split("/").filter(Boolean).find((part) => part !== "admin" && !part.startsWith(":")) ?? "health";

function responsesOf(method: string, doc: OperationDoc): ZodOpenApiResponsesObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, answer] of Object.entries({ ...impliedResponses(method, doc), ...doc.responses })) {
    const code = Number(status);
    const key = status as `${1 | 2 | 3 | 4 | 5}${string}`;
    if (typeof answer !== "string") responses[key] = { description: answer.description, content: { [answer.type]: {} } };
    else if (code >= 400) responses[key] = { description: answer, content: { "application/json": { schema: ErrorBody } } };
    else if (code === 204 || (code >= 300 && code < 400)) responses[key] = { description: answer };
    else responses[key] = { description: answer, content: { "application/json": {} } };
  }
  return responses;
}

function operationOf(method: string, path: string, doc: OperationDoc): ZodOpenApiOperationObject {
  const params = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const body = doc.body;
  return {
    summary: doc.summary,
    tags: [tagOf(path)],
    ...(doc.access === "user" || doc.access === "admin" ? { security: [{ bearer: [] }] } : {}),
    requestParams: {
      ...(params.length ? { path: z.object(Object.fromEntries(params.map((name) => [name, z.string()]))) } : {}),
      ...(doc.query ? { query: doc.query as z.ZodObject } : {}),
    },
    ...(body
      ? {
          requestBody: {
            required: true,
            content:
              body === "multipart"
                ? { "multipart/form-data": { schema: z.object({}).catchall(z.unknown()) } }
                : body === "raw"
                  ? { "application/json": {} }
                  : { "application/json": { schema: body } },
          },
        }
      : {}),
    responses: responsesOf(method, doc),
  };
}

/** The OpenAPI 3.1 document of an API app; routes without a declaration are left out (a test keeps that list empty). */
export function openApiDocument(app: Express, version: string) {
  const paths: ZodOpenApiPathsObject = {};
  for (const route of routesOf(app)) {
    if (!route.doc) continue;
    const key = openApiPath(route.path);
    paths[key] = { ...paths[key], [route.method.toLowerCase()]: operationOf(route.method, route.path, route.doc) };
  }
  return createDocument({
    openapi: "3.1.0",
    info: {
      title: "Gibraltar marketplace API",
      version,
      description: "Listings, places, reviews, chat and the back-office of the marketplace. Errors answer `{detail, code}`.",
    },
    servers: [{ url: "/api/v1" }],
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    paths,
  });
}
