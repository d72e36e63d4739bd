import { beforeAll, describe, expect, it } from "vitest";
import type { Listing } from "../../api/schemas/listing.js";
import type { FavoriteNoticeList } from "../../api/schemas/listing-extras.js";
import { createUser } from "../support/factories.js";
import { readOutbox } from "../support/mail.js";
import { loginAs, setupTestServer } from "../support/test-server.js";

type CategoryNode = { id: number; slug: string; children: CategoryNode[] };

let flats: number;

const server = setupTestServer();
beforeAll(async () => {
  const tree = (await (await server.api("/categories")).json()) as CategoryNode[];
  flats = tree.find((c) => c.slug === "property-for-sale")!.children[0]!.id;
});

async function signedInUser(first_name = "Test") {
  const user = await createUser(server.services.database, { first_name });
  return { ...user, token: await loginAs(server, user.email, user.password) };
}

async function ok<T>(method: string, path: string, token: string | undefined, body?: unknown, status = 200): Promise<T> {
  const result = await server.call<T>(method, path, token, body);
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBe(status);
  return result.body;
}

/** A seller's live flat saved by a buyer (and by the seller, who gets no news of their own listing). */
async function savedFlat(title: string) {
  const seller = await signedInUser("Sally");
  const buyer = await signedInUser("Bruno");
  const draft = await ok<Listing>("POST", "/listings", seller.token, {
    category_id: flats, title, description: "Two bedrooms near the marina with a sunny balcony.", price_gbp: 300000, field_values: { bedrooms: 2 },
  }, 201);
  const listing = await ok<Listing>("POST", `/listings/${draft.id}/publish`, seller.token);
  await ok("POST", `/favorites/${listing.id}`, buyer.token, undefined, 201);
  await ok("POST", `/favorites/${listing.id}`, seller.token, undefined, 201);
  return { seller, buyer, listing };
}

const newsOf = (token: string) => ok<FavoriteNoticeList>("GET", "/favorites/news", token);

describe("news of saved listings", () => {
  it("tells who saved a listing of a price drop, a sale and a reservation, in the site until read", async () => {
    const { seller, buyer, listing } = await savedFlat("Flat with news");
    await ok("PATCH", `/listings/${listing.id}`, seller.token, { price_gbp: 320000 }); // up: no news
    await ok("PATCH", `/listings/${listing.id}`, seller.token, { title: "Flat with news, now cheaper" }); // no price: no news
    await ok("PATCH", `/listings/${listing.id}`, seller.token, { price_gbp: 280000 });
    await ok("POST", `/listings/${listing.id}/status`, seller.token, { status: "reserved" });
    await ok("POST", `/listings/${listing.id}/status`, seller.token, { status: "sold" });

    const news = await newsOf(buyer.token);
    expect(news.unread).toBe(3);
    expect(news.notices.map((n) => n.kind)).toEqual(["sold", "reserved", "price_drop"]);
    expect(news.notices[2]).toMatchObject({ old_price_minor: 32_000_000, new_price_minor: 28_000_000, currency: "gbp", read: false, listing: { id: listing.id } });
    expect(await ok("GET", "/users/me/counts", buyer.token)).toMatchObject({ favorite_news: 3 });
    // The owner saved it too, and hears nothing of their own doings.
    expect((await newsOf(seller.token)).notices).toEqual([]);

    await ok("POST", "/favorites/news/read", buyer.token, undefined, 204);
    expect(await newsOf(buyer.token)).toMatchObject({ unread: 0, notices: [{ read: true }, { read: true }, { read: true }] });
    expect(await ok("GET", "/users/me/counts", buyer.token)).toMatchObject({ favorite_news: 0 });
    expect((await server.call("GET", "/favorites/news")).status).toBe(401);
  });

  it("tells of a saved listing that expired, in the dashboard's activity too", async () => {
    const { buyer, listing } = await savedFlat("Flat that runs out");
    await server.services.database.db.updateTable("listings").set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", listing.id).execute();
    await server.services.listingsWrite.expireDue();
    expect((await newsOf(buyer.token)).notices.map((n) => n.kind)).toEqual(["expired"]);
    const overview = await ok<{ activity: Array<{ type: string; kind?: string; listing_id: number }> }>("GET", "/users/me/overview", buyer.token);
    expect(overview.activity).toContainEqual(expect.objectContaining({ type: "favorite", kind: "expired", listing_id: listing.id }));
  });

  it("e-mails the news once, in one message per user, to those who want it", async () => {
    const { seller, buyer, listing } = await savedFlat("Flat for the e-mail");
    const quiet = await signedInUser("Quinn");
    await ok("POST", `/favorites/${listing.id}`, quiet.token, undefined, 201);
    await ok("PUT", "/users/me/preferences", quiet.token, { email_on_favorite_updates: false });
    await ok("PATCH", `/listings/${listing.id}`, seller.token, { price_gbp: 250000 });
    await ok("POST", `/listings/${listing.id}/status`, seller.token, { status: "sold" });

    await server.services.favoriteNotices.send();
    expect(await server.services.favoriteNotices.send()).toBe(0);
    const mails = readOutbox(server.dataDir).filter((m) => m.includes("Flat for the e-mail"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toLowerCase()).toContain(`to: ${buyer.email.toLowerCase()}`);
    expect(mails[0]).toContain("2 updates on listings you saved");
    expect(mails[0]).toContain("“Flat for the e-mail” is now £250,000 (was £300,000)");
    expect(mails[0]).toContain("“Flat for the e-mail” has been sold");
    expect(mails[0]).toContain(`/listing/${listing.slug}`);
    // Who turned the e-mails off still sees the news in the site.
    expect((await newsOf(quiet.token)).unread).toBe(2);
  });
});
