import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage, ChatRoom, ChatThread } from "../../api/schemas/chat.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { readOutbox } from "../support/mail.js";
import { type TestServer, loginAs, postForm, setupTestServer, startTestServer } from "../support/test-server.js";

// Twice the message limits: the paging test sends 35 messages to one room within a minute.
const server = setupTestServer({ env: { CHAT_RATE_LIMIT_FACTOR: "2" } });

/** A seller who owns a published listing, a buyer, and their tokens. */
async function marketplace() {
  const seller = await createUser(server.services.database, { first_name: "Sally" });
  const buyer = await createUser(server.services.database, { first_name: "Bruno" });
  const listing = await server.db.selectFrom("listings").select(["id", "title"]).where("status", "=", "published").orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
  await server.db.updateTable("listings").set({ user_id: seller.id }).where("id", "=", listing.id).execute();
  return {
    seller,
    buyer,
    listing,
    sellerToken: await loginAs(server, seller.email, seller.password),
    buyerToken: await loginAs(server, buyer.email, buyer.password),
  };
}

const json = async <T>(response: Response, status: number): Promise<T> => {
  const body = await response.text();
  expect(response.status, body).toBe(status);
  return JSON.parse(body) as T;
};

describe("chat rooms and messages", () => {
  it("opens one room per listing and buyer, and finds it again", async () => {
    const { buyerToken, listing, seller } = await marketplace();
    const room = await json<ChatRoom>(await server.api("/chat/rooms", { token: buyerToken, body: { listing_id: listing.id } }), 201);
    expect(room).toMatchObject({ role: "buyer", listing_title: listing.title, unread_count: 0, last_message: null });
    expect(room.other?.id).toBe(seller.id);
    expect(room.listing?.id).toBe(listing.id);
    const again = await json<ChatRoom>(await server.api("/chat/rooms", { token: buyerToken, body: { listing_id: listing.id } }), 200);
    expect(again.id).toBe(room.id);
    const stored = await server.db.selectFrom("chat_rooms").selectAll().where("listing_id", "=", listing.id).execute();
    expect(stored).toHaveLength(1);
  });

  it("refuses a room about one's own listing with 'You cannot contact yourself about your own listing'", async () => {
    const { sellerToken, listing } = await marketplace();
    const response = await server.api("/chat/rooms", { token: sellerToken, body: { listing_id: listing.id } });
    expect(await json(response, 422)).toMatchObject({ detail: "You cannot contact yourself about your own listing" });
  });

  it("answers 401 to visitors, 404 for a listing that is not published and 422 for a missing listing id", async () => {
    const { buyerToken } = await marketplace();
    expect((await server.api("/chat/rooms", { body: { listing_id: 1 } })).status).toBe(401);
    const draft = await server.db.selectFrom("listings").select("id").where("status", "!=", "published").limit(1).executeTakeFirst();
    if (draft) expect((await server.api("/chat/rooms", { token: buyerToken, body: { listing_id: draft.id } })).status).toBe(404);
    expect((await server.api("/chat/rooms", { token: buyerToken, body: { listing_id: 99999999 } })).status).toBe(404);
    const missing = await json<{ errors: { field: string }[] }>(await server.api("/chat/rooms", { token: buyerToken, body: {} }), 422);
    expect(missing.errors[0]!.field).toBe("listing_id");
  });

  it("keeps messages with sender and read state, lists rooms with the last message and unread count, and pages the thread", async () => {
    const { buyer, buyerToken, sellerToken, listing } = await marketplace();
    const room = await json<ChatRoom>(await server.api("/chat/rooms", { token: buyerToken, body: { listing_id: listing.id } }), 201);
    for (let i = 1; i <= 35; i++) {
      await json<ChatMessage>(await server.api(`/chat/rooms/${room.id}/messages`, { token: buyerToken, body: { message: `  Message ${i}  ` } }), 201);
    }
    const sellerRooms = await json<ChatRoom[]>(await server.api("/chat/rooms", { token: sellerToken }), 200);
    const seen = sellerRooms.find((r) => r.id === room.id)!;
    expect(seen).toMatchObject({ role: "seller", unread_count: 35, last_message: { message: "Message 35", sender_id: buyer.id } });
    expect(seen.other?.id).toBe(buyer.id);

    const page = await json<ChatThread>(await server.api(`/chat/rooms/${room.id}/messages`, { token: sellerToken }), 200);
    expect(page.messages).toHaveLength(30);
    expect(page.messages.at(-1)!.message).toBe("Message 35");
    expect(page.messages[0]!.message).toBe("Message 6");
    expect(page.has_older).toBe(true);
    const older = await json<ChatThread>(await server.api(`/chat/rooms/${room.id}/messages?before=${page.messages[0]!.id}`, { token: sellerToken }), 200);
    expect(older.messages.map((m) => m.message)).toEqual([1, 2, 3, 4, 5].map((i) => `Message ${i}`));
    expect(older.has_older).toBe(false);

    // Reading marks the other side's messages only; the header count follows.
    const countsBefore = await json<{ unread_messages: number }>(await server.api("/users/me/counts", { token: sellerToken }), 200);
    expect(countsBefore.unread_messages).toBe(35);
    const read = await json<{ up_to: number }>(await server.api(`/chat/rooms/${room.id}/read`, { token: sellerToken, body: {} }), 200);
    expect(read.up_to).toBe(page.messages.at(-1)!.id);
    const unread = await server.db.selectFrom("chat_messages").select("id").where("chat_room_id", "=", room.id).where("is_read", "=", 0).execute();
    expect(unread).toHaveLength(0);
    expect((await json<{ unread_messages: number }>(await server.api("/users/me/counts", { token: sellerToken }), 200)).unread_messages).toBe(0);
    // The buyer reading marks nothing of their own as read.
    expect((await json<{ up_to: number }>(await server.api(`/chat/rooms/${room.id}/read`, { token: buyerToken, body: {} }), 200)).up_to).toBe(0);
  });

  it("answers the rooms and a room's thread in one call (/chat/inbox), as the two calls it stands for answer them", async () => {
    const { buyerToken, sellerToken, listing } = await marketplace();
    const room = await json<ChatRoom>(await server.api("/chat/rooms", { token: buyerToken, body: { listing_id: listing.id } }), 201);
    for (let i = 1; i <= 3; i++) await json<ChatMessage>(await server.api(`/chat/rooms/${room.id}/messages`, { token: buyerToken, body: { message: `Inbox ${i}` } }), 201);
    const rooms = await json<ChatRoom[]>(await server.api("/chat/rooms", { token: sellerToken }), 200);
    expect(await json(await server.api("/chat/inbox", { token: sellerToken }), 200)).toEqual({ rooms, thread: null });

    const thread = await json<ChatThread>(await server.api(`/chat/rooms/${room.id}/messages?limit=2`, { token: sellerToken }), 200);
    expect(await json(await server.api(`/chat/inbox?room=${room.id}&limit=2`, { token: sellerToken }), 200)).toEqual({ rooms, thread });
    const older = await json<ChatThread>(await server.api(`/chat/rooms/${room.id}/messages?before=${thread.messages[0]!.id}`, { token: sellerToken }), 200);
    expect(older.messages.map((m) => m.message)).toEqual(["Inbox 1"]);
    expect(await json(await server.api(`/chat/inbox?room=${room.id}&before=${thread.messages[0]!.id}`, { token: sellerToken }), 200)).toEqual({ rooms, thread: older });
    // Reading is not marking: the room's unread count stays until the thread is marked read.
    expect((await json<{ rooms: ChatRoom[] }>(await server.api(`/chat/inbox?room=${room.id}`, { token: sellerToken }), 200)).rooms.find((r) => r.id === room.id)?.unread_count).toBe(3);

    // Another's room and an unknown one are refused as the thread refuses them; a bad id is a 422.
    const stranger = await createUser(server.services.database);
    const strangerToken = await loginAs(server, stranger.email, stranger.password);
    expect(await json(await server.api(`/chat/inbox?room=${room.id}`, { token: strangerToken }), 403)).toMatchObject({ detail: "This conversation is not yours" });
    expect(await json(await server.api("/chat/inbox?room=99999999", { token: sellerToken }), 404)).toMatchObject({ detail: "Conversation not found" });
    expect((await server.api("/chat/inbox?room=abc", { token: sellerToken })).status).toBe(422);
    expect((await server.api("/chat/inbox")).status).toBe(401);
  });

  it("refuses empty and over-long messages with field errors", async () => {
    const { buyerToken, listing } = await marketplace();
    const room = await json<ChatRoom>(await server.api("/chat/rooms", { token: buyerToken, body: { listing_id: listing.id } }), 201);
    const empty = await json<{ detail: string }>(await server.api(`/chat/rooms/${room.id}/messages`, { token: buyerToken, body: { message: "   " } }), 422);
    expect(empty.detail).toBe("Message is required");
    const long = await json<{ detail: string }>(await server.api(`/chat/rooms/${room.id}/messages`, { token: buyerToken, body: { message: "x".repeat(2001) } }), 422);
    expect(long.detail).toBe("A message is at most 2000 characters");
    expect(await server.db.selectFrom("chat_messages").select("id").where("chat_room_id", "=", room.id).execute()).toHaveLength(0);
  });

  it("stores a message sent again with the same client key once, answering it both times; keys are per sender", async () => {
    const { buyerToken, listing } = await marketplace();
    const room = await json<ChatRoom>(await server.api("/chat/rooms", { token: buyerToken, body: { listing_id: listing.id } }), 201);
    const send = (body: Record<string, string>) => server.api(`/chat/rooms/${room.id}/messages`, { token: buyerToken, body });
    const first = await json<ChatMessage>(await send({ message: "Is it still available?", client_key: "1764000000000-0.25" }), 201);
    const again = await json<ChatMessage>(await send({ message: "Is it still available?", client_key: "1764000000000-0.25" }), 201);
    expect(again).toEqual(first);
    await json<ChatMessage>(await send({ message: "Is it still available?" }), 201);
    await json<ChatMessage>(await send({ message: "Is it still available?" }), 201);
    const stored = await server.db.selectFrom("chat_messages").select(["id", "client_key"]).where("chat_room_id", "=", room.id).orderBy("id").execute();
    expect(stored.map((m) => m.client_key)).toEqual(["1764000000000-0.25", null, null]);
    // Another sender may use the same key.
    const other = await createUser(server.services.database, { first_name: "Olga" });
    const otherToken = await loginAs(server, other.email, other.password);
    const otherRoom = await json<ChatRoom>(await server.api("/chat/rooms", { token: otherToken, body: { listing_id: listing.id } }), 201);
    await json<ChatMessage>(await server.api(`/chat/rooms/${otherRoom.id}/messages`, { token: otherToken, body: { message: "Hello", client_key: "1764000000000-0.25" } }), 201);
    const bad = await json<{ errors: Array<{ field: string }> }>(await send({ message: "Hi", client_key: "no spaces please" }), 422);
    expect(bad.errors.map((e) => e.field)).toEqual(["client_key"]);
  });

  it("lets nobody else read, write, mark or report a room (403)", async () => {
    const { buyerToken, listing } = await marketplace();
    const room = await json<ChatRoom>(await server.api("/chat/rooms", { token: buyerToken, body: { listing_id: listing.id } }), 201);
    const stranger = await createUser(server.services.database);
    const token = await loginAs(server, stranger.email, stranger.password);
    for (const [path, body] of [
      [`/chat/rooms/${room.id}/messages`, undefined],
      [`/chat/rooms/${room.id}/messages`, { message: "Let me in" }],
      [`/chat/rooms/${room.id}/read`, {}],
      [`/chat/rooms/${room.id}/report`, { reason: "spam" }],
    ] as const) {
      const response = await server.api(path, { token, body });
      expect(await json(response, 403)).toMatchObject({ detail: "This conversation is not yours" });
    }
    expect((await json<ChatRoom[]>(await server.api("/chat/rooms", { token }), 200)).some((r) => r.id === room.id)).toBe(false);
    expect((await server.api("/chat/rooms/99999999/messages", { token })).status).toBe(404);
  });

  it("puts a reported conversation in the moderation queue once per member", async () => {
    const { sellerToken, buyerToken, listing, seller } = await marketplace();
    const room = await json<ChatRoom>(await server.api("/chat/rooms", { token: buyerToken, body: { listing_id: listing.id } }), 201);
    await json(await server.api(`/chat/rooms/${room.id}/report`, { token: sellerToken, body: { reason: "scam", description: " Asked for a deposit by wire " } }), 201);
    const stored = await server.db.selectFrom("chat_reports").selectAll().where("chat_room_id", "=", room.id).execute();
    expect(stored).toMatchObject([{ user_id: seller.id, reason: "scam", description: "Asked for a deposit by wire", status: "open" }]);
    const twice = await server.api(`/chat/rooms/${room.id}/report`, { token: sellerToken, body: { reason: "spam" } });
    expect(await json(twice, 409)).toMatchObject({ detail: "You have already reported this conversation; it is being reviewed" });
    const bad = await json<{ detail: string }>(await server.api(`/chat/rooms/${room.id}/report`, { token: buyerToken, body: { reason: "boring" } }), 422);
    expect(bad.detail).toBe("Choose a reason for the report");
  });

  it("keeps a conversation when its listing is sold or deleted, marked as such", async () => {
    const { buyerToken, listing } = await marketplace();
    const room = await json<ChatRoom>(await server.api("/chat/rooms", { token: buyerToken, body: { listing_id: listing.id } }), 201);
    await json(await server.api(`/chat/rooms/${room.id}/messages`, { token: buyerToken, body: { message: "Still available?" } }), 201);
    await server.db.updateTable("listings").set({ status: "sold" }).where("id", "=", listing.id).execute();
    const sold = (await json<ChatRoom[]>(await server.api("/chat/rooms", { token: buyerToken }), 200)).find((r) => r.id === room.id)!;
    expect(sold.listing?.status).toBe("sold");
    await server.db.deleteFrom("listings").where("id", "=", listing.id).execute();
    const gone = (await json<ChatRoom[]>(await server.api("/chat/rooms", { token: buyerToken }), 200)).find((r) => r.id === room.id)!;
    expect(gone.listing).toBeNull();
    expect(gone.listing_title).toBe(listing.title);
    const thread = await json<ChatThread>(await server.api(`/chat/rooms/${room.id}/messages`, { token: buyerToken }), 200);
    expect(thread.messages.map((m) => m.message)).toEqual(["Still available?"]);
  });
});

describe("the message limits (20 a minute in one conversation)", () => {
  // Its own server at the real limits, with the pages: their form and script share the counters.
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ CHAT_RATE_LIMIT_FACTOR: "1" }, { withPages: true });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  const TOO_FAST = "You are sending messages too quickly. Please wait a little and try again.";

  /** A new user signed in, with a token for the API and a session cookie for the pages. */
  async function member() {
    const user = await createUser(limited.services.database);
    const signIn = await postForm(limited, "/auth", { intent: "login", email: user.email, password: user.password });
    return { user, token: await loginAs(limited, user.email, user.password), cookie: signIn.headers.get("set-cookie")!.split(";")[0]! };
  }
  /** A new published listing of the seller's, and a room a buyer opened about it. */
  async function room(buyerToken: string, sellerId: number) {
    const db = limited.services.database.db;
    const listing = await createListing(db, sellerId, "Folding bicycle");
    await db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
    return json<ChatRoom>(await limited.api("/chat/rooms", { token: buyerToken, body: { listing_id: listing.id } }), 201);
  }
  const send = (roomId: number, token: string, message: string) => limited.api(`/chat/rooms/${roomId}/messages`, { token, body: { message } });
  const stored = (roomId: number) => limited.services.database.db.selectFrom("chat_messages").select("message").where("chat_room_id", "=", roomId).orderBy("id").execute();

  it("refuses the 21st message in a minute with 429 and 'You are sending messages too quickly…', while the other member and the sender's other rooms are unaffected", async () => {
    const [seller, buyer] = [await member(), await member()];
    const first = await room(buyer.token, seller.user.id);
    for (let i = 1; i <= 20; i++) await json(await send(first.id, buyer.token, `Message ${i}`), 201);
    const refused = await send(first.id, buyer.token, "Message 21");
    expect(await json(refused, 429)).toEqual({ detail: TOO_FAST, code: "you_are_sending_messages_too_quickly_please_wait" });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await stored(first.id)).toHaveLength(20);

    // The seller answers in the same room; the buyer writes in another.
    await json(await send(first.id, seller.token, "Slow down, please"), 201);
    const otherSeller = await member();
    const second = await room(buyer.token, otherSeller.user.id);
    await json(await send(second.id, buyer.token, "Hello from another room"), 201);
    expect((await stored(second.id)).map((m) => m.message)).toEqual(["Hello from another room"]);
  });

  it("counts the API, the pages' form and the pages' script alike, and the thread shows the refusal either way", async () => {
    const [seller, buyer] = [await member(), await member()];
    const { id } = await room(buyer.token, seller.user.id);
    const page = (message: string, script = false) =>
      postForm(limited, `/chat/${id}`, { intent: "send", message }, { Cookie: buyer.cookie, ...(script ? { Accept: "application/json" } : {}) });
    for (let i = 1; i <= 7; i++) await json(await send(id, buyer.token, `API ${i}`), 201);
    for (let i = 1; i <= 7; i++) expect((await page(`Form ${i}`)).headers.get("location")).toBe(`/dashboard?section=messages&room=${id}#chat-newest`);
    for (let i = 1; i <= 6; i++) expect((await page(`Script ${i}`, true)).status).toBe(201);
    expect(await stored(id)).toHaveLength(20);

    // Without JavaScript: back to the thread, which shows why.
    const form = await page("One more");
    const back = form.headers.get("location")!;
    expect(back).toBe(`/dashboard?section=messages&room=${id}&send_error=${encodeURIComponent("errors.you_are_sending_messages_too_quickly_please_wait")}#chat-form`);
    const thread = await (await fetch(`${limited.url}${back}`, { headers: { Cookie: buyer.cookie } })).text();
    expect(thread).toContain(TOO_FAST);
    // With JavaScript: the same message for the thread to show, and the API refuses too.
    const script = await page("One more", true);
    expect(script.status).toBe(429);
    expect(await script.json()).toEqual({ intent: "send", ok: false, error: "errors.you_are_sending_messages_too_quickly_please_wait" });
    expect((await send(id, buyer.token, "One more")).status).toBe(429);
    expect(await stored(id)).toHaveLength(20);
  });
});

describe("the unread-message e-mail", () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

  it("tells a recipient once per room about messages left unread for 15 minutes, and again only for newer ones", async () => {
    const { seller, buyerToken, sellerToken, listing } = await marketplace();
    const room = await json<ChatRoom>(await server.api("/chat/rooms", { token: buyerToken, body: { listing_id: listing.id } }), 201);
    const mailsTo = () => readOutbox(server.dataDir).filter((m) => m.toLowerCase().includes(`to: ${seller.email.toLowerCase()}`));

    // Two messages, one 10 minutes old: not yet due.
    for (const text of ["First question", "Second question"]) {
      await json(await server.api(`/chat/rooms/${room.id}/messages`, { token: buyerToken, body: { message: text } }), 201);
    }
    await server.db.updateTable("chat_messages").set({ created_at: minutesAgo(10) }).where("chat_room_id", "=", room.id).execute();
    await server.services.unreadMailer.check();
    expect(mailsTo()).toHaveLength(0);

    // 16 minutes unread: one e-mail for the room, not one per message, linking to the room.
    await server.db.updateTable("chat_messages").set({ created_at: minutesAgo(16) }).where("chat_room_id", "=", room.id).execute();
    await server.services.unreadMailer.check();
    expect(mailsTo()).toHaveLength(1);
    expect(mailsTo()[0]).toContain("2 messages about");
    expect(mailsTo()[0]).toContain(listing.title);
    expect(mailsTo()[0]).toContain(`/chat/${room.id}`);
    await server.services.unreadMailer.check();
    expect(mailsTo()).toHaveLength(1);

    // Read, then a new message left unread long enough: told again.
    await server.api(`/chat/rooms/${room.id}/read`, { token: sellerToken, body: {} });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const later = await json<ChatMessage>(await server.api(`/chat/rooms/${room.id}/messages`, { token: buyerToken, body: { message: "Hello?" } }), 201);
    await server.db.updateTable("chat_messages").set({ created_at: new Date(Date.now() + 1000).toISOString() }).where("id", "=", later.id).execute();
    await server.services.unreadMailer.check(Date.now() + 17 * 60_000);
    expect(mailsTo()).toHaveLength(2);
    // The sender is never told about their own messages.
    expect(readOutbox(server.dataDir).some((m) => m.includes("messages about") && !m.toLowerCase().includes(seller.email.toLowerCase()) && m.includes(`/chat/${room.id}`))).toBe(false);
  });
});

describe("the unread-message e-mail setting", () => {
  it("sends nothing to a recipient who turned these e-mails off", async () => {
    const { seller, buyerToken, listing } = await marketplace();
    await server.db.updateTable("users").set({ email_on_unread_messages: 0 }).where("id", "=", seller.id).execute();
    const room = await json<ChatRoom>(await server.api("/chat/rooms", { token: buyerToken, body: { listing_id: listing.id } }), 201);
    await json(await server.api(`/chat/rooms/${room.id}/messages`, { token: buyerToken, body: { message: "Anyone there?" } }), 201);
    await server.services.unreadMailer.check(Date.now() + 20 * 60_000);
    expect(readOutbox(server.dataDir).some((m) => m.toLowerCase().includes(`to: ${seller.email.toLowerCase()}`))).toBe(false);
    const stored = await server.db.selectFrom("chat_rooms").select("seller_notified_at").where("id", "=", room.id).executeTakeFirstOrThrow();
    expect(stored.seller_notified_at).toBeNull();
  });
});
