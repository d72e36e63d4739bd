import { describe, expect, it } from "vitest";
import type { FavoriteList, ListingReport } from "../../api/schemas/listing-extras.js";
import type { Listing } from "../../api/schemas/listing.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { type ApiErrorBody, loginAs, setupTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;
type CategoryNode = { id: number; slug: string; children: CategoryNode[] };

const server = setupTestServer();

const call = <T = unknown>(method: string, path: string, token?: string, body?: unknown, headers?: Record<string, string>) =>
  server.call<T>(method, path, token, body, headers);

async function signedInUser() {
  const user = await createUser(server.services.database);
  return { id: user.id, token: await loginAs(server, user.email, user.password) };
}

/** A published listing of a new owner. */
async function publishedListing(title = "Mountain bike, barely used") {
  const owner = await signedInUser();
  const listing = await createListing(server.db, owner.id, title);
  await server.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
  return { owner, listing };
}

describe("POST /listings/:id/report", () => {
  it("files one open report per user and listing, stored in listing_reports", async () => {
    const { listing } = await publishedListing();
    const reporter = await signedInUser();
    const path = `/listings/${listing.id}/report`;

    const created = await call<ListingReport>("POST", path, reporter.token, { reason: "fraud", description: "  Asks for a deposit by bank transfer.  " });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ listing_id: listing.id, reason: "fraud", description: "Asks for a deposit by bank transfer.", status: "open" });
    const rows = await server.db.selectFrom("listing_reports").selectAll().where("listing_id", "=", listing.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: created.body.id, user_id: reporter.id, reason: "fraud", status: "open", resolved_at: null });

    const again = await call<ErrorBody>("POST", path, reporter.token, { reason: "spam" });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("You have already reported this listing; it is being reviewed");
    expect(await server.db.selectFrom("listing_reports").select("id").where("listing_id", "=", listing.id).execute()).toHaveLength(1);

    // Once an admin has dealt with it, the same user may report the listing again.
    await server.db.updateTable("listing_reports").set({ status: "resolved" }).where("id", "=", created.body.id).execute();
    expect((await call("POST", path, reporter.token, { reason: "sold" })).status).toBe(201);

    // Another user's report is their own.
    const second = await signedInUser();
    const blank = await call<ListingReport>("POST", path, second.token, { reason: "spam", description: "   " });
    expect(blank.status).toBe(201);
    expect(blank.body.description).toBeNull();
  });

  it("validates the reason and the description", async () => {
    const { listing } = await publishedListing();
    const reporter = await signedInUser();
    const path = `/listings/${listing.id}/report`;
    const cases: Array<[unknown, string, string]> = [
      [{}, "reason", "Choose a reason for the report"],
      [{ reason: "boring" }, "reason", "Choose a reason for the report"],
      [{ reason: "other" }, "description", "Describe the problem when the reason is other"],
      [{ reason: "other", description: " " }, "description", "Describe the problem when the reason is other"],
      [{ reason: "spam", description: "x".repeat(1001) }, "description", "The description must be at most 1000 characters"],
      [{ reason: "spam", description: 12 }, "description", "Must be text"],
    ];
    for (const [body, field, message] of cases) {
      const result = await call<ErrorBody>("POST", path, reporter.token, body);
      expect(result.status, JSON.stringify(body)).toBe(422);
      expect(result.body.errors).toContainEqual({ field, message });
    }
    expect((await call("POST", path, reporter.token, { reason: "other", description: "x".repeat(1000) })).status).toBe(201);
    expect(await server.db.selectFrom("listing_reports").select("id").where("listing_id", "=", listing.id).execute()).toHaveLength(1);
  });

  it("refuses visitors, the owner, and listings that are not published", async () => {
    const { owner, listing } = await publishedListing();
    const path = `/listings/${listing.id}/report`;
    const visitor = await call<ErrorBody>("POST", path, undefined, { reason: "spam" });
    expect(visitor.status).toBe(401);

    const own = await call<ErrorBody>("POST", path, owner.token, { reason: "spam" });
    expect(own.status).toBe(422);
    expect(own.body.detail).toBe("You cannot report your own listing");

    const reporter = await signedInUser();
    expect((await call("POST", "/listings/999999/report", reporter.token, { reason: "spam" })).status).toBe(404);
    expect((await call("POST", "/listings/abc/report", reporter.token, { reason: "spam" })).status).toBe(404);
    const draft = await createListing(server.db, owner.id, "Unfinished draft");
    await server.db.updateTable("listings").set({ status: "draft" }).where("id", "=", draft.id).execute();
    expect((await call("POST", `/listings/${draft.id}/report`, reporter.token, { reason: "spam" })).status).toBe(404);
    expect(await server.db.selectFrom("listing_reports").select("id").where("listing_id", "in", [listing.id, draft.id]).execute()).toHaveLength(0);
  });
});

describe("favourites", () => {
  const counts = async (token: string) => (await call<{ favorites: number }>("GET", "/users/me/counts", token)).body.favorites;

  it("adds idempotently, lists, counts and removes", async () => {
    const user = await signedInUser();
    const { listing: first } = await publishedListing("Kayak with paddle");
    const { listing: second } = await publishedListing("Sun lounger pair");

    const added = await call("POST", `/favorites/${first.id}`, user.token);
    expect(added.status).toBe(201);
    expect(added.body).toEqual({ listing_id: first.id, is_favorite: true });
    const repeated = await call("POST", `/favorites/${first.id}`, user.token);
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual({ listing_id: first.id, is_favorite: true });
    expect(await server.db.selectFrom("favorites").selectAll().where("user_id", "=", user.id).execute()).toHaveLength(1);
    expect(await counts(user.token)).toBe(1);

    // Saved a moment later, the second listing comes first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await call("POST", `/favorites/${second.id}`, user.token)).status).toBe(201);
    const list = await call<FavoriteList>("GET", "/favorites", user.token);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(2);
    expect(list.body.listings.map((l) => l.id)).toEqual([second.id, first.id]);
    expect(list.body.listings[0]).toMatchObject({ slug: second.slug, title: "Sun lounger pair", category: { id: second.category_id } });
    const page = await call<FavoriteList>("GET", "/favorites?limit=1&skip=1", user.token);
    expect(page.body).toMatchObject({ total: 2, limit: 1, skip: 1 });
    expect(page.body.listings.map((l) => l.id)).toEqual([first.id]);
    expect((await call("GET", "/favorites?limit=0", user.token)).status).toBe(422);

    expect((await call("GET", `/favorites/${first.id}`, user.token)).body).toEqual({ listing_id: first.id, is_favorite: true });
    const removed = await call("DELETE", `/favorites/${first.id}`, user.token);
    expect(removed.status).toBe(204);
    expect((await call("DELETE", `/favorites/${first.id}`, user.token)).status).toBe(204);
    expect((await call("GET", `/favorites/${first.id}`, user.token)).body).toEqual({ listing_id: first.id, is_favorite: false });
    expect(await counts(user.token)).toBe(1);
    expect((await call<FavoriteList>("GET", "/favorites", user.token)).body.listings.map((l) => l.id)).toEqual([second.id]);

    // Another user's favourites are their own.
    const other = await signedInUser();
    expect((await call<FavoriteList>("GET", "/favorites", other.token)).body).toMatchObject({ listings: [], total: 0 });
  });

  it("needs a signed-in user and a published listing", async () => {
    const { owner, listing } = await publishedListing();
    for (const [method, path] of [["POST", `/favorites/${listing.id}`], ["DELETE", `/favorites/${listing.id}`], ["GET", "/favorites"], ["GET", `/favorites/${listing.id}`]]) {
      expect((await call(method!, path!)).status, `${method} ${path}`).toBe(401);
    }
    const user = await signedInUser();
    expect((await call("POST", "/favorites/999999", user.token)).status).toBe(404);
    expect((await call("POST", "/favorites/x", user.token)).status).toBe(404);
    const draft = await createListing(server.db, owner.id, "Draft chair");
    await server.db.updateTable("listings").set({ status: "draft" }).where("id", "=", draft.id).execute();
    expect((await call("POST", `/favorites/${draft.id}`, user.token)).status).toBe(404);
    expect(await server.db.selectFrom("favorites").selectAll().where("user_id", "=", user.id).execute()).toHaveLength(0);
  });
});

describe("dynamic field messages follow the request language", () => {
  it("answers in Spanish with the Spanish labels, and in English as before", async () => {
    const tree = (await call<CategoryNode[]>("GET", "/categories")).body;
    const property = tree.find((c) => c.slug === "property-for-sale")!.children[0]!.id;
    const user = await signedInUser();
    const es = { "Accept-Language": "es" };

    const wrong = await call<ErrorBody>("POST", "/listings", user.token, { category_id: property, field_values: { bedrooms: 50, bathrooms: "two" } }, es);
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toContainEqual({ field: "field_values.bedrooms", message: "Debe ser como máximo 20" });
    expect(wrong.body.errors).toContainEqual({ field: "field_values.bathrooms", message: "Debe ser un número entero" });
    const english = await call<ErrorBody>("POST", "/listings", user.token, { category_id: property, field_values: { bedrooms: 50 } });
    expect(english.body.errors).toContainEqual({ field: "field_values.bedrooms", message: "Must be at most 20" });

    const draft = await call<Listing>("POST", "/listings", user.token, {
      category_id: property,
      title: "Piso luminoso en Westside",
      description: "Dos dormitorios, terraza y vistas a la bahía, cerca de las tiendas.",
      price_gbp: 300000,
    });
    expect(draft.status).toBe(201);
    const publishEs = await call<ErrorBody>("POST", `/listings/${draft.body.id}/publish`, user.token, undefined, es);
    expect(publishEs.status).toBe(422);
    expect(publishEs.body.errors).toContainEqual({ field: "field_values.bedrooms", message: "El campo «Dormitorios» es obligatorio" });
    const publishEn = await call<ErrorBody>("POST", `/listings/${draft.body.id}/publish`, user.token);
    expect(publishEn.body.errors).toContainEqual({ field: "field_values.bedrooms", message: "Bedrooms is required" });
  });
});
