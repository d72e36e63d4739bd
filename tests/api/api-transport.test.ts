import { beforeAll, describe, expect, it } from "vitest";
import type { AppLoadContext } from "../../app/utils/load-context.js";
import { API_UNREACHABLE, ApiError, apiFor } from "../../app/utils/api.server.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { solidImage } from "../support/images.js";
import { loginAs, setupTestServer } from "../support/test-server.js";

/**
 * The BFF reaches /api/v1 in process by default and over HTTP when API_URL is set. Both must be
 * the same contract: the same calls through each transport answer the same status and body.
 */
let token: string;
let otherToken: string;
let listing: { id: number; slug: string };
let foreignListing: { id: number };

const server = setupTestServer();
beforeAll(async () => {
  const db = server.services.database.db;
  const owner = await createUser(server.services.database);
  const other = await createUser(server.services.database);
  token = await loginAs(server, owner.email, owner.password);
  otherToken = await loginAs(server, other.email, other.password);
  listing = await createListing(db, owner.id, "Transport test bicycle");
  await db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
  foreignListing = await createListing(db, other.id, "Someone else's draft");
});

type Transport = "in-process" | "http";

function contextFor(transport: Transport): AppLoadContext {
  return {
    apiBaseUrl: `${server.url}/api/v1`,
    dispatchApi: transport === "in-process" ? server.dispatchApi : undefined,
    clientIp: "203.0.113.7",
    supportEmail: "support@test.gi",
    requestMemo: new Map(),
  };
}

/** A browser request to the BFF carrying a session cookie with `as`'s token (or none). */
async function apiAs(transport: Transport, as: string | null, language = "en") {
  const request = new Request("http://localhost/some/page?tab=2", { headers: { "Accept-Language": language } });
  return apiFor(request, contextFor(transport), { token: as });
}

/** What a call ends with, in a form that compares across transports. */
async function outcome(run: () => Promise<unknown>) {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, status: error.status, detail: error.detail, errors: error.errors };
    if (error instanceof Response) return { ok: false, status: error.status, location: error.headers.get("Location") };
    throw error;
  }
}

async function both(call: (api: Awaited<ReturnType<typeof apiAs>>) => Promise<unknown>, as: string | null = null, language = "en") {
  const local = await outcome(async () => call(await apiAs("in-process", as, language)));
  const remote = await outcome(async () => call(await apiAs("http", as, language)));
  return { local, remote };
}

describe("the in-process and HTTP transports of the api client", () => {
  it("is given the in-process dispatcher by the server when no API_URL is set", () => {
    expect(server.dispatchApi).toBeTypeOf("function");
  });

  it.each([
    ["the category tree", (api: Awaited<ReturnType<typeof apiAs>>) => api.get("/categories")],
    ["a listing by slug", (api: Awaited<ReturnType<typeof apiAs>>) => api.get(`/listings/${listing.slug}`)],
    ["a filtered list with a query", (api: Awaited<ReturnType<typeof apiAs>>) => api.get("/listings", { limit: 3, sort: "created_at", order: "desc", category_id: undefined })],
    ["search", (api: Awaited<ReturnType<typeof apiAs>>) => api.get("/search", { q: "bicycle", limit: 5 })],
    ["a missing listing (404 detail)", (api: Awaited<ReturnType<typeof apiAs>>) => api.get("/listings/no-such-listing-anywhere")],
    ["a validation failure (422 with field errors)", (api: Awaited<ReturnType<typeof apiAs>>) => api.get("/search", { q: "a" })],
    ["the health check", (api: Awaited<ReturnType<typeof apiAs>>) => api.get("/health")],
  ])("answers %s the same", async (_name, call) => {
    const { local, remote } = await both(call);
    expect(local).toEqual(remote);
  });

  it("answers a signed-in user's reads and writes the same, token and all", async () => {
    const me = await both((api) => api.get("/auth/me"), token);
    expect(me.local).toEqual(me.remote);
    expect((me.local as { value: { email: string } }).value.email).toMatch(/@/);

    // A write through each: the second save of the same listing answers as the first did.
    const save = await both((api) => api.post(`/favorites/${listing.id}`), otherToken);
    expect(save.local).toMatchObject({ ok: true });
    const status = await both((api) => api.get(`/favorites/${listing.id}`), otherToken);
    expect(status.local).toEqual(status.remote);
    expect(status.local).toMatchObject({ ok: true, value: { is_favorite: true } });
    const remove = await both((api) => api.delete(`/favorites/${listing.id}`), otherToken);
    expect(remove.local).toEqual(remove.remote);
  });

  it("answers a forbidden or hidden resource the same", async () => {
    const { local, remote } = await both((api) => api.get(`/listings/${foreignListing.id}`), token);
    expect(local).toEqual(remote);
    expect(local.ok).toBe(false);
  });

  it("sends the language along: errors come back in Spanish through both", async () => {
    const { local, remote } = await both((api) => api.get("/search", { q: "a" }), null, "es");
    expect(local).toEqual(remote);
    expect(local).toMatchObject({ ok: false, status: 422 });
  });

  it("ends the session on a refused token the same way: back to sign-in with the page's path and query", async () => {
    const { local, remote } = await both((api) => api.get("/auth/me"), "not-a-real-token");
    expect(local).toEqual(remote);
    expect(local).toEqual({ ok: false, status: 302, location: `/auth?redirectTo=${encodeURIComponent("/some/page?tab=2")}` });
  });

  it("hands a JSON body to the API in this process as its value, and answers the same as the bytes over HTTP", async () => {
    const handed: Array<{ json: unknown; body: unknown }> = [];
    const dispatch = server.dispatchApi!;
    const watched: AppLoadContext = { ...contextFor("in-process"), dispatchApi: (request) => (handed.push({ json: request.json, body: request.body }), dispatch(request)) };
    const view = { session_id: "a-session-of-the-transport-test", ignored: undefined, at: new Date("2026-01-02T03:04:05Z") };
    const api = await apiFor(new Request("http://localhost/"), watched, { token: null });
    await api.post(`/listings/${listing.id}/view`, view);
    // The value the bytes parse to: an undefined field left out, a date as its text.
    expect(handed).toEqual([{ json: { session_id: view.session_id, at: "2026-01-02T03:04:05.000Z" }, body: undefined }]);

    const post = (body: unknown) => (api: Awaited<ReturnType<typeof apiAs>>) => api.post(`/listings/${listing.id}/view`, body);
    for (const body of [{ session_id: "another-session-of-the-test" }, { session_id: 12345678 }, {}]) {
      const { local, remote } = await both(post(body));
      expect(local, JSON.stringify(body)).toEqual(remote);
    }
    // Over the API's limit, the body goes as bytes in this process too, and is refused alike.
    const { local, remote } = await both(post({ session_id: "x".repeat(1_100_000) }));
    expect(local).toEqual(remote);
    expect(local).toMatchObject({ ok: false, status: 413 });
  });

  it("uploads multipart forms through both", async () => {
    const upload = async (api: Awaited<ReturnType<typeof apiAs>>) => {
      const form = new FormData();
      form.append("avatar", new Blob([new Uint8Array(await solidImage(64, 64, "png"))], { type: "image/png" }), "a.png");
      return api.upload<{ avatar_url: string }>("/users/me/avatar", form);
    };
    const local = await outcome(async () => upload(await apiAs("in-process", token)));
    const remote = await outcome(async () => upload(await apiAs("http", token)));
    expect(local).toMatchObject({ ok: true, value: { avatar_url: expect.stringMatching(/^\/api\/v1\/uploads\/avatars\//) } });
    expect(remote).toMatchObject({ ok: true, value: { avatar_url: expect.stringMatching(/^\/api\/v1\/uploads\/avatars\//) } });
    // A non-image is refused with the same field error through both.
    const refuse = async (api: Awaited<ReturnType<typeof apiAs>>) => {
      const form = new FormData();
      form.append("avatar", new Blob(["not an image"], { type: "image/png" }), "a.png");
      return api.upload("/users/me/avatar", form);
    };
    expect(await outcome(async () => refuse(await apiAs("in-process", token)))).toEqual(await outcome(async () => refuse(await apiAs("http", token))));
  });

  it("answers 502 with a clear message when the API at API_URL cannot be reached", async () => {
    const context = { ...contextFor("http"), apiBaseUrl: "http://127.0.0.1:9/api/v1" };
    const api = await apiFor(new Request("http://localhost/"), context, { token: null });
    expect(await outcome(() => api.get("/categories"))).toMatchObject({ ok: false, status: 502, detail: API_UNREACHABLE, errors: [] });
  });
});
