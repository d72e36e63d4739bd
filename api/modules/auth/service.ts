import type { LoginInput, RegisterInput } from "../../schemas/auth.js";
import { AppError } from "../../lib/errors.js";
import type { Mailer } from "../../lib/mail.js";
import { hashPassword, verifyPassword } from "../../lib/passwords.js";
import { LIMITS, type RateLimiter, type LoginGuard } from "../../lib/rate-limit.js";
import { DAY, HOUR, isoIn } from "../../lib/time.js";
import { hashToken, newToken } from "../../lib/tokens.js";
import type { PublicUser, Session } from "../../schemas/users.js";
import { type UserRow, type UsersRepository, toPublicUser } from "../users/repository.js";
import { accountEmail } from "./emails.js";
import type { SessionsRepository } from "./sessions-repository.js";
import type { TokensRepository } from "./tokens-repository.js";
import type { Logger } from "../../lib/logger.js";
import type { AuditLog, AuthActor } from "../admin/audit-log.js";

export const LOGIN_FAILED = "Login failed. Please check your credentials.";
export const SIGNUP_SENT = "Check your e-mail to finish creating your account.";
export const RECOVERY_SENT = "If an account exists for this email, a password reset link has been sent.";
export const VERIFICATION_SENT = "If this email belongs to an account that is not verified yet, a new verification link has been sent.";
export const LINK_EXPIRED = "This link has expired.";
export const LINK_INVALID = "This link is invalid or has already been used.";

const REMEMBER_ME_LIFETIME = 30 * DAY;
const SHORT_LIFETIME = DAY;
const VERIFY_LIFETIME = DAY;
const RESET_LIFETIME = HOUR;
const TOUCH_INTERVAL = 5 * 60 * 1000;

export type Client = { userAgent?: string; ip?: string; language: "en" | "es" };
export type AuthenticatedUser = PublicUser & { sessionId: number };

type Deps = {
  users: UsersRepository;
  sessions: SessionsRepository;
  tokens: TokensRepository;
  mailer: Mailer;
  limiter: RateLimiter;
  loginGuard: LoginGuard;
  audit: AuditLog;
  logger?: Logger;
  publicUrl: () => string;
};

export function createAuthService(deps: Deps) {
  const { users, sessions, tokens, limiter, loginGuard } = deps;
  const language = (user: UserRow): "en" | "es" => (user.language === "es" ? "es" : "en");

  /** An auth event in the audit log, with the address and browser it came from. */
  const audited = (who: { id: number | null; email: string }, client: Omit<Client, "language"> | undefined, action: string, summary: string) => {
    const actor: AuthActor = { ...who, ip: client?.ip, userAgent: client?.userAgent };
    return deps.audit.record(actor, { action, entity: "auth", entity_id: who.id, summary });
  };

  async function startSession(user: UserRow, rememberMe: boolean, client: Omit<Client, "language">): Promise<Session> {
    const token = newToken();
    const expires_at = isoIn(rememberMe ? REMEMBER_ME_LIFETIME : SHORT_LIFETIME);
    await sessions.insert({ user_id: user.id, token_hash: hashToken(token), expires_at, user_agent: client.userAgent, ip: client.ip });
    return { access_token: token, token_type: "bearer", expires_at, user: toPublicUser(user) };
  }

  async function sendLink(user: UserRow, kind: "verify" | "reset", returnTo?: string) {
    const purpose = kind === "verify" ? "verify_email" : "reset_password";
    await tokens.revokeAll(user.id, purpose);
    const token = await tokens.issue(user.id, purpose, kind === "verify" ? VERIFY_LIFETIME : RESET_LIFETIME);
    const path = kind === "verify" ? "/verify-email" : "/reset-password";
    const back = returnTo ? `&redirectTo=${encodeURIComponent(returnTo)}` : "";
    const link = `${deps.publicUrl()}${path}?token=${encodeURIComponent(token)}${back}`;
    await deps.mailer.send(accountEmail(kind, user.email, user.first_name, link, language(user)));
  }

  function linkError(status: "expired" | "invalid"): AppError {
    return status === "expired" ? new AppError(410, LINK_EXPIRED) : new AppError(400, LINK_INVALID);
  }

  return {
    startSession,
    audited,

    /**
     * The same answer, in about the same time, for a new address and one that has an account,
     * so sign-up tells nobody who is registered: a new address gets its account and the
     * verification link, an existing one's owner an e-mail saying someone tried.
     */
    async register(input: RegisterInput, client: Client): Promise<{ detail: string }> {
      await limiter.check(LIMITS.registerByIp, [client.ip], client.language);
      await limiter.check(LIMITS.registerByEmail, [input.email], client.language);
      // Hashed either way: the costly step takes as long for both.
      const password_hash = await hashPassword(input.password);
      const existing = await users.findByEmail(input.email);
      const user = existing
        ? null
        : await users
            .insert({
              email: input.email,
              password_hash,
              first_name: input.first_name,
              last_name: input.last_name,
              phone: input.phone,
              is_business: input.is_business,
              business_name: input.is_business ? input.business_name || null : null,
              business_type: input.is_business ? input.business_type || null : null,
              language: client.language,
            })
            // Two sign-ups for one address at once: the second finds it taken, like `existing`.
            .catch(async (error: unknown) => {
              if (await users.findByEmail(input.email)) return null;
              throw error;
            });
      // Off the request path: mail takes as long as the mail server does.
      void (async () => {
        if (user) return sendLink(user, "verify");
        const owner = existing ?? (await users.findByEmail(input.email));
        if (owner) await deps.mailer.send(accountEmail("existing", owner.email, owner.first_name, `${deps.publicUrl()}/auth?mode=forgot`, language(owner)));
      })().catch((error: unknown) => deps.logger?.error("Sign-up e-mail failed", error));
      return { detail: SIGNUP_SENT };
    },

    /** Same answer for an unknown e-mail and a wrong password: nothing to probe. */
    async login(input: LoginInput, client: Client): Promise<Session> {
      await loginGuard.before(input.email, client.ip ?? "unknown", client.language);
      const user = await users.findByEmail(input.email);
      const valid = await verifyPassword(user?.password_hash ?? null, input.password);
      if (!user || !valid || user.is_active !== 1) {
        await loginGuard.failed(input.email, client.ip ?? "unknown");
        await audited({ id: user?.id ?? null, email: input.email }, client, "sign_in_failed", "Failed sign-in");
        throw new AppError(401, LOGIN_FAILED);
      }
      await loginGuard.succeeded(input.email, client.ip ?? "unknown");
      await audited(user, client, "sign_in", "Signed in");
      return startSession(user, input.remember_me, client);
    },

    async authenticate(token: string): Promise<AuthenticatedUser | null> {
      const row = await sessions.findLive(hashToken(token));
      if (!row) return null;
      if (Date.now() - Date.parse(row.last_used_at) > TOUCH_INTERVAL) await sessions.touch(row.session_id);
      return { ...toPublicUser(row), sessionId: row.session_id };
    },

    logout: (token: string) => sessions.revoke(hashToken(token)),

    async verifyEmail(token: string): Promise<{ user: PublicUser }> {
      const result = await tokens.consume(token, "verify_email");
      if (result.status !== "valid") throw linkError(result.status);
      await users.update(result.userId, { is_verified: 1 });
      return { user: toPublicUser((await users.findById(result.userId))!) };
    },

    /** `returnTo`: the page the link brings a signed-in user back to. */
    async resendVerification(email: string, client: Client, returnTo?: string): Promise<{ detail: string }> {
      await limiter.check(LIMITS.resendByIp, [client.ip], client.language);
      await limiter.check(LIMITS.resendByEmail, [email], client.language);
      const user = await users.findByEmail(email);
      if (user && user.is_active === 1 && user.is_verified !== 1) await sendLink(user, "verify", returnTo);
      return { detail: VERIFICATION_SENT };
    },

    /** Always the same answer, so nobody can learn which e-mails have accounts. */
    async requestPasswordReset(email: string, client: Client): Promise<{ detail: string }> {
      await limiter.check(LIMITS.recoveryByIp, [client.ip], client.language);
      await limiter.check(LIMITS.recoveryByEmail, [email], client.language);
      // Off the request path: the answer takes as long for an e-mail with an account as without.
      void (async () => {
        const user = await users.findByEmail(email);
        if (user && user.is_active === 1) await sendLink(user, "reset");
      })().catch((error: unknown) => deps.logger?.error("Password-reset e-mail failed", error));
      return { detail: RECOVERY_SENT };
    },

    /** An admin's "send a password link": the same e-mail as a forgotten password, without its limits. */
    async sendPasswordLink(userId: number): Promise<void> {
      const user = await users.findById(userId);
      if (user) await sendLink(user, "reset");
    },

    /** A reset ends every session of the user: whoever had the old password is signed out. */
    async resetPassword(token: string, password: string, client?: Client): Promise<{ detail: string }> {
      const result = await tokens.consume(token, "reset_password");
      if (result.status !== "valid") throw linkError(result.status);
      // Following the e-mailed link also proves the address.
      await users.update(result.userId, { password_hash: await hashPassword(password), is_verified: 1 });
      await sessions.revokeAllOf(result.userId);
      const user = await users.findById(result.userId);
      if (user) await audited(user, client, "password_reset", "Reset the password through an e-mailed link");
      return { detail: "Your password has been changed. You can now log in." };
    },

    /** Keeps the session making the change; ends the others. */
    async changePassword(user: AuthenticatedUser, current: string, next: string, client?: Client): Promise<{ detail: string }> {
      const row = await users.findById(user.id);
      if (!row || !(await verifyPassword(row.password_hash, current))) {
        throw new AppError(400, "Current password is incorrect", [{ field: "current_password", message: "Current password is incorrect" }]);
      }
      await users.update(user.id, { password_hash: await hashPassword(next) });
      await sessions.revokeAllOf(user.id, user.sessionId);
      await audited(user, client, "password_change", "Changed the password");
      return { detail: "Your password has been changed." };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
