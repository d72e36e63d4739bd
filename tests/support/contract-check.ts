import type { Express } from "express";
import { documentedStatuses, routesOf } from "../../api/lib/openapi.js";

/**
 * Checks an answer of the API against its route's contract: a status the route's OpenAPI operation
 * does not list is described (null when the answer is listed, or no documented route answers the
 * path). The test server checks every answer it gives over HTTP, so the whole API suite checks
 * the contract's statuses, not only the fuzz test's draws.
 */
export function contractChecker(app: Express) {
  const routes = routesOf(app)
    .filter((route) => route.doc)
    .map((route) => ({ ...route, pattern: new RegExp(`^${route.path.replace(/:\w+/g, "[^/]+")}/?$`) }));
  /** `path` without its query, relative to /api/v1, as Express's req.path has it. */
  return (method: string, path: string, status: number): string | null => {
    // Routes are in the order Express tries them: the first that matches answers.
    const route = routes.find((r) => r.method === method && r.pattern.test(path));
    if (!route) return null;
    const listed = documentedStatuses(route.method, route.doc!);
    return listed.includes(status) ? null : `${route.method} ${route.path} answered ${status}; its contract lists ${listed.join(", ")}`;
  };
}
