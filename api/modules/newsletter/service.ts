import { AppError } from "../../lib/errors.js";
import type { Mailer } from "../../lib/mail.js";
import { LIMITS, type RateLimiter } from "../../lib/rate-limit.js";
import { hashToken, newToken } from "../../lib/tokens.js";
import type { NewsletterRepository } from "./repository.js";

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
export function createNewsletterService(deps: { repo: NewsletterRepository; mailer: Mailer; publicUrl: () => string; limiter: RateLimiter }) {
  const { repo, limiter } = deps;
  return {
    async subscribe(input: { email: string; source: string }, language: "en" | "es", ip?: string) {
      await limiter.check(LIMITS.newsletterByIp, [ip], language);
      const existing = await repo.byEmail(input.email);
      if (existing?.status === "confirmed") return { status: "confirmed" as const };
      // An address already sent a link this hour keeps that link: nobody can flood an inbox.
      if (existing && !(await limiter.allow(LIMITS.newsletterConfirmByEmail, input.email))) return { status: "pending" as const };
      if (!existing) await limiter.allow(LIMITS.newsletterConfirmByEmail, input.email);
      const token = newToken();
      await repo.savePending(existing?.id, { email: input.email, source: input.source, language, tokenHash: hashToken(token) });
      const text = CONFIRM_TEXT[language];
      const link = `${deps.publicUrl()}/newsletter/confirm?token=${encodeURIComponent(token)}`;
      await deps.mailer.send({ to: input.email, subject: text.subject, text: text.body(link) });
      return { status: "pending" as const };
    },

    async confirm(token: string) {
      const row = await repo.byTokenHash(hashToken(token));
      if (!row) throw new AppError(400, "This confirmation link is invalid or has already been used.");
      await repo.confirm(row.id);
      return { email: row.email, status: "confirmed" as const };
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
