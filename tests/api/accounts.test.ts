import { describe, expect, it } from "vitest";
import { createUser } from "../support/factories.js";
import { lastMailTo, readOutbox, startSmtpServer, tokenFrom } from "../support/mail.js";
import { loginAs, setupTestServer, startTestServer } from "../support/test-server.js";

const server = setupTestServer();

/** The newest e-mail to `to` holding `marker`, once it has arrived (mail leaves off the request path). */
async function mailTo(to: string, marker: string): Promise<string> {
  await expect.poll(() => lastMailTo(readOutbox(server.dataDir), to, marker)).toBeDefined();
  return lastMailTo(readOutbox(server.dataDir), to, marker)!;
}

let counter = 0;
const uniqueEmail = () => `member${++counter}-${Date.now()}@example.gi`;
const validRegistration = () => ({
  first_name: "Maria",
  last_name: "Olivero",
  email: uniqueEmail(),
  phone: "20012345",
  password: "a-long-password",
  terms_accepted: true,
});
const fieldErrors = async (response: Response) =>
  Object.fromEntries(((await response.json()).errors as Array<{ field: string; message: string }>).map((e) => [e.field, e.message]));

describe("registration", () => {
  it("enforces every rule of the specification with its message", async () => {
    const response = await server.api("/auth/register", {
      body: { first_name: "M", last_name: "O", email: "not-an-email", phone: "", password: "short", is_business: true },
    });
    expect(response.status).toBe(422);
    expect(await fieldErrors(response)).toEqual({
      first_name: "First name must be at least 2 characters long",
      last_name: "Last name must be at least 2 characters long",
      email: "Invalid email format",
      phone: "Phone number is required",
      password: "Password must be at least 8 characters long",
      terms_accepted: "You must agree to terms and conditions",
      business_name: "Business name is required for business accounts",
    });
  });

  it("rejects a phone number that is not a phone number", async () => {
    const response = await server.api("/auth/register", { body: { ...validRegistration(), phone: "12ab" } });
    expect(response.status).toBe(422);
    expect((await fieldErrors(response)).phone).toBe("Invalid phone number format");
  });

  it("creates a business account, normalises the phone and e-mails a verification link", async () => {
    const input = { ...validRegistration(), email: uniqueEmail().toUpperCase(), is_business: true, business_name: "Rock Estates Ltd", business_type: "real_estate" };
    const response = await server.api("/auth/register", { body: input, headers: { "Accept-Language": "es" } });
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ detail: "Check your e-mail to finish creating your account." });
    const email = input.email.toLowerCase();
    const stored = await server.services.database.db
      .selectFrom("users")
      .select(["email", "phone", "is_business", "business_name", "business_type", "is_verified", "language"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ email, phone: "+35020012345", is_business: 1, business_name: "Rock Estates Ltd", business_type: "real_estate", is_verified: 0, language: "es" });
    const mail = await mailTo(email, "/verify-email?token=");
    expect(mail).toContain("Verificar mi correo");
    expect(mail).toContain("text/html");
  });

  it("answers an address that has an account exactly as a new one, tells its owner by e-mail and changes nothing", async () => {
    const input = validRegistration();
    const first = await server.api("/auth/register", { body: input });
    const again = await server.api("/auth/register", { body: { ...input, email: input.email.toUpperCase(), password: "another-password", first_name: "Intruder" } });
    expect([again.status, await again.json()]).toEqual([first.status, await first.json()]);
    expect(await mailTo(input.email, "/auth?mode=forgot")).toContain("Someone tried to sign up with your e-mail address");
    const rows = await server.services.database.db.selectFrom("users").select(["first_name"]).where("email", "=", input.email.toLowerCase()).execute();
    expect(rows).toEqual([{ first_name: input.first_name }]);
    // The owner's password still works; the second one does not.
    await loginAs(server, input.email, input.password);
    expect((await server.api("/auth/login", { body: { email: input.email, password: "another-password" } })).status).toBe(401);
  });
});

describe("e-mail verification", () => {
  async function registerAndGetToken() {
    const input = validRegistration();
    await server.api("/auth/register", { body: input });
    return { input, token: tokenFrom(await mailTo(input.email, "/verify-email"), "/verify-email") };
  }

  it("verifies once with the e-mailed token", async () => {
    const { input, token } = await registerAndGetToken();
    const verified = await server.api("/auth/verify-email", { body: { token } });
    expect(verified.status).toBe(200);
    expect((await verified.json()).user.is_verified).toBe(true);
    const again = await server.api("/auth/verify-email", { body: { token } });
    expect(again.status).toBe(400);
    expect((await again.json()).detail).toBe("This link is invalid or has already been used.");
    const token2 = await loginAs(server, input.email, input.password);
    expect((await (await server.api("/auth/me", { token: token2 })).json()).is_verified).toBe(true);
  });

  it("tells an expired link from an invalid one", async () => {
    const { token } = await registerAndGetToken();
    await server.services.database.db.updateTable("auth_tokens").set({ expires_at: "2000-01-01T00:00:00.000Z" }).where("purpose", "=", "verify_email").execute();
    const expired = await server.api("/auth/verify-email", { body: { token } });
    expect(expired.status).toBe(410);
    expect((await expired.json()).detail).toBe("This link has expired.");
    expect((await server.api("/auth/verify-email", { body: { token: "x".repeat(43) } })).status).toBe(400);
  });

  it("resends a link only to an unverified account, with the same answer for anyone", async () => {
    const { input } = await registerAndGetToken();
    const before = readOutbox(server.dataDir).length;
    const known = await server.api("/auth/verify-email/resend", { body: { email: input.email } });
    const unknown = await server.api("/auth/verify-email/resend", { body: { email: "nobody-here@example.gi" } });
    expect(await known.json()).toEqual(await unknown.json());
    await expect.poll(() => readOutbox(server.dataDir).length).toBe(before + 1);
  });
});

describe("sessions", () => {
  it("refuses an expired session token", async () => {
    const user = await createUser(server.services.database);
    const token = await loginAs(server, user.email, user.password);
    await server.services.database.db.updateTable("sessions").set({ expires_at: "2000-01-01T00:00:00.000Z" }).where("user_id", "=", user.id).execute();
    expect((await server.api("/auth/me", { token })).status).toBe(401);
  });

  it("lasts 30 days with remember me and one day without", async () => {
    const user = await createUser(server.services.database);
    const long = await (await server.api("/auth/login", { body: { email: user.email, password: user.password, remember_me: true } })).json();
    const short = await (await server.api("/auth/login", { body: { email: user.email, password: user.password } })).json();
    const days = (iso: string) => (Date.parse(iso) - Date.now()) / 86_400_000;
    expect(days(long.expires_at)).toBeGreaterThan(29.9);
    expect(days(short.expires_at)).toBeLessThan(1.01);
  });

  it("blocks an e-mail's sign-ins from one address after 10 failures, with a 429 and Retry-After", async () => {
    const user = await createUser(server.services.database);
    let last: Response | undefined;
    for (let attempt = 0; attempt < 11; attempt++) {
      last = await server.api("/auth/login", { body: { email: user.email, password: "wrong-password" } });
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await last!.json()).detail).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    const spanish = await server.api("/auth/login", { body: { email: user.email, password: "x-wrong-1" }, headers: { "Accept-Language": "es" } });
    expect((await spanish.json()).detail).toMatch(/^Demasiados intentos/);
  });
});

describe("password recovery and change", () => {
  it("answers the same for known and unknown e-mails and sends a link only to the known one", async () => {
    const user = await createUser(server.services.database);
    const before = readOutbox(server.dataDir).length;
    const known = await server.api("/auth/password-recovery", { body: { email: user.email } });
    const unknown = await server.api("/auth/password-recovery", { body: { email: "ghost@example.gi" } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.json()).toEqual(await unknown.json());
    await expect.poll(() => readOutbox(server.dataDir).length).toBe(before + 1);
  });

  it("resets with a single-use token and ends every other session", async () => {
    const user = await createUser(server.services.database);
    const oldSession = await loginAs(server, user.email, user.password);
    await server.api("/auth/password-recovery", { body: { email: user.email } });
    // The e-mail goes out after the answer (the answer must not tell known e-mails apart).
    await expect.poll(() => lastMailTo(readOutbox(server.dataDir), user.email, "/reset-password")).toBeDefined();
    const token = tokenFrom(lastMailTo(readOutbox(server.dataDir), user.email, "/reset-password"), "/reset-password");

    const weak = await server.api("/auth/reset-password", { body: { token, password: "short" } });
    expect(weak.status).toBe(422);
    const reset = await server.api("/auth/reset-password", { body: { token, password: "brand-new-password" } });
    expect(reset.status).toBe(200);
    expect((await server.api("/auth/reset-password", { body: { token, password: "another-password" } })).status).toBe(400);

    expect((await server.api("/auth/me", { token: oldSession })).status).toBe(401);
    expect((await server.api("/auth/login", { body: { email: user.email, password: user.password } })).status).toBe(401);
    await loginAs(server, user.email, "brand-new-password");
  });

  it("changes the password when the current one is right, keeping this session only", async () => {
    const user = await createUser(server.services.database);
    const other = await loginAs(server, user.email, user.password);
    const current = await loginAs(server, user.email, user.password);
    const wrong = await server.api("/auth/change-password", { token: current, body: { current_password: "nope-nope", new_password: "changed-password" } });
    expect(wrong.status).toBe(400);
    expect(await fieldErrors(wrong)).toEqual({ current_password: "Current password is incorrect" });
    const changed = await server.api("/auth/change-password", { token: current, body: { current_password: user.password, new_password: "changed-password" } });
    expect(changed.status).toBe(200);
    expect((await server.api("/auth/me", { token: current })).status).toBe(200);
    expect((await server.api("/auth/me", { token: other })).status).toBe(401);
    await loginAs(server, user.email, "changed-password");
  });
});

describe("mail through a real SMTP server", () => {
  it("delivers the verification and reset links, which work when followed", async () => {
    const smtp = await startSmtpServer();
    const mailed = await startTestServer({ SMTP_URL: smtp.url });
    try {
      const input = validRegistration();
      expect((await mailed.api("/auth/register", { body: input })).status).toBe(202);
      await expect.poll(() => smtp.received.length).toBe(1);
      const verifyToken = tokenFrom(smtp.received[0], "/verify-email");
      expect(smtp.received[0]).toContain(`${mailed.url}/verify-email?token=`);
      expect((await mailed.api("/auth/verify-email", { body: { token: verifyToken } })).status).toBe(200);

      await mailed.api("/auth/password-recovery", { body: { email: input.email } });
      await expect.poll(() => smtp.received.length).toBe(2);
      const resetToken = tokenFrom(smtp.received[1], "/reset-password");
      expect((await mailed.api("/auth/reset-password", { body: { token: resetToken, password: "smtp-new-password" } })).status).toBe(200);
      await loginAs(mailed, input.email, "smtp-new-password");
      expect(readOutbox(mailed.dataDir)).toEqual([]);
    } finally {
      await mailed.stop();
      await smtp.close();
    }
  });
});
