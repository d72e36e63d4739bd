import type { LinkTokens } from "../../lib/link-tokens.js";
import type { Logger } from "../../lib/logger.js";
import type { Mailer } from "../../lib/mail.js";
import { EXPIRY_REMINDER_DAYS } from "../../schemas/constants.js";
import { longDateInGibraltar } from "../../schemas/format.js";
import type { LifecycleRepository } from "./lifecycle-repository.js";

const DAY = 24 * 60 * 60 * 1000;

const TEXTS = {
  en: {
    subject: (title: string) => `Your listing “${title}” ends soon`,
    body: (name: string, title: string, ends: string, renew: string, url: string) =>
      `Hello ${name},\n\nYour listing “${title}” ends on ${ends} and then leaves the site.\n\nKeep it listed with one click: ${renew}\n\nSee it: ${url}\n\nIf it has sold, you can mark it sold in your dashboard.`,
  },
  es: {
    subject: (title: string) => `Tu anuncio «${title}» caduca pronto`,
    body: (name: string, title: string, ends: string, renew: string, url: string) =>
      `Hola ${name}:\n\nTu anuncio «${title}» caduca el ${ends} y después deja de verse en el sitio.\n\nMantenlo publicado con un clic: ${renew}\n\nVerlo: ${url}\n\nSi ya lo has vendido, puedes marcarlo como vendido en tu panel.`,
  },
};

/**
 * Tells owners, EXPIRY_REMINDER_DAYS before a listing ends, with a link that renews it (signed,
 * bound to that end, so it works signed out and once). Each listing is marked as reminded in the
 * same UPDATE that picks it, so instances running this at once do not both send; a failed e-mail
 * gives the mark back for the next run.
 */
export function createExpiryReminders(deps: { repo: LifecycleRepository; mailer: Mailer; tokens: LinkTokens; publicUrl: () => string; logger: Logger }) {
  return {
    /** One run; answers how many reminders went out. */
    async remind(now = new Date()): Promise<number> {
      const rows = await deps.repo.takeEndingSoon(now.toISOString(), new Date(now.getTime() + EXPIRY_REMINDER_DAYS * DAY).toISOString());
      let sent = 0;
      for (const row of rows) {
        if (Number(row.is_active) !== 1 || !row.expires_at) continue;
        const site = deps.publicUrl();
        const texts = row.language === "es" ? TEXTS.es : TEXTS.en;
        const renew = `${site}/listings/renew?token=${deps.tokens.make(Number(row.id), row.expires_at)}`;
        try {
          await deps.mailer.send({
            to: row.email,
            subject: texts.subject(row.title),
            text: texts.body(row.first_name || row.email, row.title, longDateInGibraltar(row.expires_at, row.language), renew, `${site}/listing/${row.slug}`),
          });
          sent += 1;
        } catch (error) {
          deps.logger.error(`Expiry reminder for listing ${row.id} failed`, error);
          await deps.repo.unmarkReminded(Number(row.id));
        }
      }
      return sent;
    },
  };
}

export type ExpiryReminders = ReturnType<typeof createExpiryReminders>;
