import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import { countOf } from "../../db/count.js";
import { preparedQuery } from "../../db/prepared-query.js";
import type { HeaderCounts } from "../../schemas/dashboard.js";

// Reads of the dashboard overview and the header badges: plain counts, sums and joins that mean
// the same on SQLite and PostgreSQL (counts and sums are read with countOf).

/** Messages addressed to the user: in a room the user is in, sent by someone else (or the system). */
const receivedBy = (userId: number) => (eb: ExpressionBuilder<DB, "chat_messages" | "chat_rooms">) =>
  eb.and([
    eb.or([eb("chat_rooms.buyer_id", "=", userId), eb("chat_rooms.seller_id", "=", userId)]),
    eb.or([eb("chat_messages.sender_id", "is", null), eb("chat_messages.sender_id", "!=", userId)]),
  ]);

const unreadMessagesOf = (db: Kysely<DB>, userId: number) =>
  db
    .selectFrom("chat_messages")
    .innerJoin("chat_rooms", "chat_rooms.id", "chat_messages.chat_room_id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(receivedBy(userId))
    .where("chat_messages.is_read", "=", sql.lit(0));
const countUnreadMessages = preparedQuery<{ userId: number }>()((db: Kysely<DB>, value) => unreadMessagesOf(db, value("userId")));

// The header's badges are counted on every signed-in page: one statement for the three, prepared once.
const countHeaderBadges = preparedQuery<{ userId: number }>()((db: Kysely<DB>, value) =>
  db.selectNoFrom((eb) => [
    eb.selectFrom("favorites").select((inner) => inner.fn.countAll<number>().as("n")).where("user_id", "=", value("userId")).as("favorites"),
    unreadMessagesOf(db, value("userId")).as("unread_messages"),
    eb
      .selectFrom("favorite_notices")
      .select((inner) => inner.fn.countAll<number>().as("n"))
      .where("user_id", "=", value("userId"))
      .where("read_at", "is", null)
      .as("favorite_news"),
  ]),
);

// The overview's reads run on every visit of the dashboard: prepared once too.
const listingTotalsQuery = preparedQuery<{ userId: number }>()((db: Kysely<DB>, value) =>
  db
    .selectFrom("listings")
    .select(["status", (eb) => eb.fn.countAll<number>().as("n"), (eb) => eb.fn.sum<number>("views_count").as("views")])
    .where("user_id", "=", value("userId"))
    .groupBy("status"),
);
const favoritesReceivedQuery = preparedQuery<{ userId: number }>()((db: Kysely<DB>, value) =>
  db
    .selectFrom("favorites")
    .innerJoin("listings", "listings.id", "favorites.listing_id")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("listings.user_id", "=", value("userId")),
);
const recentMessagesQuery = preparedQuery<{ userId: number; limit: number }>()((db: Kysely<DB>, value) =>
  db
    .selectFrom("chat_messages")
    .innerJoin("chat_rooms", "chat_rooms.id", "chat_messages.chat_room_id")
    .innerJoin("listings", "listings.id", "chat_rooms.listing_id")
    .leftJoin("users", "users.id", "chat_messages.sender_id")
    .select([
      "chat_messages.id", "chat_messages.created_at", "users.first_name", "users.last_name",
      "listings.id as listing_id", "listings.title as listing_title", "listings.slug as listing_slug",
    ])
    .where(receivedBy(value("userId")))
    .orderBy("chat_messages.created_at", "desc")
    .orderBy("chat_messages.id", "desc")
    .limit(value("limit")),
);
const recentReviewsQuery = preparedQuery<{ userId: number; limit: number }>()((db: Kysely<DB>, value) =>
  db
    .selectFrom("reviews")
    .innerJoin("listings", "listings.id", "reviews.listing_id")
    .leftJoin("users", "users.id", "reviews.user_id")
    .select([
      "reviews.id", "reviews.created_at", "reviews.rating", "reviews.is_anonymous", "users.first_name", "users.last_name",
      "listings.id as listing_id", "listings.title as listing_title", "listings.slug as listing_slug",
    ])
    .where("listings.user_id", "=", value("userId"))
    .where("reviews.status", "=", sql.lit("published"))
    .orderBy("reviews.created_at", "desc")
    .orderBy("reviews.id", "desc")
    .limit(value("limit")),
);
const expiringQuery = preparedQuery<{ userId: number; now: string; before: string; limit: number }>()((db: Kysely<DB>, value) =>
  db
    .selectFrom("listings")
    .select(["id as listing_id", "title as listing_title", "slug as listing_slug", "expires_at"])
    .where("user_id", "=", value("userId"))
    .where("status", "=", sql.lit("published"))
    .where("expires_at", ">", value("now"))
    .where("expires_at", "<=", value("before"))
    .orderBy("expires_at", "asc")
    .orderBy("id", "asc")
    .limit(value("limit")),
);

export function createOverviewRepository(db: Kysely<DB>) {
  return {
    async unreadMessages(userId: number): Promise<number> {
      return countOf((await countUnreadMessages(db, { userId }))[0]?.n);
    },

    /** The header's badges: listings saved, messages unread, unread news of saved listings. */
    async headerCounts(userId: number): Promise<HeaderCounts> {
      const row = (await countHeaderBadges(db, { userId }))[0];
      return { favorites: countOf(row?.favorites), unread_messages: countOf(row?.unread_messages), favorite_news: countOf(row?.favorite_news) };
    },

    /** The user's listings counted by status, and their views summed. */
    async listingTotals(userId: number) {
      const rows = await listingTotalsQuery(db, { userId });
      return rows.map((row) => ({ status: row.status, count: countOf(row.n), views: countOf(row.views) }));
    },

    /** How many times the user's listings have been saved. */
    async favoritesReceived(userId: number): Promise<number> {
      return countOf((await favoritesReceivedQuery(db, { userId }))[0]?.n);
    },

    /** The newest messages the user received about a listing (read or not). */
    recentMessages: (userId: number, limit: number) => recentMessagesQuery(db, { userId, limit }),

    /** The newest published reviews of the user's listings. */
    recentReviews: (userId: number, limit: number) => recentReviewsQuery(db, { userId, limit }),

    /** The user's published listings ending between now and `before`, soonest first. */
    expiringListings: (userId: number, now: string, before: string, limit: number) => expiringQuery(db, { userId, now, before, limit }),
  };
}

export type OverviewRepository = ReturnType<typeof createOverviewRepository>;
