import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqlite } from "../../api/db/database.js";
import { createLogger } from "../../api/lib/logger.js";
import { healthReport } from "../../api/modules/health/health.js";
import { createHealthRepository } from "../../api/modules/health/repository.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { type TestServer, loginAs, postForm, startTestServer } from "../support/test-server.js";

/** What a server writes to its log, one parsed JSON object per line. */
function logCollector() {
  const lines: Array<Record<string, unknown>> = [];
  return {
    lines,
    write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    requests: () => lines.filter((line) => line.msg === "request" || line.msg === "request failed"),
  };
}

/** The request lines are written once the answer is sent: a moment after the client reads it. */
async function eventually<T>(read: () => T | undefined | Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error("never logged");
}

const METRICS_TOKEN = "scrape-token-of-at-least-sixteen-characters";
const scrape = (server: TestServer, headers: Record<string, string> = {}) => fetch(`${server.url}/metrics`, { headers });
const scraped = async (server: TestServer) => (await scrape(server, { Authorization: `Bearer ${METRICS_TOKEN}` })).text();
/** The value of one series in a Prometheus text answer (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split("\n")
    .find((row) => (row.startsWith(`${name}{`) || row.startsWith(`${name} `)) && Object.entries(labels).every(([key, value]) => row.includes(`${key}="${value}"`)));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

describe("the log", () => {
  it("writes errors as JSON lines with the level's name, the time, the message and the error's stack", () => {
    const log = logCollector();
    createLogger("info", log).error("Sending the digest failed", new Error("SMTP said no"));
    expect(log.lines).toHaveLength(1);
    const [line] = log.lines;
    expect(line).toMatchObject({ level: "error", msg: "Sending the digest failed", err: { type: "Error", message: "SMTP said no" } });
    expect(String((line!.err as { stack: string }).stack)).toContain("observability.test.ts");
    expect(new Date(String(line!.time)).toISOString()).toBe(line!.time);
  });

  it("writes the levels LOG_LEVEL lets through", () => {
    const log = logCollector();
    const warn = createLogger("warn", log);
    warn.info("not shown");
    warn.debug("not shown");
    warn.warn("shown");
    warn.error("shown too");
    expect(log.lines.map((line) => line.level)).toEqual(["warn", "error"]);
    createLogger("debug", log).debug("now shown");
    expect(log.lines.at(-1)).toMatchObject({ level: "debug", msg: "now shown" });
  });
});

describe("the request log of the API", () => {
  const log = logCollector();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ LOG_LEVEL: "info" }, { logTo: log });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("writes one line per request: its id (sent back), method, route pattern, status, duration and user", async () => {
    const user = await createUser(server.services.database);
    const token = await loginAs(server, user.email, user.password);
    const response = await server.api("/listings/999999", { token });
    expect(response.status).toBe(404);
    const id = response.headers.get("x-request-id");
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = await eventually(() => log.requests().find((entry) => entry.reqId === id));
    expect(line).toMatchObject({ level: "info", method: "GET", route: "/api/v1/listings/:slugOrId", status: 404, userId: user.id, via: "http" });
    expect(line.durationMs).toEqual(expect.any(Number));
    // Nothing of the request itself: its headers hold tokens and cookies.
    expect(JSON.stringify(line)).not.toContain(token);
    expect(JSON.stringify(line)).not.toContain("999999");
  });

  it("writes a visitor's request without a user, and an unknown path as unmatched", async () => {
    const response = await server.api("/no-such-thing");
    const line = await eventually(() => log.requests().find((entry) => entry.reqId === response.headers.get("x-request-id")));
    expect(line).toMatchObject({ route: "unmatched", status: 404 });
    expect(line).not.toHaveProperty("userId");
  });

  it("makes its own id when a client it does not trust sends one (no TRUST_PROXY: nobody)", async () => {
    const response = await fetch(`${server.url}/`, { headers: { "X-Request-Id": "chosen-by-the-client" } });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const line = await eventually(() => log.requests().find((entry) => entry.reqId === response.headers.get("x-request-id")));
    expect(line).toMatchObject({ route: "unmatched", status: 404 });
  });

  it("does not write the health checks", async () => {
    const before = log.requests().length;
    expect((await server.api("/health")).status).toBe(200);
    await server.api("/categories");
    await eventually(() => (log.requests().length > before ? true : undefined));
    expect(log.requests().filter((entry) => entry.route === "/api/v1/health")).toEqual([]);
  });
});

describe("a page, its calls to the API and the metrics", () => {
  const log = logCollector();
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(
      { LOG_LEVEL: "info", TRUST_PROXY: "loopback", CACHE_SECONDS: "60", METRICS_TOKEN, RATE_LIMIT_FACTOR: "100" },
      { withPages: true, logTo: log },
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("logs the page's calls to the API under the page's request id, the one a trusted proxy sent", async () => {
    const response = await fetch(`${server.url}/`, { headers: { "X-Request-Id": "edge-4f2a" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toBe("edge-4f2a");
    const page = await eventually(() => log.requests().find((entry) => entry.reqId === "edge-4f2a" && entry.via === "http"));
    expect(page).toMatchObject({ method: "GET", route: "/", status: 200 });
    const calls = log.requests().filter((entry) => entry.reqId === "edge-4f2a" && entry.via === "in_process");
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(String(call.route)).toMatch(/^\/api\/v1\//);
  });

  it("logs a page's data asked for by its scripts (.data) under the page's route pattern, marked", async () => {
    for (const [path, route] of [
      ["/_root.data", "/_root.data"],
      ["/privacy-policy.data", "/privacy-policy.data"],
      ["/listing/no-such-listing.data", "/listing/:slug.data"],
    ] as const) {
      const response = await fetch(`${server.url}${path}`);
      await response.text();
      const id = response.headers.get("x-request-id");
      expect(await eventually(() => log.requests().find((entry) => entry.reqId === id && entry.via === "http")), path).toMatchObject({ route });
    }
  });

  it("marks a thread read when it opens with something unread, and writes nothing when opened again", async () => {
    const [seller, buyer] = [await createUser(server.services.database), await createUser(server.services.database)];
    const db = server.services.database.db;
    const listing = await createListing(db, seller.id, "Rowing machine");
    await db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
    const buyerToken = await loginAs(server, buyer.email, buyer.password);
    const sellerToken = await loginAs(server, seller.email, seller.password);
    const room = (await (await server.api("/chat/rooms", { token: buyerToken, body: { listing_id: listing.id } })).json()) as { id: number };
    await server.api(`/chat/rooms/${room.id}/messages`, { token: sellerToken, body: { message: "Still for sale, come and try it" } });
    const cookie = (await postForm(server, "/auth", { intent: "login", email: buyer.email, password: buyer.password })).headers.get("set-cookie")!.split(";")[0]!;
    const callsOfPage = async () => {
      const response = await fetch(`${server.url}/dashboard?section=messages&room=${room.id}`, { headers: { Cookie: cookie } });
      expect(await response.text()).toContain("Still for sale, come and try it");
      const id = response.headers.get("x-request-id");
      await eventually(() => log.requests().find((entry) => entry.reqId === id && entry.via === "http"));
      return log.requests().filter((entry) => entry.reqId === id && entry.via === "in_process").map((entry) => `${String(entry.method)} ${String(entry.route)}`);
    };
    const first = await callsOfPage();
    expect(first).toContain("POST /api/v1/chat/rooms/:id/read");
    const unread = await db.selectFrom("chat_messages").select("is_read").where("chat_room_id", "=", room.id).execute();
    expect(unread).toEqual([{ is_read: 1 }]);
    // Nothing left to mark: no write; the meeting spots are the shared reads' (CACHE_SECONDS).
    const again = await callsOfPage();
    expect(again).toContain("GET /api/v1/chat/inbox");
    expect(again).not.toContain("POST /api/v1/chat/rooms/:id/read");
    expect(again.filter((call) => call.startsWith("GET /api/v1/places"))).toEqual([]);
  });

  it("writes the signed-in user on the page's line, learnt from its calls to the API", async () => {
    const user = await createUser(server.services.database);
    const cookie = (await postForm(server, "/auth", { intent: "login", email: user.email, password: user.password })).headers.get("set-cookie")?.split(";")[0];
    expect(cookie).toBeDefined();
    const response = await fetch(`${server.url}/dashboard`, { headers: { Cookie: cookie! } });
    expect(response.status).toBe(200);
    const id = response.headers.get("x-request-id");
    const page = await eventually(() => log.requests().find((entry) => entry.reqId === id && entry.via === "http"));
    expect(page).toMatchObject({ route: "/dashboard", userId: user.id });
  });

  it("refuses /metrics without the token, and answers it with", async () => {
    expect((await scrape(server)).status).toBe(404);
    expect((await scrape(server, { Authorization: "Bearer not-the-token-at-all-no" })).status).toBe(404);
    const response = await scrape(server, { Authorization: `Bearer ${METRICS_TOKEN}` });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    const text = await response.text();
    for (const name of ["http_request_duration_seconds", "page_cache_requests_total", "db_query_duration_seconds", "socket_connections", "job_runs_total", "emails_sent_total", "process_cpu_seconds_total"]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });

  it("counts a page view in the request durations by route pattern, and the page cache's misses and hits", async () => {
    const before = await scraped(server);
    const viewed = (text: string) => sample(text, "http_request_duration_seconds_count", { method: "GET", route: "/privacy-policy", status_code: "200", via: "http" });
    const first = await fetch(`${server.url}/privacy-policy`);
    await first.text();
    const second = await fetch(`${server.url}/privacy-policy`);
    await second.text();
    expect(second.headers.get("x-page-cache")).toBe("hit");
    // A kept copy answers with its own request's id, not the one of the request that rendered it.
    expect(second.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get("x-request-id")).not.toBe(first.headers.get("x-request-id"));
    const hitLine = await eventually(() => log.requests().find((entry) => entry.reqId === second.headers.get("x-request-id")));
    expect(hitLine).toMatchObject({ route: "/privacy-policy", status: 200, via: "http" });
    const after = await eventually(async () => {
      const text = await scraped(server);
      return viewed(text) - viewed(before) === 2 ? text : undefined;
    });
    const text = after;
    expect(sample(text, "page_cache_requests_total", { result: "miss" }) - sample(before, "page_cache_requests_total", { result: "miss" })).toBe(1);
    expect(sample(text, "page_cache_requests_total", { result: "hit" }) - sample(before, "page_cache_requests_total", { result: "hit" })).toBe(1);
    // The database's queries are timed too.
    expect(sample(text, "db_query_duration_seconds_count", { kind: "select", outcome: "ok" })).toBeGreaterThan(0);
  });

  it("counts the runs and failures of the background jobs, and the e-mails sent", async () => {
    await server.services.alertScheduler.tick();
    await server.services.favoriteNoticeMailer.tick();
    // The contact form's message goes to the team by e-mail (to the outbox folder here).
    const sent = await server.call("POST", "/contact", undefined, { name: "Ana", email: "ana@example.gi", subject: "Hello", message: "A question about the site" });
    expect(sent.status).toBe(201);
    const text = await scraped(server);
    expect(sample(text, "emails_sent_total", {})).toBe(1);
    expect(sample(text, "job_runs_total", { job: "saved-search-alerts" })).toBe(1);
    expect(sample(text, "job_runs_total", { job: "favourite-news-e-mails" })).toBe(1);
    expect(sample(text, "job_failures_total", { job: "saved-search-alerts" })).toBe(0);
  });
});

describe("who may read /metrics", () => {
  it("is nobody when neither METRICS_ALLOW nor METRICS_TOKEN is set", async () => {
    const server = await startTestServer();
    try {
      expect((await scrape(server, { Authorization: `Bearer ${METRICS_TOKEN}` })).status).toBe(404);
    } finally {
      await server.stop();
    }
  });

  it("is a scraper from an address METRICS_ALLOW lists, not one from elsewhere", async () => {
    const allowed = await startTestServer({ METRICS_ALLOW: "10.0.0.0/8, 127.0.0.1" });
    const elsewhere = await startTestServer({ METRICS_ALLOW: "10.0.0.0/8" }, { shareWith: allowed });
    try {
      const response = await scrape(allowed);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain("http_request_duration_seconds");
      // X-Forwarded-For is anyone's to write: the socket's address counts.
      expect((await scrape(elsewhere, { "X-Forwarded-For": "10.1.2.3" })).status).toBe(404);
    } finally {
      await elsewhere.stop();
      await allowed.stop();
    }
  });
});

describe("the health check with REDIS_URL", () => {
  it("answers 503 'degraded', naming Redis, when Redis does not answer in time", async () => {
    // A Redis that takes the connection and never answers (hung, or a network that drops packets).
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const redis = new Redis(`redis://127.0.0.1:${(silent.address() as AddressInfo).port}`, { maxRetriesPerRequest: 1 });
    const database = openSqlite(path.join(os.tmpdir(), `health-redis-${process.pid}-${Date.now()}.db`));
    try {
      const started = Date.now();
      const report = await healthReport(createHealthRepository(database), redis);
      expect(Date.now() - started).toBeLessThan(3_000);
      expect(report).toEqual({ status: 503, body: { status: "degraded", database: { status: "ok", dialect: "sqlite" }, redis: { status: "unavailable" } } });
    } finally {
      redis.disconnect();
      silent.close();
      await database.close();
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;
  it.runIf(redisUrl)("reports Redis ok beside the database when it answers", async () => {
    const server = await startTestServer({ REDIS_URL: redisUrl! });
    try {
      const response = await server.api("/health");
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ status: "ok", database: { status: "ok" }, redis: { status: "ok" } });
    } finally {
      await server.stop();
    }
  });
});
