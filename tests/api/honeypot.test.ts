import { describe, expect, it } from "vitest";
import { postForm, setupTestServer } from "../support/test-server.js";

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "1000" }, withPages: true });

const post = (path: string, fields: Record<string, string>) => postForm(server, path, fields);

describe("public forms drop what bots fill in, and keep working for people", () => {
  it("the contact form answers a filled trap as sent and stores nothing", async () => {
    const subject = `Trap ${Date.now()}`;
    const message = { name: "Maria", email: "maria@example.gi", subject, message: "When does the cable car open on Sundays?" };
    expect((await post("/contact", { ...message, website: "http://spam.example" })).status).toBe(200);
    expect(await server.db.selectFrom("contact_messages").select("id").where("subject", "=", subject).execute()).toEqual([]);
    expect((await post("/contact", { ...message, website: "" })).status).toBe(200);
    expect(await server.db.selectFrom("contact_messages").select("id").where("subject", "=", subject).execute()).toHaveLength(1);
  });

  it("the newsletter form answers a filled trap as subscribed and stores nothing", async () => {
    const email = `trap-${Date.now()}@example.gi`;
    expect((await post("/newsletter/subscribe", { email, source: "footer", website: "x" })).status).toBe(200);
    expect(await server.db.selectFrom("newsletter_subscribers").select("id").where("email", "=", email).execute()).toEqual([]);
    expect((await post("/newsletter/subscribe", { email, source: "footer", website: "" })).status).toBe(200);
    expect(await server.db.selectFrom("newsletter_subscribers").select("id").where("email", "=", email).execute()).toHaveLength(1);
  });

  it("sign-up answers a filled trap as done and creates no account", async () => {
    const email = `trap-${Date.now()}@example.gi`;
    const form = { intent: "register", first_name: "Bot", last_name: "Net", email, phone: "+350 200 12345", password: "a-long-password", confirm_password: "a-long-password", terms_accepted: "on" };
    const trapped = await post("/auth?index", { ...form, website: "x" });
    expect(trapped.status).toBe(302);
    expect(trapped.headers.get("location")).toBe(`/email-sent?email=${encodeURIComponent(email)}`);
    expect(await server.db.selectFrom("users").select("id").where("email", "=", email).execute()).toEqual([]);
    expect((await post("/auth?index", { ...form, website: "" })).status).toBe(302);
    expect(await server.db.selectFrom("users").select("id").where("email", "=", email).execute()).toHaveLength(1);
  });
});
