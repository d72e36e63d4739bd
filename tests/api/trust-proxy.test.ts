import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../api/config.js";
import { createUser } from "../support/factories.js";
import { type TestServer, postForm, startTestServer } from "../support/test-server.js";

const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

/** Signs in through the page's form, as sent by a proxy for `client`; answers the session's stored address. */
async function addressSeen(env: Record<string, string>, client: string) {
  const server = await startTestServer(env, { withPages: true });
  servers.push(server);
  const user = await createUser(server.services.database);
  const response = await postForm(server, "/auth?index", { intent: "login", email: user.email, password: user.password, redirectTo: "/" }, { "x-forwarded-for": client });
  expect(response.status).toBe(302);
  const session = await server.services.database.db.selectFrom("sessions").select("ip").where("user_id", "=", user.id).executeTakeFirstOrThrow();
  return session.ip;
}

describe("TRUST_PROXY", () => {
  it("without it, a forwarded address is not believed: the client is the socket", async () => {
    expect(await addressSeen({}, "203.0.113.77")).toBe("127.0.0.1");
  });

  it("with a hop count, the client is the address the proxy forwards (also for the API behind the pages)", async () => {
    expect(await addressSeen({ TRUST_PROXY: "1" }, "203.0.113.77")).toBe("203.0.113.77");
  });

  it("with addresses, only those proxies are believed", async () => {
    expect(await addressSeen({ TRUST_PROXY: "10.0.0.0/8" }, "203.0.113.77")).toBe("127.0.0.1");
    expect(await addressSeen({ TRUST_PROXY: "loopback, 10.0.0.0/8" }, "203.0.113.77")).toBe("203.0.113.77");
  });

  it("refuses a setting it cannot read, saying what to set", () => {
    expect(() => loadConfig({ NODE_ENV: "test", TRUST_PROXY: "yes please" })).toThrow(/TRUST_PROXY is a hop count/);
  });
});
