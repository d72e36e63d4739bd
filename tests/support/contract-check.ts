import type { Express } from "express";
import { documentedStatuses, routesOf } from "../../api/lib/openapi.js";

/**
 * Checks each answer the API tests receive (through `server.api` and `server.call`) against its
 * route's contract: a status the route's OpenAPI operation does not list fails the test that met
 * it. The whole API suite thus checks the contract's statuses, not only the fuzz test's draws.
 * Paths no documented route answers (unknown addresses) are not checked.
 */
export function contractChecker(app: Express) {
  const routes = routesOf(app)
    .filter((route) => route.doc)
    .map((route) => ({ ...route, pattern: new RegExp(`^${route.path.replace(/:\w+/g, "[^/]+")}/?$`) }));
  return (method: string, path: string, status: number) => {
    const bare = path.split("?")[0]!;
    // Routes are in the order Express tries them: the first that matches answers.
    const route = routes.find((r) => r.method === method.toUpperCase() && r.pattern.test(bare));
    if (!route) return;
    const listed = documentedStatuses(route.method, route.doc!);
    if (!listed.includes(status)) {
      throw new Error(`${route.method} ${route.path} answered ${status}, which its contract does not list (${listed.join(", ")}): document it in the route's operation, or fix the answer.`);
    }
  };
}
