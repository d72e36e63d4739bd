import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";

export function createCategoriesRepository(db: Kysely<DB>) {
  return {
    listActive: () =>
      db
        .selectFrom("categories")
        .select(["id", "parent_id", "slug", "name_en", "name_es", "description_en", "description_es", "icon", "color", "sort_order"])
        .where("is_active", "=", 1)
        .orderBy("sort_order")
        .orderBy("name_en")
        .execute(),

    /** Published listings per category (direct children only; the service adds up subtrees). */
    countPublishedListings: () =>
      db
        .selectFrom("listings")
        .select(["category_id", (eb) => eb.fn.countAll<number>().as("n")])
        .where("status", "=", "published")
        .groupBy("category_id")
        .execute(),
  };
}

export type CategoriesRepository = ReturnType<typeof createCategoriesRepository>;
