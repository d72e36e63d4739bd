import { beforeAll, describe, expect, it } from "vitest";
import { localPath } from "../../api/schemas/local-path.js";
import { createUser } from "../support/factories.js";
import { postForm, setupTestServer } from "../support/test-server.js";

let user: { email: string; password: string };

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "1000" }, withPages: true });
beforeAll(async () => {
  user = await createUser(server.services.database);
});

const post = (path: string, fields: Record<string, string>) => postForm(server, path, fields);

// As a query string carries them (decoded once by the page): a tab, a newline, backslashes...
const BYPASSES = ["/\t/evil.example", "/\n/evil.example", "//evil.example", "/\\evil.example", "\\\\evil.example", "//user@evil.example", "javascript:alert(1)", "https://evil.example"];

describe("redirects after a form never leave the site", () => {
  it.each(BYPASSES)("sign-in with redirectTo=%j goes home", async (redirectTo) => {
    const response = await post("/auth?index", { intent: "login", email: user.email, password: user.password, redirectTo });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });

  it("sign-in keeps a local redirect, query string included", async () => {
    const response = await post("/auth?index", { intent: "login", email: user.email, password: user.password, redirectTo: "/search?q=boat&page=2" });
    expect(response.headers.get("location")).toBe("/search?q=boat&page=2");
  });

  it.each(BYPASSES)("a preference change with redirectTo=%j goes home", async (redirectTo) => {
    const response = await post("/preferences", { intent: "currency", value: "eur", redirectTo });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });

  it("the sign-in page does not carry a foreign redirect into its form", async () => {
    const html = await (await fetch(`${server.url}/auth?redirectTo=${encodeURIComponent("/\t/evil.example")}`)).text();
    const values = [...html.matchAll(/<input[^>]*name="redirectTo" value="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
    // The sign-in form goes home; the preference forms come back to this very page (a local path).
    expect(values).toContain("/");
    for (const value of values) expect(localPath(value)).toBe(value);
  });
});

describe("malformed addresses", () => {
  it("get the site's own answer (a not-found page, or home for an unknown path), not a bare 400", async () => {
    const place = await fetch(`${server.url}/places/%ff`);
    expect(place.status).toBe(404);
    expect(await place.text()).toContain("<h1>Place Not Found");
    const listing = await fetch(`${server.url}/listing/%E0%A4`);
    expect(listing.status).toBe(404);
    expect(await listing.text()).toContain("Gibraltar Marketplace");
    const unknown = await fetch(`${server.url}/%ff`, { redirect: "manual" });
    expect(unknown.status).toBe(302);
    expect(unknown.headers.get("location")).toBe("/");
  });
});
