import { describe, expect, it } from "vitest";
import { LIMITS } from "../../api/lib/rate-limit.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { readOutbox } from "../support/mail.js";
import { loginAs, setupTestServer } from "../support/test-server.js";

const server = setupTestServer();

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

describe("writes others see are limited per user and per address", () => {
  it("a user reports at most 10 listings an hour", async () => {
    const owner = await createUser(server.services.database);
    const reporter = await createUser(server.services.database);
    const token = await loginAs(server, reporter.email, reporter.password);
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i <= LIMITS.reportByUser.max; i++) {
      const listing = await createListing(server.services.database.db, owner.id, `Reported listing ${i}`);
      await server.services.database.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
      const response = await server.api(`/listings/${listing.id}/report`, { token, body: { reason: "spam" }, headers: { "X-Forwarded-For": ip } });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, LIMITS.reportByUser.max).every((status) => status === 201 || status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("a user creates at most 30 listings an hour, whatever address they use", async () => {
    const seller = await createUser(server.services.database);
    const token = await loginAs(server, seller.email, seller.password);
    const category = await server.services.database.db.selectFrom("categories").select("id").where("slug", "=", "cars").executeTakeFirstOrThrow();
    const create = () => server.api("/listings", { token, body: { category_id: category.id, title: "Draft car listing" }, headers: { "X-Forwarded-For": newIp() } });
    for (let i = 0; i < LIMITS.listingCreateByUser.max; i++) expect((await create()).status).toBe(201);
    const refused = await create();
    expect(refused.status).toBe(429);
    expect((await refused.json()).detail).toMatch(/^Too many attempts/);
  });
});
