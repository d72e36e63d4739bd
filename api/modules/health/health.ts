import type { IncomingMessage, ServerResponse } from "node:http";
import type { HealthRepository } from "./repository.js";

/** What the health check needs of the Redis client (ioredis). */
export type RedisPing = { ping(): Promise<string> };

type Status = "ok" | "unavailable";

export type HealthReport = {
  status: 200 | 503;
  body: {
    status: "ok" | "degraded";
    database: { status: Status; dialect: HealthRepository["dialect"] };
    /** Present when REDIS_URL is set. */
    redis?: { status: Status };
  };
};

/**
 * Redis is asked with a deadline: while it is down, ioredis queues commands until it reconnects,
 * and a health check that hangs is as bad as none.
 */
const REDIS_DEADLINE_MS = 1_000;

async function checkRedis(redis: RedisPing): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), REDIS_DEADLINE_MS)));
  try {
    return await Promise.race([redis.ping().then((answer) => answer === "PONG", () => false), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether the API, its database and (when set) Redis answer. Without Redis the rate limits and
 * the chat's delivery to other instances fail: the instance answers 503, as without its database.
 */
export async function healthReport(database: HealthRepository, redis: RedisPing | null = null): Promise<HealthReport> {
  const [databaseOk, redisOk] = await Promise.all([database.answers(), redis ? checkRedis(redis) : null]);
  const ok = databaseOk && redisOk !== false;
  const of = (up: boolean): Status => (up ? "ok" : "unavailable");
  return {
    status: ok ? 200 : 503,
    body: {
      status: ok ? "ok" : "degraded",
      database: { status: of(databaseOk), dialect: database.dialect },
      ...(redisOk === null ? {} : { redis: { status: of(redisOk) } }),
    },
  };
}

const PROBE_PATH = /^\/api\/v1\/health(\?|$)/;

/** Whether a request is the health check's (its answers are not written to the request log). */
export const isHealthCheck = (url: string | undefined) => PROBE_PATH.test(url ?? "");

/**
 * `GET /api/v1/health` answered before Express: load balancers ask it every few seconds on every
 * instance, and the router, body parser and compression would cost several times the check itself.
 * It sends the same report, with the headers every answer gets. Answers whether it took the request.
 */
export function healthProbe(report: () => Promise<HealthReport>, headers: ReadonlyArray<readonly [string, string]>) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" || !isHealthCheck(req.url)) return false;
    void report().then(({ status, body }) => {
      for (const [name, value] of headers) res.setHeader(name, value);
      res.writeHead(status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" });
      res.end(JSON.stringify(body));
    });
    return true;
  };
}
