import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import proxyaddr from "proxy-addr";
import type { Registry } from "prom-client";

const METRICS_PATH = /^\/metrics(\?|$)/;

/** Whether a request is a scrape of /metrics (its answers are not written to the request log). */
export const isMetricsScrape = (url: string | undefined) => METRICS_PATH.test(url ?? "");

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * `GET /metrics` for Prometheus, answered before Express. Only a scraper from an allowed address
 * (the socket's: X-Forwarded-For could be written by anyone) or bearing the token is answered;
 * others get a 404, as if there were nothing here. With neither configured the path is left to
 * the pages. Answers whether it took the request.
 */
export function metricsEndpoint(registry: Registry, access: { allow: string[]; token: string | undefined }) {
  if (!access.allow.length && !access.token) return () => false;
  const allowed = access.allow.length ? proxyaddr.compile(access.allow) : () => false;
  // Compared as digests, in constant time: the answer's timing says nothing of the token.
  const token = access.token ? digest(`Bearer ${access.token}`) : null;
  const bearsToken = (header: string | undefined) => token !== null && header !== undefined && timingSafeEqual(digest(header), token);

  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" || !isMetricsScrape(req.url)) return false;
    if (!bearsToken(req.headers.authorization) && !allowed(req.socket.remoteAddress ?? "", 0)) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Not found");
      return true;
    }
    registry.metrics().then(
      (body) => res.writeHead(200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" }).end(body),
      () => res.writeHead(500).end(),
    );
    return true;
  };
}
