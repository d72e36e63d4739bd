import { groupBy } from "../../lib/group-by.js";
import type { Logger } from "../../lib/logger.js";
import type { Mailer } from "../../lib/mail.js";
import { formatMinorMoney } from "../../schemas/format.js";
import { nowIso } from "../../lib/time.js";
import type { FavoriteNotice, FavoriteNoticeKind, FavoriteNoticeList } from "../../schemas/listing-extras.js";
import type { FavoriteNoticesRepository, PriceDrop } from "./notices-repository.js";

/** How many notices the dashboard shows. */
const SHOWN = 30;


const TEXTS = {
  en: {
    subject: (count: number) => (count === 1 ? "News about a listing you saved" : `${count} updates on listings you saved`),
    intro: (name: string) => `Hello ${name}, there is news about listings you saved:`,
    price_drop: (title: string, from: string, to: string) => `“${title}” is now ${to} (was ${from})`,
    sold: (title: string) => `“${title}” has been sold`,
    reserved: (title: string) => `“${title}” has been reserved`,
    expired: (title: string) => `“${title}” has expired`,
    footer: "You can turn these e-mails off in your dashboard's settings.",
  },
  es: {
    subject: (count: number) => (count === 1 ? "Novedades de un anuncio que guardaste" : `${count} novedades de anuncios que guardaste`),
    intro: (name: string) => `Hola ${name}, hay novedades de anuncios que guardaste:`,
    price_drop: (title: string, from: string, to: string) => `«${title}» ahora cuesta ${to} (antes ${from})`,
    sold: (title: string) => `«${title}» se ha vendido`,
    reserved: (title: string) => `«${title}» se ha reservado`,
    expired: (title: string) => `«${title}» ha caducado`,
    footer: "Puedes desactivar estos correos en los ajustes de tu panel.",
  },
};

/**
 * News of saved listings for the users who saved them (not their owner): recorded when the
 * listing changes, shown in the site until read, and e-mailed in one message per user per run
 * to those who want it; each notice is claimed for e-mail in the UPDATE that picks it.
 */
export function createFavoriteNotices(deps: { repo: FavoriteNoticesRepository; mailer: Mailer; publicUrl: () => string; logger: Logger }) {
  const { repo } = deps;

  return {
    /** Tells everyone who saved these listings. */
    async record(listingIds: number[], kind: FavoriteNoticeKind, drop?: PriceDrop): Promise<void> {
      const now = nowIso();
      for (const listingId of listingIds) await repo.record(listingId, kind, drop, now);
    },

    async list(userId: number): Promise<FavoriteNoticeList> {
      const [rows, unread] = await Promise.all([repo.latest(userId, SHOWN), repo.unread(userId)]);
      const notices = rows.map(
        (row): FavoriteNotice => ({
          id: Number(row.id), kind: row.kind, listing: { id: Number(row.listing_id), title: row.title, slug: row.slug },
          old_price_minor: row.old_price_minor === null ? null : Number(row.old_price_minor),
          new_price_minor: row.new_price_minor === null ? null : Number(row.new_price_minor),
          currency: row.currency, created_at: row.created_at, read: row.read_at !== null,
        }),
      );
      return { notices, unread };
    },

    markRead: (userId: number) => repo.markRead(userId, nowIso()),

    /** E-mails the news not e-mailed yet to the users who want it; answers how many e-mails. */
    async send(now = new Date()): Promise<number> {
      const rows = await repo.takeUnsent(now.toISOString());
      let sent = 0;
      for (const notices of groupBy(rows, (row) => Number(row.user_id)).values()) {
        const user = notices[0]!;
        const t = user.language === "es" ? TEXTS.es : TEXTS.en;
        const price = (minor: number | null, currency: string | null) => formatMinorMoney(Number(minor ?? 0), currency ?? "gbp", user.language);
        const lines = notices.map((n) => {
          const line = n.kind === "price_drop" ? t.price_drop(n.title, price(n.old_price_minor, n.currency), price(n.new_price_minor, n.currency)) : t[n.kind](n.title);
          return `- ${line}\n  ${deps.publicUrl()}/listing/${n.slug}`;
        });
        try {
          await deps.mailer.send({
            to: user.email,
            subject: t.subject(notices.length),
            text: [t.intro(user.first_name || user.email), "", ...lines, "", t.footer].join("\n"),
          });
          sent += 1;
        } catch (error) {
          deps.logger.error(`Favourite news e-mail to user ${user.user_id} failed`, error);
          await repo.unsend(notices.map((n) => Number(n.id)));
        }
      }
      return sent;
    },
  };
}

export type FavoriteNotices = ReturnType<typeof createFavoriteNotices>;
