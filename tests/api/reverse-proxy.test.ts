import fs from "node:fs";
import { type Browser, chromium } from "@playwright/test";
import { createCookie } from "@remix-run/node";
import { io } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewMessageEvent } from "../../api/schemas/chat.js";
import { CHROMIUM_FLAGS, E2E_CHROMIUM_PATH } from "../support/chromium.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { NGINX_PATH, type ProxyHeaders, type RunningNginx, freePort, startNginx } from "../support/nginx.js";
import { type TestServer, loginAs, startTestServer } from "../support/test-server.js";
import { decodeSingleFetch } from "../support/page-data.js";

// The cookie notice would cover the send button: declined, as a returning visitor has.
const DECLINED = encodeURIComponent(Buffer.from(JSON.stringify("declined")).toString("base64"));

/** Where nginx is missing the check cannot run: CI installs it (.ci/run), so there it must be found. */
const haveNginx = fs.existsSync(NGINX_PATH) || process.env.CI === "true";

/**
 * How the server learns its public address behind each kind of proxy: from APP_URL when nginx
 * passes its upstream's address as Host, or from the proxy's own headers (trusted, TRUST_PROXY).
 */
const SETUPS: Array<{ headers: ProxyHeaders; env: (publicUrl: string) => Record<string, string> }> = [
  { headers: "default", env: (publicUrl) => ({ APP_URL: publicUrl }) },
  { headers: "forwarded", env: () => ({ TRUST_PROXY: "loopback" }) },
];

describe.skipIf(!haveNginx).each(SETUPS)("behind nginx ($headers proxy headers)", ({ headers, env }) => {
  let server: TestServer;
  let nginx: RunningNginx;
  let browser: Browser;
  beforeAll(async () => {
    const port = await freePort();
    server = await startTestServer(env(`http://127.0.0.1:${port}`), { withPages: true });
    nginx = await startNginx({ port, upstreamPort: server.port, headers });
    browser = await chromium.launch({ executablePath: E2E_CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  }, 90_000);
  afterAll(async () => {
    await browser?.close();
    await nginx?.stop();
    await server?.stop();
  });

  it("signs in through the form, opens the dashboard and sends a chat message the seller hears over the socket", async () => {
    const db = server.services.database.db;
    const seller = await createUser(server.services.database, { first_name: "Selma" });
    const buyer = await createUser(server.services.database, { first_name: "Bram" });
    const listing = await createListing(db, seller.id, "Brass ship's lantern");
    await db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();

    // The seller's browser: its session cookie, its page's Origin, the websocket through the proxy.
    const sellerCookie = await createCookie("__session", { secrets: [server.config.sessionSecret] }).serialize({
      token: await loginAs(server, seller.email, seller.password),
      rememberMe: false,
    });
    const sellerSocket = io(nginx.url, { transports: ["websocket"], extraHeaders: { Cookie: sellerCookie, Origin: nginx.url }, reconnection: false });
    try {
      await new Promise<void>((resolve, reject) => {
        sellerSocket.once("connect", resolve);
        sellerSocket.once("connect_error", reject);
      });
      // Signing in without JavaScript: a plain form post, the one Remix's own origin check sees.
      const plain = await browser.newContext({ baseURL: nginx.url, javaScriptEnabled: false });
      await plain.addCookies([{ name: "cookie_consent", value: DECLINED, url: nginx.url }]);
      const form = await plain.newPage();
      await form.goto("/auth?mode=login");
      await form.getByLabel("Email").fill(buyer.email);
      await form.getByLabel("Password").fill(buyer.password);
      await form.getByRole("button", { name: "Sign in" }).click();
      await form.waitForURL(`${nginx.url}/`);
      const signedIn = await plain.storageState();
      await plain.close();

      // Then with JavaScript, whose chat sends through the page and hears through the socket.
      const context = await browser.newContext({ baseURL: nginx.url, storageState: signedIn });
      const page = await context.newPage();

      const dashboard = await page.goto("/dashboard");
      expect(dashboard?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe("/dashboard");
      await page.getByTestId("figure-views").waitFor();

      await page.goto(`/listing/${listing.slug}`);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByTestId("message-seller").click();
      await page.waitForURL(/section=messages&room=\d+/);
      await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const heard = new Promise<NewMessageEvent>((resolve) => sellerSocket.once("new_message", resolve));
      await page.getByLabel("Your message").fill("Does the lantern still have its glass?");
      await page.getByRole("button", { name: "Send" }).click();
      const event = await heard;
      expect(event.message).toBe("Does the lantern still have its glass?");
      expect(event.sender_id).toBe(buyer.id);
      await context.close();
    } finally {
      sellerSocket.close();
    }
  });

  it("refuses a form posted from another site with 403 on the error page, and a socket using the cookie from another site", async () => {
    const response = await fetch(`${nginx.url}/auth?mode=login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: "intent=login&email=someone%40test.gi&password=whatever-it-is",
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    expect(await response.text()).toContain("This form was sent from another site, so it was not accepted.");

    const user = await createUser(server.services.database);
    const cookie = await createCookie("__session", { secrets: [server.config.sessionSecret] }).serialize({
      token: await loginAs(server, user.email, user.password),
      rememberMe: false,
    });
    const foreign = io(nginx.url, { transports: ["websocket"], extraHeaders: { Cookie: cookie, Origin: "https://evil.example" }, reconnection: false });
    const refused = await new Promise<Error>((resolve) => foreign.once("connect_error", resolve));
    foreign.close();
    expect(refused.message).toBe("Cross-site connection refused");
  });
});

describe("the origin check of form posts (no proxy)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ APP_URL: "https://gibmarket.example" }, { withPages: true });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const post = (headers: Record<string, string>, query = "") =>
    fetch(`${server.url}/auth?mode=login${query}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "intent=login&email=nobody%40test.gi&password=not-the-password",
      redirect: "manual",
    });

  it("answers a post from the public origin with whatever Host the proxy sent (never 500)", async () => {
    for (const host of ["127.0.0.1:3000", "evil.example"]) {
      const response = await post({ Origin: "https://gibmarket.example", Host: host });
      // The action ran: the sign-in form answers its own refusal of the unknown account.
      expect(response.status, host).toBe(400);
      expect(await response.text()).toContain("Login failed. Please check your credentials.");
    }
  });

  it("refuses a post whose Origin or Referer is another site with 403, and runs no action", async () => {
    const foreign: Array<Record<string, string>> = [{ Origin: "https://evil.example" }, { Referer: "https://evil.example/form" }, { Origin: "null" }];
    for (const headers of foreign) {
      const response = await post(headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      const html = await response.text();
      expect(html).toContain("This form was sent from another site, so it was not accepted.");
      expect(html).not.toContain("Login failed");
    }
    const spanish = await post({ Origin: "https://evil.example" }, "&lng=es");
    expect(await spanish.text()).toContain("Este formulario se envió desde otro sitio y no se ha aceptado.");
  });

  it("refuses a script's data post (single fetch: .data) from another site with 403 and the reason, and runs no action", async () => {
    const response = await fetch(`${server.url}/auth.data?mode=login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://evil.example" },
      body: "intent=login&email=nobody%40test.gi&password=not-the-password",
      redirect: "manual",
    });
    expect(response.status).toBe(403);
    // The action's answer as the posting page's script reads it: an error its route shows.
    expect(await decodeSingleFetch(response.body!)).toEqual({ error: { status: 403, statusText: expect.any(String), data: { detail: "errors.cross_site_form_refused" } } });
  });
});
