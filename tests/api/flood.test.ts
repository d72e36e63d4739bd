import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../api/lib/rate-limit.js";
import { readOutbox } from "../support/mail.js";
import { type TestServer, startTestServer } from "../support/test-server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

let sequence = 0;
const newIp = () => `192.0.2.${++sequence}`;
const post = (path: string, body: unknown, ip: string) => server.api(path, { body, headers: { "X-Forwarded-For": ip } });
const mailsTo = (needle: string) => readOutbox(server.dataDir).filter((mail) => mail.toLowerCase().includes(needle.toLowerCase()));

describe("forms that send e-mail cannot be used to flood", () => {
  it("the contact form takes 5 messages an hour from one address, then answers 429; support gets 5 e-mails", async () => {
    const ip = newIp();
    const subject = `Flood ${Date.now()}`;
    const message = { name: "Maria", email: "maria@example.gi", subject, message: "Is the ferry running on Sunday morning?" };
    for (let i = 0; i < LIMITS.contactByIp.max; i++) expect((await post("/contact", message, ip)).status).toBe(201);
    const refused = await post("/contact", message, ip);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(mailsTo(subject)).toHaveLength(LIMITS.contactByIp.max);
    expect((await post("/contact", { ...message, subject: `${subject} other` }, newIp())).status).toBe(201);
  });

  it("the newsletter sends one confirmation per address per hour, however often and from wherever it is asked", async () => {
    const victim = `victim-${Date.now()}@example.gi`;
    for (let i = 0; i < 12; i++) {
      const response = await post("/newsletter/subscribe", { email: victim, source: "footer" }, newIp());
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ status: "pending" });
    }
    expect(mailsTo(`To: ${victim}`)).toHaveLength(1);
  });

  it("the newsletter takes 10 subscriptions an hour from one address", async () => {
    const ip = newIp();
    for (let i = 0; i < LIMITS.newsletterByIp.max; i++) {
      expect((await post("/newsletter/subscribe", { email: `reader-${i}-${Date.now()}@example.gi`, source: "footer" }, ip)).status).toBe(201);
    }
    expect((await post("/newsletter/subscribe", { email: `one-more-${Date.now()}@example.gi`, source: "footer" }, ip)).status).toBe(429);
  });
});
