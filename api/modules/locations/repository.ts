import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { countOf } from "../../db/count.js";

export type LocationFilter = { activeOnly: boolean; featuredOnly: boolean };

const COLUMNS = [
  "id", "slug", "name", "description", "description_es", "featured_image", "featured_image_variants", "location_type",
  "is_featured", "is_active", "latitude", "longitude",
] as const;

export function createLocationsRepository(db: Kysely<DB>) {
  const filtered = (filter: LocationFilter) =>
    db
      .selectFrom("top_locations")
      .$if(filter.activeOnly, (qb) => qb.where("is_active", "=", 1))
      .$if(filter.featuredOnly, (qb) => qb.where("is_featured", "=", 1));

  return {
    /** A page of locations in the order the admins set, then by name. */
    list: (filter: LocationFilter, page: { limit: number; skip: number }) =>
      filtered(filter).select(COLUMNS).orderBy("sort_order").orderBy("name").orderBy("id").limit(page.limit).offset(page.skip).execute(),

    async count(filter: LocationFilter): Promise<number> {
      const row = await filtered(filter).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
      return countOf(row?.n);
    },

    findBySlug: (slug: string) => db.selectFrom("top_locations").select(COLUMNS).where("slug", "=", slug).executeTakeFirst(),

    /** Published listings per location, for every location. */
    publishedListingCounts: () =>
      db
        .selectFrom("listings")
        .select(["location_id", (eb) => eb.fn.countAll<number | string>().as("n")])
        .where("status", "=", "published")
        .where("location_id", "is not", null)
        .groupBy("location_id")
        .execute(),
  };
}

export type LocationsRepository = ReturnType<typeof createLocationsRepository>;
export type LocationRow = Awaited<ReturnType<LocationsRepository["list"]>>[number];
