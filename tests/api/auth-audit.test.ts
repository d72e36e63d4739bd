import { describe, expect, it } from "vitest";
import type { AdminPage, AuditEntry } from "../../api/schemas/admin.js";
import { createUser } from "../support/factories.js";
import { lastMailTo, readOutbox, tokenFrom } from "../support/mail.js";
import { setupTestServer } from "../support/test-server.js";

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "1000" }, admin: true });

/** Requests as a browser behind one address would send them. */
const from = (ip: string) => ({ "X-Forwarded-For": ip, "User-Agent": `AuditTest/1.0 (${ip})` });

/** The auth events about a user (or an e-mail), newest first, as the back-office lists them. */
async function authEvents(search: string): Promise<AuditEntry[]> {
  const page = await server.call<AdminPage<AuditEntry>>("GET", `/admin/audit-log?entity=auth&search=${encodeURIComponent(search)}&per_page=50`, server.admin);
  expect(page.status).toBe(200);
  return page.body.items;
}

describe("the audit log of auth events", () => {
  it("records failed and successful sign-ins, a password change and a reset, with the address and browser", async () => {
    const user = await createUser(server.services.database);
    await server.api("/auth/login", { body: { email: user.email, password: "wrong-password" }, headers: from("203.0.113.7") });
    await server.api("/auth/login", { body: { email: `nobody-${Date.now()}@example.gi`, password: "whatever" }, headers: from("203.0.113.8") });
    const signedIn = await server.api("/auth/login", { body: { email: user.email, password: user.password }, headers: from("203.0.113.9") });
    const { access_token } = (await signedIn.json()) as { access_token: string };
    await server.api("/auth/change-password", { token: access_token, body: { current_password: user.password, new_password: "a-new-password" }, headers: from("203.0.113.10") });
    await server.api("/auth/password-recovery", { body: { email: user.email } });
    await expect.poll(() => lastMailTo(readOutbox(server.dataDir), user.email, "/reset-password")).toBeDefined();
    const token = tokenFrom(lastMailTo(readOutbox(server.dataDir), user.email, "/reset-password"), "/reset-password");
    expect((await server.api("/auth/reset-password", { body: { token, password: "another-password" }, headers: from("203.0.113.11") })).status).toBe(200);

    const events = (await authEvents(user.email)).reverse();
    expect(events.map((e) => [e.action, e.actor_id, e.ip, e.user_agent])).toEqual([
      ["sign_in_failed", user.id, "203.0.113.7", "AuditTest/1.0 (203.0.113.7)"],
      ["sign_in", user.id, "203.0.113.9", "AuditTest/1.0 (203.0.113.9)"],
      ["password_change", user.id, "203.0.113.10", "AuditTest/1.0 (203.0.113.10)"],
      ["password_reset", user.id, "203.0.113.11", "AuditTest/1.0 (203.0.113.11)"],
    ]);
    expect(events.every((e) => e.entity === "auth" && e.entity_id === String(user.id))).toBe(true);
    // A failed sign-in for an address with no account is kept too, under the address tried.
    const unknown = await authEvents("nobody-");
    expect(unknown[0]).toMatchObject({ action: "sign_in_failed", actor_id: null, ip: "203.0.113.8" });
  });

  it("records an account deletion, and an admin's change of a user's role and e-mail", async () => {
    const leaving = await createUser(server.services.database);
    const session = await server.api("/auth/login", { body: { email: leaving.email, password: leaving.password } });
    const { access_token } = (await session.json()) as { access_token: string };
    expect((await server.api("/users/me", { method: "DELETE", token: access_token, body: { password: leaving.password, confirm: "DELETE" }, headers: from("198.51.100.4") })).status).toBe(204);
    expect((await authEvents(leaving.email))[0]).toMatchObject({ action: "account_delete", actor_id: leaving.id, ip: "198.51.100.4" });

    const promoted = await createUser(server.services.database);
    const changed = `renamed-${promoted.email}`;
    const body = { first_name: "Pat", last_name: "Promoted", email: changed, is_superuser: true, is_verified: true, is_active: true, is_business: false };
    const update = await server.call("PUT", `/admin/users/${promoted.id}`, server.admin, body, from("198.51.100.5"));
    expect(update.status, JSON.stringify(update.body)).toBe(200);
    const events = await authEvents(changed);
    expect(events.map((e) => [e.action, e.summary, e.ip])).toEqual(
      expect.arrayContaining([
        ["role_change", `Made ${changed} an admin`, "198.51.100.5"],
        ["email_change", `Changed the e-mail of ${promoted.email} to ${changed}`, "198.51.100.5"],
      ]),
    );
  });
});
