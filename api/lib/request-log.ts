import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import type pino from "pino";
import { pinoHttp } from "pino-http";
import { callerOf } from "./in-process.js";
import type { Metrics } from "./metrics.js";

/** What is known of one request while it is answered; its log line and metrics are made from it. */
export type RequestRecord = {
  id: string;
  /** The matched route's pattern (`/api/v1/listings/:slugOrId`), set by whoever matched it. */
  route?: string;
  /** The signed-in user: set by the API, and for a page by the API calls it made. */
  userId?: number;
  /** Prefixed to the API's route patterns: "/api/v1" for the pages' in-process calls (their paths start below it). */
  mount: string;
  via: "http" | "in_process";
  start: number;
  /** Set once answered (or dropped): the metrics and the log line read the same numbers. */
  settled: boolean;
  durationMs?: number;
};

const records = new WeakMap<IncomingMessage, RequestRecord>();

/** The record of a request being answered, or undefined for one nobody observes. */
export const requestRecordOf = (req: IncomingMessage): RequestRecord | undefined => records.get(req);

/** Called where a route is matched: Express forgets its pattern once an error unwinds its routers. */
export function noteRoute(req: IncomingMessage, pattern: string): void {
  const record = records.get(req);
  if (record && record.route === undefined) record.route = record.mount + (pattern.length > 1 && pattern.endsWith("/") ? pattern.slice(0, -1) : pattern);
}

/** A request id a client may hand on: short, and nothing a log reader could mistake for more. */
const REQUEST_ID = /^[\w.:-]{1,128}$/;

export type RequestLogOptions = {
  logger: pino.Logger;
  metrics: Pick<Metrics, "observeRequest">;
  /** Whether the request's sender may name its id (X-Request-Id): a proxy or the pages of this process. */
  trustsId(req: IncomingMessage, via: RequestRecord["via"]): boolean;
  /** The route of a request nobody matched a pattern for (pages, static files), never its raw path. */
  routeOf(req: IncomingMessage): string;
};

/**
 * One JSON line per answered request (pino-http), and its duration in the metrics: `reqId`,
 * `method`, `route`, `status`, `durationMs`, `userId` when signed in, and `via`. The id is the
 * sender's X-Request-Id when trusted, else a new one; it is sent back in X-Request-Id, and the
 * pages send it on with their calls to the API, whose lines then carry it too.
 */
export function createRequestLog(options: RequestLogOptions) {
  const { logger, metrics } = options;
  // Nothing would be written: the request log is skipped, the metrics are kept.
  const logging = logger.isLevelEnabled("error");

  function settle(req: IncomingMessage, res: ServerResponse, record: RequestRecord): RequestRecord {
    if (record.settled) return record;
    record.settled = true;
    record.route ??= options.routeOf(req);
    record.userId ??= (req as { user?: { id: number } }).user?.id;
    const seconds = (performance.now() - record.start) / 1000;
    metrics.observeRequest(req.method ?? "GET", record.route, res.statusCode, seconds, record.via);
    // The page that made this call learns who is signed in from it.
    if (record.via === "in_process" && record.userId !== undefined) {
      const caller = callerOf(req);
      if (caller) caller.userId ??= record.userId;
    }
    record.durationMs = Math.round(seconds * 10_000) / 10;
    return record;
  }

  const fields = (req: IncomingMessage, res: ServerResponse) => {
    const record = settle(req, res, records.get(req)!);
    return {
      reqId: record.id,
      method: req.method,
      route: record.route,
      status: res.statusCode,
      durationMs: record.durationMs,
      ...(record.userId === undefined ? {} : { userId: record.userId }),
      via: record.via,
    };
  };

  const httpLog = pinoHttp({
    logger,
    genReqId: (req) => records.get(req)!.id,
    // The id is written with the other fields: pino-http's own binding costs a child logger per request.
    quietResLogger: true,
    // The request itself is not written out: its headers hold cookies and tokens.
    wrapSerializers: false,
    serializers: { req: () => undefined },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request failed",
    customSuccessObject: fields,
    // The failure itself is logged where it happened, with its stack.
    customErrorObject: fields,
  });

  /** Starts observing a request; call before anything answers it. */
  return function observe(req: IncomingMessage, res: ServerResponse, via: RequestRecord["via"], mount = ""): RequestRecord {
    const sent = req.headers["x-request-id"];
    const id = typeof sent === "string" && REQUEST_ID.test(sent) && options.trustsId(req, via) ? sent : randomUUID();
    const record: RequestRecord = { id, mount, via, start: performance.now(), settled: false };
    records.set(req, record);
    res.setHeader("X-Request-Id", id);
    // Answers that are not logged (or dropped before the end) are still counted.
    res.once("close", () => settle(req, res, record));
    if (logging) httpLog(req, res);
    return record;
  };
}

export type ObserveRequest = ReturnType<typeof createRequestLog>;
