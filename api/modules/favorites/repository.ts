import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { nowIso } from "../../lib/time.js";
import { SUMMARY_COLUMNS } from "../listings/repository.js";
import { countOf } from "../../db/count.js";
import { preparedQuery } from "../../db/prepared-query.js";

/** Whether a user saved a listing: asked by every signed-in listing page. */
const savedOne = preparedQuery<{ userId: number; listingId: number }>()((db: Kysely<DB>, value) =>
  db.selectFrom("favorites").select("listing_id").where("user_id", "=", value("userId")).where("listing_id", "=", value("listingId")),
);

export function createFavoritesRepository(db: Kysely<DB>) {
  /** A user's saved listings that are still published. */
  const saved = (userId: number) =>
    db
      .selectFrom("favorites")
      .innerJoin("listings", "listings.id", "favorites.listing_id")
      .innerJoin("categories", "categories.id", "listings.category_id")
      .where("favorites.user_id", "=", userId)
      .where("listings.status", "=", "published");

  return {
    /** Saves the listing; false when it was already saved. */
    async add(userId: number, listingId: number): Promise<boolean> {
      const result = await db
        .insertInto("favorites")
        .values({ user_id: userId, listing_id: listingId, created_at: nowIso() })
        .onConflict((oc) => oc.columns(["user_id", "listing_id"]).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    remove: (userId: number, listingId: number) =>
      db.deleteFrom("favorites").where("user_id", "=", userId).where("listing_id", "=", listingId).execute(),

    async isSaved(userId: number, listingId: number): Promise<boolean> {
      return (await savedOne(db, { userId, listingId })).length > 0;
    },

    /** A page of saved listings as card rows, the most recently saved first. */
    page: (userId: number, limit: number, skip: number) =>
      saved(userId)
        .select(SUMMARY_COLUMNS)
        .orderBy("favorites.created_at", "desc")
        .orderBy("listings.id", "desc")
        .limit(limit)
        .offset(skip)
        .execute(),

    async count(userId: number): Promise<number> {
      const row = await saved(userId).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
      return countOf(row?.n);
    },
  };
}

export type FavoritesRepository = ReturnType<typeof createFavoritesRepository>;
