import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPageCache } from "../../api/lib/page-cache";

let renders = 0;
let base = "";
let server: http.Server;
const cache = createPageCache({
  ttlMs: 60_000,
  paths: /^\/(|slow|category\/[^/]+)$/,
  keyCookies: ["lng", "currency"],
  ignoredCookies: ["view_session"],
  quietWrites: /^\/quiet$/,
});

beforeAll(async () => {
  const app = express();
  app.use(compression({ threshold: 0 }));
  app.use(cache.forgetOnWrite);
  // Like the API: mounted before the page cache, yet its writes empty it.
  app.post("/anything", (_req, res) => void res.status(204).end());
  app.post("/quiet", (_req, res) => void res.status(204).end());
  app.use(cache.middleware);
  app.get("/slow", (_req, res) => {
    renders++;
    setTimeout(() => res.type("html").end(`<p>slow render ${renders}</p>`), 200);
  });
  app.get("*", (req, res) => {
    renders++;
    if (req.query.cookie) res.setHeader("Set-Cookie", "a=b");
    if (req.query.session) res.setHeader("Set-Cookie", `view_session=${String(req.query.session)}; Path=/`);
    res.type("html");
    // Written in pieces, as a streamed render is.
    res.write(`<p>${req.headers.cookie ?? "none"}</p>`);
    res.end(`<p>${"x".repeat(2000)} render ${renders}</p>`);
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers });

describe("page cache for visitors", () => {
  it("renders a page once and serves the same bytes again, compressed or not", async () => {
    cache.clear();
    const before = renders;
    const first = await get("/", { "Accept-Encoding": "identity" });
    const again = await get("/", { "Accept-Encoding": "gzip" });
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(await again.text()).toBe(await first.text());
    expect(renders - before).toBe(1);
  });

  it("keys by the preference cookies and the browser language, and ignores harmless cookies", async () => {
    cache.clear();
    const before = renders;
    await get("/", { Cookie: "lng=es" });
    await get("/", { Cookie: "lng=es; view_session=123" });
    expect(renders - before).toBe(1);
    await get("/", { Cookie: "lng=en" });
    await get("/", { "Accept-Language": "es-ES" });
    expect(renders - before).toBe(3);
  });

  it("keys by the Host asked for: a page naming its address from it is never served under another", async () => {
    cache.clear();
    const before = renders;
    const underHost = (host: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        http
          .get(`${base}/`, { headers: { Host: host } }, (response) => {
            response.resume();
            response.on("end", () => resolve(response.headers["x-page-cache"] as string | undefined));
          })
          .on("error", reject);
      });
    expect(await underHost("marketplace.example")).toBeUndefined();
    expect(await underHost("marketplace.example")).toBe("hit");
    expect(await underHost("attacker.example")).toBeUndefined();
    expect(renders - before).toBe(2);
  });

  it("keeps a ?lng= page under its own address, never serving it to a visitor of the plain address", async () => {
    cache.clear();
    const before = renders;
    await get("/?lng=es", { Cookie: "lng=es" });
    expect((await get("/?lng=es", { Cookie: "lng=es" })).headers.get("x-page-cache")).toBe("hit");
    for (const headers of [{ Cookie: "lng=es" }, { Cookie: "lng=en" }, { "Accept-Language": "en" }] as Array<Record<string, string>>) {
      expect((await get("/", headers)).headers.get("x-page-cache")).toBeNull();
    }
    expect(renders - before).toBe(4);
  });

  it("never caches for a signed-in visitor, other paths, or answers that set cookies", async () => {
    cache.clear();
    const before = renders;
    await get("/", { Cookie: "__session=secret" });
    await get("/", { Cookie: "__session=secret" });
    await get("/listing/a");
    await get("/listing/a");
    await get("/category/cars?cookie=1");
    await get("/category/cars?cookie=1");
    expect(renders - before).toBe(6);
    expect(cache.size()).toBe(0);
  });

  it("keeps an answer that sets only an ignored cookie, without that cookie", async () => {
    cache.clear();
    const before = renders;
    const first = await get("/category/kept?session=abc");
    expect(first.headers.get("set-cookie")).toMatch(/^view_session=abc/);
    const again = await get("/category/kept?session=abc");
    expect(again.headers.get("x-page-cache")).toBe("hit");
    expect(again.headers.get("set-cookie")).toBeNull();
    expect(renders - before).toBe(1);
  });

  it("forgets everything after any write but the quiet ones", async () => {
    cache.clear();
    await get("/category/cars");
    expect(cache.size()).toBe(1);
    await fetch(`${base}/quiet`, { method: "POST" });
    expect(cache.size()).toBe(1);
    await fetch(`${base}/anything`, { method: "POST" });
    expect(cache.size()).toBe(0);
  });

  it("does not keep a page whose render began before a write: it may show what the write changed", async () => {
    cache.clear();
    const rendering = get("/slow");
    await new Promise((resolve) => setTimeout(resolve, 50));
    await fetch(`${base}/anything`, { method: "POST" });
    await rendering;
    expect(cache.size()).toBe(0);
    await get("/slow");
    expect(cache.size()).toBe(1);
  });

  it("tells once a write is answered (other instances then forget theirs), not for quiet writes", async () => {
    let told = 0;
    const teller = createPageCache({ ttlMs: 60_000, paths: /^\/$/, keyCookies: [], ignoredCookies: [], quietWrites: /^\/quiet$/, onWriteDone: () => told++ });
    const app = express();
    app.use(teller.forgetOnWrite);
    app.post("*", (_req, res) => void res.status(204).end());
    const local = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => local.once("listening", resolve));
    try {
      const url = `http://127.0.0.1:${(local.address() as AddressInfo).port}`;
      await fetch(`${url}/quiet`, { method: "POST" });
      await fetch(`${url}/listings/5`, { method: "POST" });
      await expect.poll(() => told).toBe(1);
    } finally {
      local.close();
    }
  });

  it("lets visitors who arrive during a render wait for it instead of rendering again", async () => {
    cache.clear();
    const before = renders;
    const pages = await Promise.all(Array.from({ length: 5 }, () => get("/slow").then((r) => r.text())));
    expect(renders - before).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });

  it("serves a gzip copy made once to browsers that accept it", async () => {
    cache.clear();
    const plain = await (await get("/", { "Accept-Encoding": "identity" })).text();
    const zipped = await get("/", { "Accept-Encoding": "gzip" });
    expect(zipped.headers.get("x-page-cache")).toBe("hit");
    expect(zipped.headers.get("content-encoding")).toBe("gzip");
    // fetch inflates it: the same page.
    expect(await zipped.text()).toBe(plain);
  });

  it("serves a brotli copy, made once off the event loop, to browsers that accept it; gzip until it is ready", async () => {
    cache.clear();
    const plain = await (await get("/", { "Accept-Encoding": "identity" })).text();
    // The copy is made on the thread pool: the first hits may still get gzip.
    await expect.poll(async () => (await get("/", { "Accept-Encoding": "gzip, deflate, br" })).headers.get("content-encoding")).toBe("br");
    const brotli = await get("/", { "Accept-Encoding": "br" });
    expect(brotli.headers.get("x-page-cache")).toBe("hit");
    expect(Number(brotli.headers.get("content-length"))).toBeLessThan(plain.length);
    // fetch decodes it: the same page.
    expect(await brotli.text()).toBe(plain);
    // A coding refused with q=0 is not sent.
    expect((await get("/", { "Accept-Encoding": "gzip, br;q=0" })).headers.get("content-encoding")).toBe("gzip");
    expect((await get("/", { "Accept-Encoding": "br;q=0.0, gzip;q=0" })).headers.get("content-encoding")).toBeNull();
  });

  it("answers a kept page from a bare node:http handler, as the server does before Express", async () => {
    cache.clear();
    const rendered = await (await get("/category/boats?page=2", { "Accept-Encoding": "identity" })).text();
    const bare = http.createServer((req, res) => cache.serveHit(req, res) || res.writeHead(404).end("not kept"));
    await new Promise<void>((resolve) => bare.listen(0, "127.0.0.1", resolve));
    const bareBase = `http://127.0.0.1:${(bare.address() as AddressInfo).port}`;
    // The same site: asked for under the Host the page was kept for, as fetch asked (its language "*").
    const host = new URL(base).host;
    const ask = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        http
          .get(`${bareBase}${path}`, { headers: { Host: host, "Accept-Language": "*", ...headers } }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString("utf8") }));
          })
          .on("error", reject);
      });
    try {
      const kept = await ask("/category/boats?page=2");
      expect(kept.headers["x-page-cache"]).toBe("hit");
      expect(kept.headers["content-type"]).toContain("text/html");
      expect(kept.body).toBe(rendered);
      expect((await ask("/category/boats?page=3")).status).toBe(404);
      expect((await ask("/category/boats?page=2", { Cookie: "__session=x" })).status).toBe(404);
    } finally {
      bare.close();
    }
  });

  it("is off with a zero lifetime", () => {
    const off = createPageCache({ ttlMs: 0, paths: /.*/, keyCookies: [], ignoredCookies: [] });
    expect(off.keyFor({ method: "GET", url: "/", headers: {} } as never)).toBeNull();
  });
});
