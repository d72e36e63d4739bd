import net from "node:net";
import { expect, it } from "vitest";
import { startTestServer } from "../support/test-server.js";

/** Stopping lets a request in flight finish, and says what it is waiting for meanwhile. */
it("waits for a request in flight before closing the database, naming that step", async () => {
  const server = await startTestServer();
  expect(server.closingStep()).toBe("not closing");
  const body = JSON.stringify({ email: "nobody@example.gi", password: "not-the-password" });
  const socket = net.connect(server.port, "127.0.0.1");
  await new Promise((resolve) => socket.once("connect", resolve));
  let answer = "";
  socket.on("data", (chunk) => (answer += chunk));
  // Half of the body: the API is still reading the request when the stop begins.
  socket.write(`POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`);
  await new Promise((resolve) => setTimeout(resolve, 100));

  const stopping = server.stop();
  await expect.poll(() => server.closingStep()).toBe("the sockets and the last requests");
  const socketClosed = new Promise((resolve) => socket.once("close", resolve));
  socket.write(body.slice(10));
  await stopping;
  await socketClosed;
  expect(server.closingStep()).toBe("closed");
  expect(answer).toMatch(/^HTTP\/1\.1 401 /);
  expect(answer).toContain('"detail"');
});
