import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { policyForKeptPage, tileSourceOf } from "../../api/lib/security-headers.js";
import { createUser } from "../support/factories.js";
import { type TestServer, loginAsAdmin, postForm, startTestServer } from "../support/test-server.js";

const inlineScripts = (html: string) => [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].map(([, attributes, code]) => ({ attributes: attributes!, code: code! }));
const directive = (policy: string | null, name: string) => (policy ?? "").split(";").find((part) => part.trim().startsWith(`${name} `))?.trim() ?? "";

describe("security headers on a site served over http", () => {
  let server: TestServer;
  let cookie = "";

  beforeAll(async () => {
    server = await startTestServer({ CACHE_SECONDS: "30" }, { withPages: true });
    const user = await createUser(server.services.database);
    const signIn = await postForm(server, "/auth", { intent: "login", email: user.email, password: user.password });
    expect(signIn.status).toBe(302);
    cookie = signIn.headers.get("set-cookie")!.split(";")[0]!;
  });
  afterAll(async () => {
    await server?.stop();
  });

  test("a page's policy allows only scripts carrying its own nonce, a new one for every page rendered", async () => {
    const nonces = [];
    for (const headers of [{ Cookie: cookie }, { Cookie: cookie }]) {
      const response = await fetch(`${server.url}/dashboard`, { headers });
      const policy = response.headers.get("content-security-policy");
      const scripts = directive(policy, "script-src");
      expect(scripts).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'$/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'self'");
      const nonce = /'nonce-([^']+)'/.exec(scripts)![1]!;
      const inline = inlineScripts(await response.text());
      expect(inline.length).toBeGreaterThan(0);
      for (const script of inline) expect(script.attributes).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("signed-in pages are never stored; visitors' pages may be kept by a shared cache as long as by the server", async () => {
    const signedIn = await fetch(`${server.url}/categories`, { headers: { Cookie: cookie } });
    expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
    const visitor = await fetch(`${server.url}/categories?fresh=1`);
    expect(visitor.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=30");
    expect(visitor.headers.get("vary")).toMatch(/Cookie/);
    // A page rendered for one visitor only (a listing counts views; sign-in sets cookies) is not shared.
    expect((await fetch(`${server.url}/auth`)).headers.get("cache-control")).toBe("private, no-store");
  });

  test("a kept page served again allows exactly its own inline scripts, by hash, and names no nonce", async () => {
    await fetch(`${server.url}/places`);
    const hit = await fetch(`${server.url}/places`);
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    const scripts = directive(hit.headers.get("content-security-policy"), "script-src");
    expect(scripts).not.toContain("nonce-");
    const hashes = inlineScripts(await hit.text()).map(({ code }) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`);
    expect(scripts).toBe(["script-src 'self'", ...new Set(hashes)].join(" "));
  });

  test("nosniff and a frame policy on the API, uploads and errors; no HSTS over plain http", async () => {
    const photo = await server.services.database.db.selectFrom("media_files").select("thumbnail_path").where("thumbnail_path", "is not", null).executeTakeFirstOrThrow();
    for (const path of ["/api/v1/categories", "/api/v1/nothing-here", `/api/v1/uploads/${photo.thumbnail_path}`, "/"]) {
      const response = await fetch(server.url + path);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("x-frame-options"), path).toBe("SAMEORIGIN");
      expect(response.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  test("the map's tile host from the back-office is allowed for images, at once", async () => {
    const token = await loginAsAdmin(server);
    const before = await server.call<Record<string, unknown>>("GET", "/admin/map-settings", token);
    const saved = await server.call("PUT", "/admin/map-settings", token, { ...before.body, tile_url: "https://tiles.example.gi/{z}/{x}/{y}.png" });
    expect(saved.status).toBe(200);
    const page = await fetch(`${server.url}/`, { headers: { Cookie: cookie } });
    expect(directive(page.headers.get("content-security-policy"), "img-src")).toBe("img-src 'self' data: blob: https://tiles.example.gi");
    await server.call("PUT", "/admin/map-settings", token, before.body);
  });
});

test("over https: HSTS and upgrade-insecure-requests", async () => {
  const server = await startTestServer({ APP_URL: "https://gibmarket.example" }, { withPages: true });
  try {
    const page = await fetch(`${server.url}/`);
    expect(page.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
    expect(page.headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
    expect((await fetch(`${server.url}/api/v1/categories`)).headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  } finally {
    await server.stop();
  }
});

describe("policy parts", () => {
  test("a tile URL's host, with Leaflet's subdomain placeholder as a wildcard; none for the site's own tiles", () => {
    expect(tileSourceOf("https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png")).toBe("https://*.tile.openstreetmap.org");
    expect(tileSourceOf("https://tiles.example.gi:8443/{z}/{x}/{y}.png")).toBe("https://tiles.example.gi:8443");
    expect(tileSourceOf("/tiles/{z}/{x}/{y}.png")).toBeNull();
  });

  test("a kept page's policy: hashes of its inline scripts in place of the nonce, none for scripts with a src", () => {
    const html = `<script nonce="abc">one()</script><script nonce="abc" src="/build/x.js"></script><script nonce="abc" type="module">two()</script>`;
    const sha = (code: string) => `'sha256-${createHash("sha256").update(code).digest("base64")}'`;
    expect(policyForKeptPage("default-src 'self';script-src 'self' 'nonce-abc';img-src 'self'", html)).toBe(
      `default-src 'self';script-src 'self' ${sha("one()")} ${sha("two()")};img-src 'self'`,
    );
    expect(policyForKeptPage("script-src 'self' 'nonce-abc'", "<p>no scripts</p>")).toBe("script-src 'self'");
  });
});
