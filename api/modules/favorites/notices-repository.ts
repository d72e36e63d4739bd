import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import type { FavoriteNoticeKind } from "../../schemas/listing-extras.js";
import { countOf } from "../../db/count.js";
import { preparedQuery } from "../../db/prepared-query.js";

export type PriceDrop = { old_price_minor: number; new_price_minor: number; currency: string };

const NOTICE_COLUMNS = ["n.id", "n.kind", "n.old_price_minor", "n.new_price_minor", "n.currency", "n.created_at", "n.read_at", "l.id as listing_id", "l.title", "l.slug"] as const;

/** The header's badge of unread news, counted on every signed-in page: prepared once. */
const countUnreadNotices = preparedQuery<{ userId: number }>()((db: Kysely<DB>, value) =>
  db.selectFrom("favorite_notices").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", value("userId")).where("read_at", "is", null),
);

/** The dashboard's latest news of saved listings, read on every visit of its overview: prepared once. */
const latestNotices = preparedQuery<{ userId: number; limit: number }>()((db: Kysely<DB>, value) =>
  db
    .selectFrom("favorite_notices as n")
    .innerJoin("listings as l", "l.id", "n.listing_id")
    .select(NOTICE_COLUMNS)
    .where("n.user_id", "=", value("userId"))
    .orderBy("n.id", "desc")
    .limit(value("limit")),
);

/** News of saved listings: written for every user who saved a listing, read, and claimed for e-mail. */
export function createFavoriteNoticesRepository(db: Kysely<DB>) {
  return {
    /** One notice for each user who saved the listing, but its owner (one INSERT … SELECT). */
    record: (listingId: number, kind: FavoriteNoticeKind, drop: PriceDrop | undefined, now: string) =>
      db
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
        .execute(),

    latest: (userId: number, limit: number) => latestNotices(db, { userId, limit }),

    async unread(userId: number): Promise<number> {
      return countOf((await countUnreadNotices(db, { userId }))[0]?.n);
    },

    markRead: (userId: number, now: string) => db.updateTable("favorite_notices").set({ read_at: now }).where("user_id", "=", userId).where("read_at", "is", null).execute(),

    /**
     * Notices not e-mailed yet, marked e-mailed at `now` in the same UPDATE (one sender takes
     * each), with their users: only those who want the e-mails and are active.
     */
    async takeUnsent(now: string) {
      const picked = await db.updateTable("favorite_notices").set({ emailed_at: now }).where("emailed_at", "is", null).returning("id").execute();
      if (!picked.length) return [];
      return db
        .selectFrom("favorite_notices as n")
        .innerJoin("listings as l", "l.id", "n.listing_id")
        .innerJoin("users as u", "u.id", "n.user_id")
        .select([...NOTICE_COLUMNS, "u.id as user_id", "u.email", "u.first_name", "u.language"])
        .where("n.id", "in", picked.map((row) => Number(row.id)))
        .where("u.is_active", "=", 1)
        .where("u.email_on_favorite_updates", "=", 1)
        .orderBy("n.id")
        .execute();
    },

    /** Gives notices back for the next run (their e-mail failed). */
    unsend: (ids: number[]) => db.updateTable("favorite_notices").set({ emailed_at: null }).where("id", "in", ids).execute(),
  };
}

export type FavoriteNoticesRepository = ReturnType<typeof createFavoriteNoticesRepository>;
