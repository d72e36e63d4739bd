import http from "node:http";
import type { AddressInfo } from "node:net";
import { type Socket, io } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { USERS } from "../../api/db/seed/users.js";
import type { ChatRoom } from "../../api/schemas/chat.js";
import type { Listing } from "../../api/schemas/listing.js";
import { createListing, createReview } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { lastMailTo, readOutbox, tokenFrom } from "../support/mail.js";
import { loginAs, loginAsAdmin, setupTestServer } from "../support/test-server.js";

/**
 * Publishing, starting a chat, sending a message, writing a review and reporting need a verified
 * e-mail address; an unverified account may sign in and read, and is told `email_not_verified`.
 */

type CategoryNode = { id: number; slug: string; children: CategoryNode[] };
type Refusal = { detail: string; code: string };

const REFUSAL = { code: "email_not_verified", detail: "Your e-mail address is not verified yet: open the link we sent you, or ask for a new one." };

let provider: http.Server;
let property: number;

/** The provider's /userinfo: who each access token belongs to (Google says whether the e-mail is verified). */
const PROFILES: Record<string, Record<string, unknown>> = {
  "google-token": { sub: "google-verified-1", email: "verified.by.google@example.gi", email_verified: true, given_name: "Gina", family_name: "Sacarello" },
  "facebook-token": { id: "facebook-1", email: "said.by.facebook@example.gi", first_name: "Fabio", last_name: "Vinet" },
};

beforeAll(async () => {
  provider = http.createServer((req, res) => {
    const profile = PROFILES[(req.headers.authorization ?? "").replace(/^Bearer /, "")];
    res.writeHead(profile ? 200 : 401, { "content-type": "application/json" }).end(JSON.stringify(profile ?? {}));
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise((resolve) => provider?.close(resolve));
});
const userinfo = () => `http://127.0.0.1:${(provider.address() as AddressInfo).port}/userinfo`;
const server = setupTestServer({
  env: () => ({
    GOOGLE_CLIENT_ID: "google-client-id",
    GOOGLE_CLIENT_SECRET: "google-client-secret",
    GOOGLE_USERINFO_URL: userinfo(),
    FACEBOOK_CLIENT_ID: "facebook-client-id",
    FACEBOOK_CLIENT_SECRET: "facebook-client-secret",
    FACEBOOK_USERINFO_URL: userinfo(),
  }),
});
beforeAll(async () => {
  const tree = (await (await server.api("/categories")).json()) as CategoryNode[];
  property = tree.find((c) => c.slug === "property-for-sale")!.children[0]!.id;
});

const call = <T = unknown>(method: string, path: string, token?: string, body?: unknown) => server.call<T>(method, path, token, body);

async function signedIn(overrides: { is_verified?: boolean } = {}) {
  const user = await createUser(server.services.database, overrides);
  return { ...user, token: await loginAs(server, user.email, user.password) };
}

/** A published listing of a new verified seller. */
async function publishedListing(ownerId?: number) {
  const owner = ownerId ?? (await createUser(server.services.database)).id;
  const listing = await createListing(server.db, owner, "Folding bike, hardly ridden");
  await server.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
  return listing;
}

/** A draft with everything publishing needs, made through the API (drafts need no verified address). */
async function completeDraft(token: string) {
  const draft = await call<Listing>("POST", "/listings", token, {
    category_id: property,
    title: "Sunny flat in Ocean Village",
    description: "Two bedrooms, sea views and a large terrace overlooking the marina.",
    price_gbp: 350000,
    field_values: { bedrooms: 2 },
  });
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  return draft.body;
}

/** Follows the newest verification link mailed to `email`, as the verify page does. */
async function verifyFromMail(email: string) {
  await expect.poll(() => lastMailTo(readOutbox(server.dataDir), email, "/verify-email")).toBeDefined();
  const token = tokenFrom(lastMailTo(readOutbox(server.dataDir), email, "/verify-email"), "/verify-email");
  expect((await call("POST", "/auth/verify-email", undefined, { token })).status).toBe(200);
}

/** What is stored about a listing, a room or a review, to show a refusal left nothing behind. */
const stored = {
  rooms: (listingId: number) => server.db.selectFrom("chat_rooms").select("id").where("listing_id", "=", listingId).execute(),
  messages: (roomId: number) => server.db.selectFrom("chat_messages").select("id").where("chat_room_id", "=", roomId).execute(),
  reviews: (listingId: number) => server.db.selectFrom("reviews").select("id").where("listing_id", "=", listingId).execute(),
  listingReports: (listingId: number) => server.db.selectFrom("listing_reports").select("id").where("listing_id", "=", listingId).execute(),
  reviewReports: (reviewId: number) => server.db.selectFrom("review_reports").select("id").where("review_id", "=", reviewId).execute(),
  chatReports: (roomId: number) => server.db.selectFrom("chat_reports").select("id").where("chat_room_id", "=", roomId).execute(),
};

function connect(token: string): Promise<Socket> {
  const socket = io(server.url, { transports: ["websocket"], auth: { token }, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", reject);
  });
}
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("an unverified account", () => {
  it("signs in and reads, but publishing, chatting, messaging, reviewing and reporting answer 403 email_not_verified until it verifies", async () => {
    const user = await signedIn({ is_verified: false });
    const me = await call<{ is_verified: boolean }>("GET", "/auth/me", user.token);
    expect(me).toMatchObject({ status: 200, body: { is_verified: false } });
    expect((await call("GET", "/listings/mine", user.token)).status).toBe(200);

    // What it would act on: a draft of its own, another seller's listing with a review, and a
    // room a verified buyer opened about a listing the unverified user already had on the site.
    const draft = await completeDraft(user.token);
    const listing = await publishedListing();
    const someoneElse = await createUser(server.services.database);
    const review = await createReview(server.db, { listingId: listing.id, userId: someoneElse.id, title: "Good seller", comment: "Fast replies and as described." });
    const own = await publishedListing(user.id);
    const buyer = await signedIn();
    const room = await call<ChatRoom>("POST", "/chat/rooms", buyer.token, { listing_id: own.id });
    expect(room.status).toBe(201);
    const buyerSocket = await connect(buyer.token);
    let buyerHeard = 0;
    buyerSocket.on("new_message", () => (buyerHeard += 1));

    const actions = {
      publish: () => call("POST", `/listings/${draft.id}/publish`, user.token),
      startChat: () => call("POST", "/chat/rooms", user.token, { listing_id: listing.id }),
      sendMessage: () => call("POST", `/chat/rooms/${room.body.id}/messages`, user.token, { message: "Still available?" }),
      review: () => call("POST", "/reviews", user.token, { listing_id: listing.id, rating: 5, title: "Lovely bike", comment: "Exactly as described, friendly seller." }),
      reportListing: () => call("POST", `/listings/${listing.id}/report`, user.token, { reason: "spam" }),
      reportReview: () => call("POST", `/reviews/${review.id}/report`, user.token, { reason: "spam" }),
      reportChat: () => call("POST", `/chat/rooms/${room.body.id}/report`, user.token, { reason: "spam" }),
    };
    for (const [name, act] of Object.entries(actions)) {
      const answer = await act();
      expect(answer, name).toEqual({ status: 403, body: REFUSAL });
    }
    // Nothing was stored, and nobody was told of a message.
    expect((await server.db.selectFrom("listings").select("status").where("id", "=", draft.id).executeTakeFirstOrThrow()).status).toBe("draft");
    expect(await stored.rooms(listing.id)).toHaveLength(0);
    expect(await stored.messages(room.body.id)).toHaveLength(0);
    expect(await stored.reviews(listing.id)).toHaveLength(1);
    expect(await stored.listingReports(listing.id)).toHaveLength(0);
    expect(await stored.reviewReports(review.id)).toHaveLength(0);
    expect(await stored.chatReports(room.body.id)).toHaveLength(0);
    // The socket takes no messages at all: sending is the HTTP route's alone, refused above.
    const userSocket = await connect(user.token);
    userSocket.emit("send_message", { chat_room_id: room.body.id, message: "Through the socket" });
    await pause(200);
    expect(buyerHeard).toBe(0);
    expect(await stored.messages(room.body.id)).toHaveLength(0);

    // The e-mailed link verifies the address; the same session may then do all of it.
    expect((await call("POST", "/auth/verify-email/resend", undefined, { email: user.email })).status).toBe(200);
    await verifyFromMail(user.email);
    expect((await call("GET", "/auth/me", user.token)).body).toMatchObject({ is_verified: true });
    const heard = new Promise((resolve) => buyerSocket.once("new_message", resolve));
    const allowed: Record<keyof typeof actions, number> = {
      publish: 200, startChat: 201, sendMessage: 201, review: 201, reportListing: 201, reportReview: 201, reportChat: 201,
    };
    for (const [name, act] of Object.entries(actions)) {
      const answer = await act();
      expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(allowed[name as keyof typeof actions]);
    }
    await expect(heard).resolves.toMatchObject({ chat_room_id: room.body.id, message: "Still available?" });
    expect(await stored.messages(room.body.id)).toHaveLength(1);
    userSocket.close();
    buyerSocket.close();
  });

  it("answers visitors 401 as before, not 403", async () => {
    const listing = await publishedListing();
    expect((await call("POST", "/chat/rooms", undefined, { listing_id: listing.id })).status).toBe(401);
    expect((await call("POST", "/reviews", undefined, { listing_id: listing.id, rating: 4, comment: "Nice and tidy listing." })).status).toBe(401);
    expect((await call("POST", `/listings/${listing.id}/report`, undefined, { reason: "spam" })).status).toBe(401);
  });
});

describe("accounts that count as verified", () => {
  it("an account an admin makes is verified at once, whatever the form said", async () => {
    const admin = await loginAsAdmin(server);
    const email = `admin-made-${Date.now()}@example.gi`;
    const created = await call("POST", "/admin/users", admin, { first_name: "Rosa", last_name: "Bautista", email, password: "rosa-password-1", is_verified: false });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ email, is_verified: true });
    const token = await loginAs(server, email, "rosa-password-1");
    const listing = await publishedListing();
    expect((await call("POST", "/chat/rooms", token, { listing_id: listing.id })).status).toBe(201);
  });

  it("a Google sign-in with a verified e-mail may act at once; a Facebook one (unverified) only after the link", async () => {
    const listing = await publishedListing();
    const google = await call<{ access_token: string; user: { is_verified: boolean } }>("POST", "/auth/social/google", undefined, { access_token: "google-token" });
    expect(google).toMatchObject({ status: 200, body: { user: { is_verified: true } } });
    expect((await call("POST", `/listings/${listing.id}/report`, google.body.access_token, { reason: "fraud" })).status).toBe(201);

    const facebook = await call<{ access_token: string; user: { email: string; is_verified: boolean } }>("POST", "/auth/social/facebook", undefined, { access_token: "facebook-token" });
    expect(facebook).toMatchObject({ status: 200, body: { user: { is_verified: false } } });
    expect(await call("POST", `/listings/${listing.id}/report`, facebook.body.access_token, { reason: "fraud" })).toEqual({ status: 403, body: REFUSAL });
    await call("POST", "/auth/verify-email/resend", undefined, { email: facebook.body.user.email });
    await verifyFromMail(facebook.body.user.email);
    expect((await call("POST", `/listings/${listing.id}/report`, facebook.body.access_token, { reason: "fraud" })).status).toBe(201);
  });

  it("the demo sellers of the seed are all verified", async () => {
    const seeded = await server.db.selectFrom("users").select(["email", "is_verified"]).where("email", "in", USERS.map((u) => u.email)).execute();
    expect(seeded).toHaveLength(USERS.length);
    expect(seeded.filter((u) => Number(u.is_verified) !== 1)).toEqual([]);
  });
});

describe("sending the link again", () => {
  it("brings a signed-in user back to a page of this site, never to another site", async () => {
    const user = await signedIn({ is_verified: false });
    await call("POST", "/auth/verify-email/resend", undefined, { email: user.email, return_to: "/listing/folding-bike?photo=2" });
    await expect.poll(() => lastMailTo(readOutbox(server.dataDir), user.email, "/verify-email")).toBeDefined();
    expect(lastMailTo(readOutbox(server.dataDir), user.email, "/verify-email")).toMatch(/\/verify-email\?token=[\w-]+&redirectTo=%2Flisting%2Ffolding-bike%3Fphoto%3D2/);

    const before = readOutbox(server.dataDir).length;
    await call("POST", "/auth/verify-email/resend", undefined, { email: user.email, return_to: "//evil.example/phish" });
    await expect.poll(() => readOutbox(server.dataDir).length).toBe(before + 1);
    const mail = lastMailTo(readOutbox(server.dataDir), user.email, "/verify-email")!;
    expect(mail).toMatch(/\/verify-email\?token=[\w-]+/);
    expect(mail).not.toContain("redirectTo");
  });

  it("is rate limited: the fourth request for one address within the hour answers 429", async () => {
    const user = await signedIn({ is_verified: false });
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) answers.push((await call("POST", "/auth/verify-email/resend", undefined, { email: user.email })).status);
    expect(answers).toEqual([200, 200, 200, 429]);
    const limited = await call<Refusal>("POST", "/auth/verify-email/resend", undefined, { email: user.email });
    expect(limited).toMatchObject({ status: 429, body: { code: "rate_limited" } });
  });
});
