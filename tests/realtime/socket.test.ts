import { createCookie } from "@remix-run/node";
import { type Socket, io } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ChatRoom, MessagesReadEvent, NewMessageEvent } from "../../api/schemas/chat.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { type TestServer, loginAs, startTestServer } from "../support/test-server.js";

const sockets: Socket[] = [];
function connect(url: string, options: { token?: string; cookie?: string; origin?: string } = {}): Socket {
  const socket = io(url, {
    transports: ["websocket"],
    auth: options.token ? { token: options.token } : {},
    extraHeaders: { ...(options.cookie ? { Cookie: options.cookie } : {}), ...(options.origin ? { Origin: options.origin } : {}) },
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
}
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once("connect", () => resolve());
    socket.once("connect_error", reject);
  });
const nextEvent = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(() => {
  while (sockets.length) sockets.pop()!.close();
});

/** The cookie a browser holds after signing in on the site: the BFF's signed session with the token. */
async function sessionCookie(server: TestServer, token: string) {
  const secret = server.config.sessionSecret;
  return createCookie("__session", { secrets: [secret] }).serialize({ token, rememberMe: false });
}

/** A seller with a published listing and a buyer who has opened a room about it. */
async function conversation(server: TestServer) {
  const db = server.services.database.db;
  const seller = await createUser(server.services.database);
  const buyer = await createUser(server.services.database);
  const listing = await db.selectFrom("listings").select("id").where("status", "=", "published").orderBy("id", "desc").limit(1).executeTakeFirstOrThrow();
  await db.updateTable("listings").set({ user_id: seller.id }).where("id", "=", listing.id).execute();
  const [sellerToken, buyerToken] = [await loginAs(server, seller.email, seller.password), await loginAs(server, buyer.email, buyer.password)];
  const room = (await (await server.api("/chat/rooms", { token: buyerToken, body: { listing_id: listing.id } })).json()) as ChatRoom;
  return { seller, buyer, sellerToken, buyerToken, room };
}

describe("realtime chat on one instance", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses a connection without a valid token or session cookie", async () => {
    const bad = await new Promise<Error>((resolve) => connect(server.url, { token: "not-a-token" }).once("connect_error", resolve));
    expect(bad.message).toBe("Authentication required");
    const forged = await new Promise<Error>((resolve) => connect(server.url, { cookie: "__session=eyJ0b2tlbiI6Inh4In0%3D.forged" }).once("connect_error", resolve));
    expect(forged.message).toBe("Authentication required");
  });

  it("lets only the site's own pages use the session cookie (another site's page is refused)", async () => {
    const user = await createUser(server.services.database);
    const cookie = await sessionCookie(server, await loginAs(server, user.email, user.password));
    const foreign = await new Promise<Error>((resolve) => connect(server.url, { cookie, origin: "http://evil.example" }).once("connect_error", resolve));
    expect(foreign.message).toBe("Cross-site connection refused");
    await connected(connect(server.url, { cookie, origin: new URL(server.url).origin }));
  });

  it("delivers a message to the recipient's browser (session cookie) and to nobody else", async () => {
    const { seller, sellerToken, buyerToken, room } = await conversation(server);
    const stranger = await createUser(server.services.database);
    const sellerSocket = connect(server.url, { cookie: await sessionCookie(server, sellerToken) });
    const strangerSocket = connect(server.url, { token: await loginAs(server, stranger.email, stranger.password) });
    await Promise.all([connected(sellerSocket), connected(strangerSocket)]);
    let strangerHeard = false;
    strangerSocket.on("new_message", () => (strangerHeard = true));

    const arriving = nextEvent<NewMessageEvent>(sellerSocket, "new_message");
    await server.api(`/chat/rooms/${room.id}/messages`, { token: buyerToken, body: { message: "Is it still for sale?" } });
    expect(await arriving).toMatchObject({ chat_room_id: room.id, message: "Is it still for sale?", recipient_id: seller.id, is_read: false });
    await pause(100);
    expect(strangerHeard).toBe(false);
  });

  it("marks a room read on mark_messages_read and tells the sender with messages_read", async () => {
    const { buyer, seller, sellerToken, buyerToken, room } = await conversation(server);
    await server.api(`/chat/rooms/${room.id}/messages`, { token: buyerToken, body: { message: "Hello" } });
    const buyerSocket = connect(server.url, { cookie: await sessionCookie(server, buyerToken) });
    const sellerSocket = connect(server.url, { token: sellerToken });
    await Promise.all([connected(buyerSocket), connected(sellerSocket)]);

    const told = nextEvent<MessagesReadEvent>(buyerSocket, "messages_read");
    const ack = await sellerSocket.emitWithAck("mark_messages_read", { chat_room_id: room.id });
    expect(ack).toMatchObject({ ok: true, chat_room_id: room.id });
    expect(await told).toMatchObject({ chat_room_id: room.id, reader_id: seller.id });
    const unread = await server.services.database.db.selectFrom("chat_messages").select("id").where("chat_room_id", "=", room.id).where("is_read", "=", 0).execute();
    expect(unread).toHaveLength(0);

    // Nobody marks a room that is not theirs.
    const stranger = await createUser(server.services.database);
    const strangerSocket = connect(server.url, { token: await loginAs(server, stranger.email, stranger.password) });
    await connected(strangerSocket);
    expect(await strangerSocket.emitWithAck("mark_messages_read", { chat_room_id: room.id })).toMatchObject({ ok: false, detail: "This conversation is not yours" });
    void buyer;
  });

  // The socket only tells (messages are written over HTTP): a refused message is never told, and
  // the refusal is the writer's answer. The counters are the service's, whichever way a message comes.
  it("never announces the 21st message of a minute, while the other member's and the sender's other rooms still arrive live", async () => {
    const { buyer, sellerToken, buyerToken, room } = await conversation(server);
    const sellerSocket = connect(server.url, { cookie: await sessionCookie(server, sellerToken) });
    const buyerSocket = connect(server.url, { token: buyerToken });
    await Promise.all([connected(sellerSocket), connected(buyerSocket)]);
    const heard: NewMessageEvent[] = [];
    sellerSocket.on("new_message", (event: NewMessageEvent) => heard.push(event));

    const send = (roomId: number, token: string, message: string) => server.api(`/chat/rooms/${roomId}/messages`, { token, body: { message } });
    for (let i = 1; i <= 20; i++) expect((await send(room.id, buyerToken, `Message ${i}`)).status).toBe(201);
    const refused = await send(room.id, buyerToken, "Message 21");
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ detail: "You are sending messages too quickly. Please wait a little and try again." });

    // The seller's answer reaches the buyer; the buyer's message in another room reaches its seller.
    const answer = nextEvent<NewMessageEvent>(buyerSocket, "new_message");
    expect((await send(room.id, sellerToken, "Slow down")).status).toBe(201);
    expect(await answer).toMatchObject({ chat_room_id: room.id, message: "Slow down", recipient_id: buyer.id });
    const otherSeller = await createUser(server.services.database);
    const listing = await createListing(server.services.database.db, otherSeller.id, "Paddle board");
    await server.services.database.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
    const otherSocket = connect(server.url, { token: await loginAs(server, otherSeller.email, otherSeller.password) });
    await connected(otherSocket);
    const elsewhere = nextEvent<NewMessageEvent>(otherSocket, "new_message");
    const otherRoom = (await (await server.api("/chat/rooms", { token: buyerToken, body: { listing_id: listing.id } })).json()) as ChatRoom;
    expect((await send(otherRoom.id, buyerToken, "Another listing")).status).toBe(201);
    expect(await elsewhere).toMatchObject({ chat_room_id: otherRoom.id, message: "Another listing" });

    await pause(100);
    const fromBuyer = heard.filter((event) => event.chat_room_id === room.id && event.sender_id === buyer.id);
    expect(fromBuyer.map((event) => event.message)).toEqual(Array.from({ length: 20 }, (_, i) => `Message ${i + 1}`));
  });
});

// Two instances on one database and one Redis: a message posted through one reaches a browser on the other.
describe.skipIf(!process.env.TEST_REDIS_URL)("realtime chat across instances (Redis adapter)", () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer({ REDIS_URL: process.env.TEST_REDIS_URL! });
    second = await startTestServer({ REDIS_URL: process.env.TEST_REDIS_URL! }, { shareWith: first });
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
  });

  it("delivers a message posted on instance A to a browser connected to instance B", async () => {
    const { sellerToken, buyerToken, room } = await conversation(first);
    const sellerSocket = connect(second.url, { cookie: await sessionCookie(second, sellerToken) });
    await connected(sellerSocket);
    // Give the adapter's subscription a moment to be in place on both sides.
    await pause(200);
    const arriving = nextEvent<NewMessageEvent>(sellerSocket, "new_message");
    const sent = await first.api(`/chat/rooms/${room.id}/messages`, { token: buyerToken, body: { message: "Across instances" } });
    expect(sent.status).toBe(201);
    expect(await arriving).toMatchObject({ chat_room_id: room.id, message: "Across instances" });
  });

  it("counts a sender's messages on both instances against one limit (the counters are in Redis)", async () => {
    const { buyerToken, room } = await conversation(first);
    const send = (via: TestServer, i: number) => via.api(`/chat/rooms/${room.id}/messages`, { token: buyerToken, body: { message: `Message ${i}` } });
    for (let i = 1; i <= 20; i++) expect((await send(i % 2 ? first : second, i)).status).toBe(201);
    expect((await send(first, 21)).status).toBe(429);
    expect((await send(second, 21)).status).toBe(429);
  });
});

// The API apart (API_URL): browsers connect to the BFF, which relays to the API's socket server as them.
describe("realtime chat through the BFF's relay when the API runs apart", () => {
  let api: TestServer;
  let bff: TestServer;
  beforeAll(async () => {
    api = await startTestServer();
    bff = await startTestServer({ API_URL: `${api.url}/api/v1`, SESSION_SECRET: api.config.sessionSecret }, { shareWith: api });
  });
  afterAll(async () => {
    await bff?.stop();
    await api?.stop();
  });

  it("delivers the API's events to a browser on the BFF and passes mark_messages_read back", async () => {
    const { buyerToken, sellerToken, seller, room } = await conversation(api);
    const buyerBrowser = connect(bff.url, { cookie: await sessionCookie(bff, buyerToken) });
    const sellerBrowser = connect(bff.url, { cookie: await sessionCookie(bff, sellerToken) });
    await Promise.all([connected(buyerBrowser), connected(sellerBrowser)]);

    const arriving = nextEvent<NewMessageEvent>(sellerBrowser, "new_message");
    await api.api(`/chat/rooms/${room.id}/messages`, { token: buyerToken, body: { message: "Through the relay" } });
    expect(await arriving).toMatchObject({ chat_room_id: room.id, message: "Through the relay", recipient_id: seller.id });

    const told = nextEvent<MessagesReadEvent>(buyerBrowser, "messages_read");
    expect(await sellerBrowser.emitWithAck("mark_messages_read", { chat_room_id: room.id })).toMatchObject({ ok: true });
    expect(await told).toMatchObject({ chat_room_id: room.id, reader_id: seller.id });
  });

  it("refuses a browser whose session the API does not accept", async () => {
    const error = await new Promise<Error>((resolve) => connect(bff.url, { cookie: "__session=nothing" }).once("connect_error", resolve));
    expect(error.message).toBe("Authentication required");
    const refused = await new Promise<Error>((resolve) => connect(bff.url, { token: "not-a-token" }).once("connect_error", resolve));
    expect(refused.message).toBe("Authentication required");
  });
});
