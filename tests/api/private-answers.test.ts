import { beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../support/factories.js";
import { type TestServer, loginAs, setupTestServer } from "../support/test-server.js";

const PRIVATE = "private, no-store";

let token: string;

const server = setupTestServer({ admin: true });
beforeAll(async () => {
  const user = await createUser(server.services.database);
  token = await loginAs(server, user.email, user.password);
});

const cacheControl = async (path: string, init: Parameters<TestServer["api"]>[1] = {}) => {
  const response = await server.api(path, init);
  await response.arrayBuffer();
  return { status: response.status, cacheControl: response.headers.get("cache-control") };
};

describe("answers to signed-in requests", () => {
  it("are private and not stored, whatever the endpoint", async () => {
    for (const path of ["/auth/me", "/users/me", "/chat/rooms", "/chat/inbox", "/favorites", "/saved-searches", "/listings/mine"]) {
      expect(await cacheControl(path, { token }), path).toEqual({ status: 200, cacheControl: PRIVATE });
    }
  });

  it("are private even when the answer is a refusal: not found, invalid input, a malformed body, or an expired session", async () => {
    expect(await cacheControl("/listings/no-such-listing-anywhere", { token })).toEqual({ status: 404, cacheControl: PRIVATE });
    expect(await cacheControl("/no-such-route", { token })).toEqual({ status: 404, cacheControl: PRIVATE });
    expect(await cacheControl("/users/me", { token, method: "PUT", body: {} })).toEqual({ status: 422, cacheControl: PRIVATE });
    expect(await cacheControl("/users/me", { token, method: "PUT", body: "{" })).toEqual({ status: 400, cacheControl: PRIVATE });
    expect(await cacheControl("/auth/me", { token: "not-a-valid-token" })).toEqual({ status: 401, cacheControl: PRIVATE });
    expect(await cacheControl("/admin/users", { token })).toEqual({ status: 403, cacheControl: PRIVATE });
  });

  it("stay private where the route sets its own Cache-Control, and on public endpoints asked with a token", async () => {
    // These routes answer "no-store" to everyone; a signed-in answer must keep "private" too.
    expect(await cacheControl("/admin/payment-settings", { token: server.admin })).toEqual({ status: 200, cacheControl: PRIVATE });
    expect(await cacheControl("/admin/maintenance/status", { token })).toEqual({ status: 200, cacheControl: PRIVATE });
    expect(await cacheControl("/categories", { token })).toEqual({ status: 200, cacheControl: PRIVATE });
  });

  it("are private when the request carries the site's session cookie", async () => {
    expect(await cacheControl("/categories", { headers: { Cookie: "lng=es; __session=signed-value" } })).toEqual({ status: 200, cacheControl: PRIVATE });
  });
});

describe("answers to visitors", () => {
  it("keep their own caching rules", async () => {
    expect(await cacheControl("/categories")).toEqual({ status: 200, cacheControl: null });
    expect(await cacheControl("/categories", { headers: { Cookie: "lng=es; currency=eur" } })).toEqual({ status: 200, cacheControl: null });
    expect((await cacheControl("/admin/maintenance/status")).cacheControl).toBe("no-store");
  });
});
