import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import type { HomeTab } from "../../schemas/constants.js";
import { SUMMARY_COLUMNS } from "../listings/repository.js";
import { countOf } from "../../db/count.js";

/** The home page's own queries: the tab lists and the public counts. */
export function createHomeRepository(db: Kysely<DB>) {
  const published = () =>
    db
      .selectFrom("listings")
      .innerJoin("categories", "categories.id", "listings.category_id")
      .where("listings.status", "=", "published");

  return {
    /**
     * New: published since `since`, newest first. Featured: featured or top, newest first.
     * Popular: most viewed first.
     */
    tab(tab: HomeTab, limit: number, since: string) {
      const query = published().select(SUMMARY_COLUMNS);
      const chosen =
        tab === "new"
          ? query.where("listings.published_at", ">=", since).orderBy("listings.published_at", "desc")
          : tab === "featured"
            ? query
                .where((eb) => eb.or([eb("listings.is_featured", "=", 1), eb("listings.is_top", "=", 1)]))
                .orderBy("listings.created_at", "desc")
            : query.orderBy("listings.views_count", "desc").orderBy("listings.created_at", "desc");
      return chosen.orderBy("listings.id", "desc").limit(limit).execute();
    },

    async counts(): Promise<{ users: number; listings: number }> {
      const [users, listings] = await Promise.all([
        db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).where("is_active", "=", 1).executeTakeFirst(),
        published().select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst(),
      ]);
      return { users: countOf(users?.n), listings: countOf(listings?.n) };
    },
  };
}

export type HomeRepository = ReturnType<typeof createHomeRepository>;
