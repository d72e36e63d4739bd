import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import type { Logger } from "../../lib/logger.js";
import type { Mailer } from "../../lib/mail.js";
import { nowIso } from "../../lib/time.js";
import type { FavoriteNotice, FavoriteNoticeKind, FavoriteNoticeList } from "../../schemas/listing-extras.js";

/** How many notices the dashboard shows. */
const SHOWN = 30;

type PriceDrop = { old_price_minor: number; new_price_minor: number; currency: string };

const money = (minor: number, currency: string, language: string) =>
  new Intl.NumberFormat(language === "es" ? "es-ES" : "en-GB", { style: "currency", currency: currency.toUpperCase(), maximumFractionDigits: minor % 100 ? 2 : 0 }).format(minor / 100);

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
export function createFavoriteNotices(deps: { db: Kysely<DB>; mailer: Mailer; publicUrl: () => string; logger: Logger }) {
  const { db } = deps;

  return {
    /** Tells everyone who saved these listings (one INSERT … SELECT per listing). */
    async record(listingIds: number[], kind: FavoriteNoticeKind, drop?: PriceDrop): Promise<void> {
      const now = nowIso();
      for (const listingId of listingIds) {
        await db
          .insertInto("favorite_notices")
          .columns(["user_id", "listing_id", "kind", "old_price_minor", "new_price_minor", "currency", "created_at"])
          .expression(
            db
              .selectFrom("favorites as f")
              .innerJoin("listings as l", "l.id", "f.listing_id")
              .select([
                "f.user_id", "f.listing_id", sql.lit(kind).as("kind"),
                // Typed, so PostgreSQL knows what a NULL parameter is.
                sql<number | null>`cast(${drop?.old_price_minor ?? null} as integer)`.as("old_price_minor"),
                sql<number | null>`cast(${drop?.new_price_minor ?? null} as integer)`.as("new_price_minor"),
                sql<string | null>`cast(${drop?.currency ?? null} as text)`.as("currency"),
                sql<string>`cast(${now} as text)`.as("created_at"),
              ])
              .where("f.listing_id", "=", listingId)
              .whereRef("f.user_id", "!=", "l.user_id"),
          )
          .execute();
      }
    },

    async list(userId: number): Promise<FavoriteNoticeList> {
      const [rows, unread] = await Promise.all([
        db
          .selectFrom("favorite_notices as n")
          .innerJoin("listings as l", "l.id", "n.listing_id")
          .select(["n.id", "n.kind", "n.old_price_minor", "n.new_price_minor", "n.currency", "n.created_at", "n.read_at", "l.id as listing_id", "l.title", "l.slug"])
          .where("n.user_id", "=", userId)
          .orderBy("n.id", "desc")
          .limit(SHOWN)
          .execute(),
        db.selectFrom("favorite_notices").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", userId).where("read_at", "is", null).executeTakeFirst(),
      ]);
      const notices = rows.map(
        (row): FavoriteNotice => ({
          id: Number(row.id), kind: row.kind, listing: { id: Number(row.listing_id), title: row.title, slug: row.slug },
          old_price_minor: row.old_price_minor === null ? null : Number(row.old_price_minor),
          new_price_minor: row.new_price_minor === null ? null : Number(row.new_price_minor),
          currency: row.currency, created_at: row.created_at, read: row.read_at !== null,
        }),
      );
      return { notices, unread: Number(unread?.n ?? 0) };
    },


    markRead: (userId: number) => db.updateTable("favorite_notices").set({ read_at: nowIso() }).where("user_id", "=", userId).where("read_at", "is", null).execute(),

    /** E-mails the news not e-mailed yet to the users who want it; answers how many e-mails. */
    async send(now = new Date()): Promise<number> {
      const at = now.toISOString();
      const picked = await db.updateTable("favorite_notices").set({ emailed_at: at }).where("emailed_at", "is", null).returning("id").execute();
      if (!picked.length) return 0;
      const rows = await db
        .selectFrom("favorite_notices as n")
        .innerJoin("listings as l", "l.id", "n.listing_id")
        .innerJoin("users as u", "u.id", "n.user_id")
        .select(["n.id", "n.kind", "n.old_price_minor", "n.new_price_minor", "n.currency", "l.title", "l.slug", "u.id as user_id", "u.email", "u.first_name", "u.language"])
        .where("n.id", "in", picked.map((row) => Number(row.id)))
        .where("u.is_active", "=", 1)
        .where("u.email_on_favorite_updates", "=", 1)
        .orderBy("n.id")
        .execute();
      const byUser = new Map<number, typeof rows>();
      for (const row of rows) byUser.set(Number(row.user_id), [...(byUser.get(Number(row.user_id)) ?? []), row]);
      let sent = 0;
      for (const notices of byUser.values()) {
        const user = notices[0]!;
        const t = user.language === "es" ? TEXTS.es : TEXTS.en;
        const price = (minor: number | null, currency: string | null) => money(Number(minor ?? 0), currency ?? "gbp", user.language);
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
          await db.updateTable("favorite_notices").set({ emailed_at: null }).where("id", "in", notices.map((n) => Number(n.id))).execute();
        }
      }
      return sent;
    },
  };
}

export type FavoriteNotices = ReturnType<typeof createFavoriteNotices>;
