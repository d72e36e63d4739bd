import { type Socket, io } from "socket.io-client";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../support/factories.js";
import { type TestServer, loginAs, startTestServer } from "../support/test-server.js";

const sockets: Socket[] = [];
function connect(url: string, token?: string): Socket {
  const socket = io(url, { transports: ["websocket"], auth: token ? { token } : {}, reconnection: false });
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

afterEach(() => {
  while (sockets.length) sockets.pop()!.close();
});

describe("realtime socket", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses a connection without a valid token", async () => {
    const error = await new Promise<Error>((resolve) => connect(server.url, "not-a-token").once("connect_error", resolve));
    expect(error.message).toBe("Authentication required");
  });

  it("delivers events addressed to the signed-in user only", async () => {
    const alice = await createUser(server.services.database);
    const bob = await createUser(server.services.database);
    const aliceSocket = connect(server.url, await loginAs(server, alice.email, alice.password));
    const bobSocket = connect(server.url, await loginAs(server, bob.email, bob.password));
    await Promise.all([connected(aliceSocket), connected(bobSocket)]);
    let bobGot = false;
    bobSocket.on("new_message", () => (bobGot = true));
    const received = nextEvent<{ message: string }>(aliceSocket, "new_message");
    server.realtime.toUser(alice.id, "new_message", { message: "Hello Alice" });
    expect(await received).toEqual({ message: "Hello Alice" });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bobGot).toBe(false);
  });
});

// Two instances on one database: an event raised on one reaches a user connected to the other.
describe.skipIf(!process.env.TEST_REDIS_URL)("realtime across instances (Redis adapter)", () => {
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

  it("delivers an event emitted on the other instance", async () => {
    const user = await createUser(first.services.database);
    const socket = connect(first.url, await loginAs(first, user.email, user.password));
    await connected(socket);
    const received = nextEvent<{ chat_room_id: number }>(socket, "messages_read");
    // Give the adapter's subscription a moment to be in place on both sides.
    await new Promise((resolve) => setTimeout(resolve, 200));
    second.realtime.toUser(user.id, "messages_read", { chat_room_id: 7 });
    expect(await received).toEqual({ chat_room_id: 7 });
  });
});
