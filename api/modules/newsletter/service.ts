import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";
import type { Mailer } from "../../lib/mail.js";
import { nowIso } from "../../lib/time.js";
import { LIMITS, type RateLimiter } from "../../lib/rate-limit.js";
import { hashToken, newToken } from "../../lib/tokens.js";

const CONFIRM_TEXT = {
  en: {
    subject: "Confirm your newsletter subscription",
    body: (link: string) => `Thanks for subscribing to the Gibraltar Marketplace newsletter.\n\nConfirm your subscription: ${link}\n\nIf you did not ask for this, ignore this e-mail.`,
  },
  es: {
    subject: "Confirma tu suscripción al boletín",
    body: (link: string) => `Gracias por suscribirte al boletín de Gibraltar Marketplace.\n\nConfirma tu suscripción: ${link}\n\nSi no lo has solicitado, ignora este correo.`,
  },
};

/** Double opt-in: a subscription counts once the e-mailed link is followed. */
export function createNewsletterService(deps: { db: Kysely<DB>; mailer: Mailer; publicUrl: () => string; limiter: RateLimiter }) {
  const { db, limiter } = deps;
  return {
    async subscribe(input: { email: string; source: string }, language: "en" | "es", ip?: string) {
      await limiter.check(LIMITS.newsletterByIp, [ip], language);
      const existing = await db.selectFrom("newsletter_subscribers").select(["id", "status"]).where("email", "=", input.email).executeTakeFirst();
      if (existing?.status === "confirmed") return { status: "confirmed" as const };
      // An address already sent a link this hour keeps that link: nobody can flood an inbox.
      if (existing && !(await limiter.allow(LIMITS.newsletterConfirmByEmail, input.email))) return { status: "pending" as const };
      if (!existing) await limiter.allow(LIMITS.newsletterConfirmByEmail, input.email);
      const token = newToken();
      if (existing) {
        await db.updateTable("newsletter_subscribers").set({ confirm_token_hash: hashToken(token), language, status: "pending" }).where("id", "=", existing.id).execute();
      } else {
        await db
          .insertInto("newsletter_subscribers")
          .values({ email: input.email, source: input.source, language, status: "pending", confirm_token_hash: hashToken(token), created_at: nowIso() })
          .execute();
      }
      const text = CONFIRM_TEXT[language];
      const link = `${deps.publicUrl()}/newsletter/confirm?token=${encodeURIComponent(token)}`;
      await deps.mailer.send({ to: input.email, subject: text.subject, text: text.body(link) });
      return { status: "pending" as const };
    },

    async confirm(token: string) {
      const row = await db.selectFrom("newsletter_subscribers").select(["id", "email"]).where("confirm_token_hash", "=", hashToken(token)).executeTakeFirst();
      if (!row) throw new AppError(400, "This confirmation link is invalid or has already been used.");
      await db
        .updateTable("newsletter_subscribers")
        .set({ status: "confirmed", confirmed_at: nowIso(), confirm_token_hash: null })
        .where("id", "=", row.id)
        .execute();
      return { email: row.email, status: "confirmed" as const };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
