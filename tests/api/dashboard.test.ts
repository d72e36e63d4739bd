import { Kysely, type LogEvent, PostgresDialect, SqliteDialect } from "kysely";
import { describe, expect, it } from "vitest";
import type { DB } from "../../api/db/schema.js";
import { createListingsWriteRepository } from "../../api/modules/listings/write-repository.js";
import { LISTING_LIFETIME_DAYS } from "../../api/schemas/constants.js";
import { LISTING_STATUS_MESSAGES } from "../../api/schemas/dashboard.js";
import type { MyListingList, Overview } from "../../api/schemas/dashboard.js";
import type { Listing } from "../../api/schemas/listing.js";
import type { PublicUser } from "../../api/schemas/users.js";
import { createListing, createReview } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { loginAs, setupTestServer, startTestServer } from "../support/test-server.js";

// The dashboard's API: the overview's figures from stored rows, an owner's status changes,
// renewals and deletions, and the contact preferences (the phone on listings).

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

type SignedIn = { id: number; token: string; first_name: string };

async function signedInUser(first_name = "Test"): Promise<SignedIn> {
  const user = await createUser(server.services.database, { first_name });
  return { id: user.id, first_name, token: await loginAs(server, user.email, user.password) };
}

async function call(method: string, path: string, token?: string, body?: unknown) {
  const response = await server.api(path, { method, token, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as { detail?: string; errors?: Array<{ field: string; message: string }> } & Record<string, unknown> };
}

async function ok<T>(method: string, path: string, token?: string, body?: unknown, status = 200): Promise<T> {
  const result = await call(method, path, token, body);
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBe(status);
  return result.body as T;
}

/** A listing of `userId` stored in the given state. */
async function listingIn(userId: number, status: string, extra: { expires_at?: string | null; views_count?: number; title?: string } = {}) {
  const listing = await createListing(server.db, userId, extra.title ?? `Listing ${status}`);
  await server.db
    .updateTable("listings")
    .set({ status, expires_at: extra.expires_at === undefined ? inDays(20) : extra.expires_at, views_count: extra.views_count ?? 0 })
    .where("id", "=", listing.id)
    .execute();
  return listing;
}

const stored = (id: number) => server.db.selectFrom("listings").select(["status", "expires_at"]).where("id", "=", id).executeTakeFirst();

async function chatRoom(listingId: number, buyerId: number, sellerId: number) {
  const now = new Date().toISOString();
  return server.db.insertInto("chat_rooms").values({ listing_id: listingId, buyer_id: buyerId, seller_id: sellerId, created_at: now, last_message_at: now }).returning("id").executeTakeFirstOrThrow();
}

async function message(roomId: number, senderId: number, isRead: 0 | 1, minutesAgo: number) {
  await server.db
    .insertInto("chat_messages")
    .values({ chat_room_id: roomId, sender_id: senderId, message: "Is it still available?", message_type: "text", is_read: isRead, created_at: new Date(Date.now() - minutesAgo * 60_000).toISOString() })
    .execute();
}

const save = (userId: number, listingId: number) =>
  server.db.insertInto("favorites").values({ user_id: userId, listing_id: listingId, created_at: new Date().toISOString() }).execute();

const server = setupTestServer();

describe("GET /users/me/overview", () => {
  it("counts the user's listings by status, their views and saves, unread messages, and lists recent activity", async () => {
    const owner = await signedInUser("Olga");
    const buyer = await signedInUser("Bruno");
    const other = await signedInUser("Carla");
    const live = await listingIn(owner.id, "published", { views_count: 5, expires_at: inDays(3), title: "Kayak with paddles" });
    const held = await listingIn(owner.id, "reserved", { views_count: 2 });
    await listingIn(owner.id, "sold", { views_count: 1 });
    const ended = await listingIn(owner.id, "published", { expires_at: inDays(-1), views_count: 4 });
    await listingIn(owner.id, "draft");
    // Someone else's listing and conversation count for them, not for the owner.
    const elsewhere = await listingIn(other.id, "published", { views_count: 100 });
    await save(buyer.id, elsewhere.id);

    await save(buyer.id, live.id);
    await save(other.id, live.id);
    await save(buyer.id, held.id);
    const room = await chatRoom(live.id, buyer.id, owner.id);
    await message(room.id, buyer.id, 0, 30);
    await message(room.id, buyer.id, 0, 20);
    await message(room.id, buyer.id, 1, 90);
    await message(room.id, owner.id, 0, 10);
    const otherRoom = await chatRoom(elsewhere.id, buyer.id, other.id);
    await message(otherRoom.id, buyer.id, 0, 5);
    await createReview(server.db, { listingId: live.id, userId: other.id, rating: 4 });

    const overview = await ok<Overview>("GET", "/users/me/overview", owner.token);
    expect(overview.listings_by_status).toEqual({ draft: 1, published: 1, reserved: 1, sold: 1, expired: 1 });
    expect(overview.total_listings).toBe(5);
    expect(overview.total_views).toBe(12);
    expect(overview.favorites_received).toBe(3);
    expect(overview.unread_messages).toBe(2);
    // The listing past its end was stored as expired by the read.
    expect((await stored(ended.id))?.status).toBe("expired");

    const [first, ...rest] = overview.activity;
    expect(first).toMatchObject({ type: "expiring", listing_id: live.id, listing_title: "Kayak with paddles" });
    expect(rest[0]).toMatchObject({ type: "review", listing_id: live.id, rating: 4, reviewer_name: "Carla User" });
    expect(rest.filter((a) => a.type === "message")).toHaveLength(3);
    expect(rest.find((a) => a.type === "message")).toMatchObject({ sender_name: "Bruno User", listing_id: live.id });
    // Newest first after the expiring listings.
    const times = rest.map((a) => a.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("keeps an owner's listing totals until a listing changes or its views are written, here or in another instance", async () => {
    const cached = await startTestServer({ CACHE_SECONDS: "60" });
    try {
      const db = cached.services.database.db;
      const owner = await createUser(cached.services.database);
      const token = await loginAs(cached, owner.email, owner.password);
      const published = async (title: string) => {
        const listing = await createListing(db, owner.id, title);
        await db.updateTable("listings").set({ status: "published", expires_at: inDays(20) }).where("id", "=", listing.id).execute();
        return listing;
      };
      const totals = async () => {
        const overview = (await (await cached.api("/users/me/overview", { token })).json()) as Overview;
        return { listings: overview.total_listings, live: overview.listings_by_status.published, views: overview.total_views };
      };
      const live = await published("Counted from the start");
      const before = await totals();
      expect(before).toEqual({ listings: 1, live: 1, views: 0 });

      // Written behind the API's back: kept out until another instance says something changed.
      const behind = await published("Written behind the API's back");
      expect(await totals()).toEqual(before);
      cached.services.events.changedElsewhere();
      expect(await totals()).toEqual({ listings: 2, live: 2, views: 0 });

      // A view waits in memory; the overview writes it first, and the write empties the kept totals.
      await published("Kept out until a listing changes here");
      expect((await cached.api(`/listings/${live.id}/view`, { body: { session_id: "a-visitor-session" } })).status).toBe(200);
      expect(await totals()).toEqual({ listings: 3, live: 3, views: 1 });

      await published("Kept out until a listing changes through the API");
      expect(await totals()).toEqual({ listings: 3, live: 3, views: 1 });
      expect((await cached.api(`/listings/${behind.id}/status`, { method: "POST", token, body: { status: "reserved" } })).status).toBe(200);
      expect(await totals()).toEqual({ listings: 4, live: 3, views: 1 });
    } finally {
      await cached.stop();
    }
  });

  it("only reads when an owner's visit finds nothing due to expire, and expires what is due", async () => {
    const owner = await signedInUser();
    const live = await listingIn(owner.id, "published", { expires_at: inDays(5) });
    // The repository on the same connection, with every statement it runs noted.
    const kinds: string[] = [];
    const log = (event: LogEvent) => void kinds.push(event.query.query.kind);
    const { raw } = server.services.database;
    const db = new Kysely<DB>({ dialect: "sqlite" in raw ? new SqliteDialect({ database: raw.sqlite }) : new PostgresDialect({ pool: raw.postgres }), log });
    const repo = createListingsWriteRepository(db);
    expect(await repo.expireDue(new Date().toISOString(), owner.id)).toEqual([]);
    expect(kinds).toEqual(["SelectQueryNode"]);
    expect((await stored(live.id))?.status).toBe("published");

    kinds.length = 0;
    const ended = await listingIn(owner.id, "published", { expires_at: inDays(-1) });
    expect(await repo.expireDue(new Date().toISOString(), owner.id)).toEqual([ended.id]);
    expect(kinds).toEqual(["SelectQueryNode", "UpdateQueryNode"]);
    expect((await stored(ended.id))?.status).toBe("expired");
    expect((await stored(live.id))?.status).toBe("published");
  });

  it("answers zeros for a user with nothing yet, and 401 without a token", async () => {
    const fresh = await signedInUser();
    const overview = await ok<Overview>("GET", "/users/me/overview", fresh.token);
    expect(overview).toMatchObject({ total_listings: 0, total_views: 0, favorites_received: 0, unread_messages: 0, activity: [] });
    expect((await call("GET", "/users/me/overview")).status).toBe(401);
  });
});

describe("an owner's listings", () => {
  it("lists them with their saves and end, filtered by status", async () => {
    const owner = await signedInUser();
    const saver = await signedInUser();
    const live = await listingIn(owner.id, "published", { expires_at: inDays(9) });
    const sold = await listingIn(owner.id, "sold");
    await save(saver.id, live.id);
    const all = await ok<MyListingList>("GET", "/listings/mine", owner.token);
    expect(all.total).toBe(2);
    expect(all.listings.find((l) => l.id === live.id)).toMatchObject({ favorites_count: 1, status: "published", expires_at: (await stored(live.id))!.expires_at });
    const soldOnly = await ok<MyListingList>("GET", "/listings/mine?status=sold", owner.token);
    expect(soldOnly.listings.map((l) => l.id)).toEqual([sold.id]);
  });

  it("marks a listing reserved, sold and available again, storing each state", async () => {
    const owner = await signedInUser();
    const listing = await listingIn(owner.id, "published");
    for (const status of ["reserved", "sold", "published", "sold"] as const) {
      const answer = await ok<Listing>("POST", `/listings/${listing.id}/status`, owner.token, { status });
      expect(answer.status).toBe(status);
      expect((await stored(listing.id))?.status).toBe(status);
    }
  });

  it("refuses transitions a state does not allow with 422 and says why", async () => {
    const owner = await signedInUser();
    const draft = await listingIn(owner.id, "draft");
    const live = await listingIn(owner.id, "published");
    const cases: Array<[number, string, string]> = [
      [draft.id, "sold", LISTING_STATUS_MESSAGES.soldNeedsLive],
      [draft.id, "reserved", LISTING_STATUS_MESSAGES.reserveNeedsPublished],
      [live.id, "published", LISTING_STATUS_MESSAGES.availableNeedsHeld],
      [live.id, "gone", LISTING_STATUS_MESSAGES.status],
    ];
    for (const [id, status, detail] of cases) {
      const result = await call("POST", `/listings/${id}/status`, owner.token, { status });
      expect(result.status, `${status}: ${JSON.stringify(result.body)}`).toBe(422);
      expect(result.body.detail).toBe(detail);
    }
    expect((await stored(draft.id))?.status).toBe("draft");
    expect((await stored(live.id))?.status).toBe("published");
  });

  it("refuses another user's listing with 403, a missing one with 404 and a visitor with 401", async () => {
    const owner = await signedInUser();
    const stranger = await signedInUser();
    const listing = await listingIn(owner.id, "published");
    for (const [path, body] of [[`/listings/${listing.id}/status`, { status: "sold" }], [`/listings/${listing.id}/renew`, undefined]] as const) {
      const refused = await call("POST", path, stranger.token, body);
      expect(refused.status).toBe(403);
      expect(refused.body.detail).toBe("You can only change your own listings");
    }
    const deleted = await call("DELETE", `/listings/${listing.id}`, stranger.token);
    expect(deleted.status).toBe(403);
    expect((await stored(listing.id))?.status).toBe("published");
    expect((await call("POST", "/listings/999999/status", owner.token, { status: "sold" })).status).toBe(404);
    expect((await call("POST", `/listings/${listing.id}/status`, undefined, { status: "sold" })).status).toBe(401);
  });

  it("renews an expired listing for 30 more days; a listing far from its end cannot be renewed", async () => {
    const owner = await signedInUser();
    const expired = await listingIn(owner.id, "expired", { expires_at: inDays(-2) });
    // An expired listing goes live by renewing, not by marking it available.
    const marked = await call("POST", `/listings/${expired.id}/status`, owner.token, { status: "published" });
    expect(marked.status).toBe(422);
    expect(marked.body.detail).toBe(LISTING_STATUS_MESSAGES.expiredNeedsRenewal);

    const renewed = await ok<Listing>("POST", `/listings/${expired.id}/renew`, owner.token);
    expect(renewed.status).toBe("published");
    const row = await stored(expired.id);
    expect(row?.status).toBe("published");
    expect(Math.abs(Date.parse(row!.expires_at!) - (Date.now() + LISTING_LIFETIME_DAYS * DAY))).toBeLessThan(60_000);

    const fresh = await listingIn(owner.id, "published", { expires_at: inDays(20) });
    const early = await call("POST", `/listings/${fresh.id}/renew`, owner.token);
    expect(early.status).toBe(422);
    expect(early.body.detail).toBe(LISTING_STATUS_MESSAGES.renewNotDue);
    // Within the last 7 days it may be renewed ahead of its end.
    const ending = await listingIn(owner.id, "published", { expires_at: inDays(2) });
    await ok<Listing>("POST", `/listings/${ending.id}/renew`, owner.token);
    expect(Date.parse((await stored(ending.id))!.expires_at!)).toBeGreaterThan(Date.now() + 29 * DAY);
  });

  it("deletes the owner's listing", async () => {
    const owner = await signedInUser();
    const listing = await listingIn(owner.id, "sold");
    await ok("DELETE", `/listings/${listing.id}`, owner.token, undefined, 204);
    expect(await stored(listing.id)).toBeUndefined();
  });
});

describe("phone and contact preferences", () => {
  it("stores the profile phone in E.164 and refuses an invalid one", async () => {
    const user = await signedInUser();
    const profile = { first_name: "Rosa", last_name: "Perez", phone: "5400 1234" };
    const saved = await ok<PublicUser>("PUT", "/users/me", user.token, profile);
    expect(saved.phone).toBe("+35054001234");
    const row = await server.db.selectFrom("users").select("phone").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.phone).toBe("+35054001234");
    const refused = await call("PUT", "/users/me", user.token, { ...profile, phone: "12ab" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ field: "phone", message: "Invalid phone number format" }]);
  });

  it("e-mails about unread messages by default; the choice is stored when changed, and a phone choice is no account setting", async () => {
    const user = await signedInUser();
    const me = await ok<PublicUser>("GET", "/auth/me", user.token);
    expect(me).toMatchObject({ email_on_unread_messages: true });
    expect(me).not.toHaveProperty("show_phone");
    const changed = await ok<PublicUser>("PUT", "/users/me/preferences", user.token, { email_on_unread_messages: false });
    expect(changed).toMatchObject({ email_on_unread_messages: false, email_on_favorite_updates: true });
    const row = await server.db.selectFrom("users").select(["email_on_unread_messages"]).where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ email_on_unread_messages: 0 });
    const refused = await call("PUT", "/users/me/preferences", user.token, { email_on_unread_messages: "yes" });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ field: "email_on_unread_messages", message: "Must be true or false" }]);
  });

  it("shows the owner's phone on a listing by default, only to signed-in users, until the owner turns it off for that listing", async () => {
    const owner = await signedInUser();
    const viewer = await signedInUser();
    await ok("PUT", "/users/me", owner.token, { first_name: "Olga", last_name: "Owner", phone: "+350 5400 9876" });
    const listing = await listingIn(owner.id, "published");
    const other = await listingIn(owner.id, "published", { title: "Another listing" });
    const owner_of = async (token?: string, slug = listing.slug) => (await ok<Listing>("GET", `/listings/${slug}`, token)).user;

    expect(await owner_of(viewer.token)).toMatchObject({ phone: "+35054009876", shows_phone: true });
    expect((await ok<Listing>("GET", `/listings/${listing.slug}`, owner.token)).show_phone).toBe(true);

    const hidden = await ok<Listing>("PATCH", `/listings/${listing.id}`, owner.token, { show_phone: false });
    expect(hidden.show_phone).toBe(false);
    expect(await owner_of(viewer.token)).toMatchObject({ phone: null, shows_phone: false });
    expect(await owner_of()).toMatchObject({ phone: null, shows_phone: false });
    // The choice is the listing's: the seller's other listing still shows the phone.
    expect(await owner_of(viewer.token, other.slug)).toMatchObject({ phone: "+35054009876", shows_phone: true });
    expect(await call("PATCH", `/listings/${listing.id}`, owner.token, { show_phone: "yes" })).toMatchObject({
      status: 422,
      body: { errors: [{ field: "show_phone", message: "Must be true or false" }] },
    });

    await ok("PATCH", `/listings/${listing.id}`, owner.token, { show_phone: true });
    expect(await owner_of(viewer.token)).toMatchObject({ phone: "+35054009876", shows_phone: true });
    // A visitor learns that there is a phone (sign in to see it), not the number.
    expect(await owner_of()).toMatchObject({ phone: null, shows_phone: true });
  });
});
