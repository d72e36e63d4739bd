import type { IncomingMessage, ServerResponse } from "node:http";
import { checkDatabase, type Database } from "../../db/database.js";

export type HealthReport = {
  status: 200 | 503;
  body: { status: "ok" | "degraded"; database: { status: "ok" | "unavailable"; dialect: Database["dialect"] } };
};

/** Whether the API and its database answer. */
export async function healthReport(database: Database): Promise<HealthReport> {
  const ok = await checkDatabase(database);
  return {
    status: ok ? 200 : 503,
    body: { status: ok ? "ok" : "degraded", database: { status: ok ? "ok" : "unavailable", dialect: database.dialect } },
  };
}

const PROBE_PATH = /^\/api\/v1\/health(\?|$)/;

/**
 * `GET /api/v1/health` answered before Express: load balancers ask it every few seconds on every
 * instance, and the router, body parser and compression would cost several times the check itself.
 * It sends the same report, with the headers every answer gets. Answers whether it took the request.
 */
export function healthProbe(database: Database, headers: ReadonlyArray<readonly [string, string]>) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" || !PROBE_PATH.test(req.url ?? "")) return false;
    void healthReport(database).then(({ status, body }) => {
      for (const [name, value] of headers) res.setHeader(name, value);
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
      res.end(JSON.stringify(body));
    });
    return true;
  };
}
