import { type Kysely, sql } from "kysely";
import { countOf } from "../../db/count.js";
import { preparedQuery } from "../../db/prepared-query.js";
import type { DB } from "../../db/schema.js";
import type { ListingSort } from "../../schemas/listing-query.js";
import type { ListingFilters, Near, PriceCurrency } from "./filters.js";
import { applyListingFilters, distanceSquared, filterFieldsOf, listingPriceIn, topLocationPosition } from "./filters-repository.js";
import { mapPinsOf } from "./map-pins-repository.js";

/**
 * Which listings a page shows: published ones unless `status` says otherwise (null: any status),
 * narrowed by the browse filters (price, location, dynamic fields).
 */
export type SummaryFilter = {
  categoryIds?: number[];
  userId?: number;
  excludeIds?: number[];
  status?: string | null;
  filters?: Omit<ListingFilters, "categoryIds">;
};
/** `priceCurrency`: a price sort by the price in that currency (converted when needed), else by the gbp price. */
export type SummaryPage = {
  /** A column, or the distance from `near` (nearest first). */
  sort: ListingSort | "distance";
  near?: Near;
  order: "asc" | "desc";
  limit: number;
  skip: number;
  priceCurrency?: PriceCurrency;
  /** A category's newest-first list: listings promoted TOP come before the others. */
  topFirst?: boolean;
};

export const SUMMARY_COLUMNS = [
  "listings.id", "listings.slug", "listings.title", "listings.address", "listings.category_id",
  "categories.slug as category_slug", "categories.name_en as category_name_en", "categories.name_es as category_name_es",
  "listings.selected_currency", "listings.price_gbp_minor", "listings.price_eur_minor", "listings.views_count",
  "listings.created_at", "listings.is_top", "listings.is_featured", "listings.is_highlighted", "listings.latitude",
  "listings.longitude", "listings.status", "listings.user_id", "listings.expires_at",
] as const;

/**
 * The media of the listings with their gallery position (listing_media joined to media_files),
 * each listing's in gallery order: the one query the listing pages and the photo editor read.
 */
export const listingMedia = (db: Kysely<DB>, listingIds: number[]) =>
  db
    .selectFrom("listing_media")
    .innerJoin("media_files", "media_files.id", "listing_media.media_id")
    .selectAll("media_files")
    .select(["listing_media.listing_id", "listing_media.sort_order", "listing_media.is_cover"])
    .where("listing_media.listing_id", "in", listingIds)
    .orderBy("listing_media.listing_id")
    .orderBy("listing_media.sort_order")
    .orderBy("media_files.id")
    .execute();

const BASICS = ["id", "user_id", "category_id", "status", "expires_at", "status_changed_at", "updated_at"] as const;

/**
 * Who owns a listing and what phase it is in: checked by most calls about a listing (a page's
 * several), and by slug for each visitor's view of a kept listing page.
 */
const basicsById = preparedQuery<{ id: number }>()((db: Kysely<DB>, value) => db.selectFrom("listings").select(BASICS).where("id", "=", value("id")));
/** Asked on each view of a listing page: the count, and whether this browser's view is written. */
const viewStateOf = preparedQuery<{ listingId: number; sessionId: string }>()((db: Kysely<DB>, value) =>
  db
    .selectFrom("listings")
    .select((eb) => [
      "views_count",
      eb
        .exists(eb.selectFrom("listing_views").select(sql.lit(1).as("one")).where("listing_id", "=", value("listingId")).where("session_id", "=", value("sessionId")))
        .as("seen"),
    ])
    .where("id", "=", value("listingId")),
);
const basicsBySlug = preparedQuery<{ slug: string }>()((db: Kysely<DB>, value) => db.selectFrom("listings").select(BASICS).where("slug", "=", value("slug")));

export function createListingsRepository(db: Kysely<DB>) {
  const published = (filter: SummaryFilter) =>
    applyListingFilters(
      db
        .selectFrom("listings")
        .innerJoin("categories", "categories.id", "listings.category_id")
        .$if(filter.status !== null, (qb) => qb.where("listings.status", "=", filter.status ?? "published"))
        .$if(filter.userId !== undefined, (qb) => qb.where("listings.user_id", "=", filter.userId!))
        .$if(!!filter.excludeIds?.length, (qb) => qb.where("listings.id", "not in", filter.excludeIds!)),
      { ...filter.filters, categoryIds: filter.categoryIds },
    );

  /** One page of `query` in the page's order (unpriced listings last in price sorts). */
  function ordered(base: ReturnType<typeof published>, page: SummaryPage) {
    let query = base.select(SUMMARY_COLUMNS);
    if (page.sort === "price") {
      const price = page.priceCurrency ? listingPriceIn(page.priceCurrency) : sql.ref<number | null>("listings.price_gbp_minor");
      // Unpriced listings last in both directions, on both dialects.
      query = query
        .orderBy((eb) => eb.case().when(price, "is", null).then(eb.lit(1)).else(eb.lit(0)).end(), "asc")
        .orderBy(price, page.order);
    } else if (page.sort === "distance" && page.near) {
      query = query.orderBy(distanceSquared(page.near), "asc");
    } else {
      query = query.orderBy(page.sort === "views_count" ? "listings.views_count" : "listings.created_at", page.order);
    }
    return query.orderBy("listings.id", page.order).limit(page.limit).offset(page.skip).execute();
  }

  /**
   * A category page, newest first, with TOP listings ahead of the rest: the TOP ones (few, read
   * first) fill the first places, the others follow from the offset left over, so both reads
   * stay on their indexes and paging stays exact.
   */
  async function topFirst(filter: SummaryFilter, page: SummaryPage) {
    const tops = published(filter).where("listings.is_top", "=", 1);
    const { n } = await tops.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const topCount = Number(n);
    const fromTops = page.skip < topCount ? await ordered(tops, { ...page, limit: Math.min(page.limit, topCount - page.skip) }) : [];
    const left = page.limit - fromTops.length;
    if (left === 0) return fromTops;
    const others = published(filter).where("listings.is_top", "=", 0);
    return [...fromTops, ...(await ordered(others, { ...page, limit: left, skip: Math.max(0, page.skip - topCount) }))];
  }

  return {
    /** The fields the dynamic filters name, for `checkDynamicFilters`. */
    dynamicFilterFields: (names: string[]) => filterFieldsOf(db, names),

    /** Active categories (subtrees for filtering follow the tree GET /categories shows). */
    activeCategoryLinks: () => db.selectFrom("categories").select(["id", "parent_id"]).where("is_active", "=", 1).execute(),

    summaries(filter: SummaryFilter, page: SummaryPage) {
      return page.topFirst ? topFirst(filter, page) : ordered(published(filter), page);
    },

    /** The map pins of the listings a filter selects. */
    pins: (filter: SummaryFilter) => mapPinsOf(published(filter)),

    topLocationPosition: topLocationPosition(db),

    async countSummaries(filter: SummaryFilter): Promise<number> {
      const row = await published(filter).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
      return countOf(row?.n);
    },

    /** One listing with its owner and top location, whatever its status. */
    findDetail: (key: { id: number } | { slug: string }) =>
      db
        .selectFrom("listings")
        .innerJoin("categories", "categories.id", "listings.category_id")
        .innerJoin("users", "users.id", "listings.user_id")
        .leftJoin("top_locations", "top_locations.id", "listings.location_id")
        .select(SUMMARY_COLUMNS)
        .select([
          "listings.description", "listings.updated_at", "listings.published_at", "listings.wizard_step", "listings.status_changed_at",
          "users.first_name as owner_first_name", "users.last_name as owner_last_name",
          "users.avatar_url as owner_avatar_url", "users.is_verified as owner_is_verified",
          "users.created_at as owner_created_at", "users.phone as owner_phone", "listings.show_phone",
          "top_locations.id as location_ref", "top_locations.slug as location_slug", "top_locations.name as location_name",
        ])
        .$if("id" in key, (qb) => qb.where("listings.id", "=", (key as { id: number }).id))
        .$if("slug" in key, (qb) => qb.where("listings.slug", "=", (key as { slug: string }).slug))
        .executeTakeFirst(),

    /** How many times each listing has been saved; listings nobody saved are absent. */
    async favoriteCounts(listingIds: number[]): Promise<Map<number, number>> {
      if (!listingIds.length) return new Map();
      const rows = await db
        .selectFrom("favorites")
        .select(["listing_id", (eb) => eb.fn.countAll<number>().as("n")])
        .where("listing_id", "in", listingIds)
        .groupBy("listing_id")
        .execute();
      return new Map(rows.map((row) => [row.listing_id, countOf(row.n)]));
    },

    /** What visibility checks need. */
    findBasics: async (key: number | { slug: string }) => (typeof key === "number" ? await basicsById(db, { id: key }) : await basicsBySlug(db, key))[0],

    media: (listingIds: number[]) => listingMedia(db, listingIds),

    fieldValues: (listingId: number) =>
      db
        .selectFrom("listing_field_values")
        .select(["field_id", "value_text", "value_number", "value_boolean", "value_array"])
        .where("listing_id", "=", listingId)
        .orderBy("id")
        .execute(),

    /** A listing's written view count, and whether `sessionId` has a written view of it (undefined: no such listing). */
    viewState: async (listingId: number, sessionId: string) => {
      const row = (await viewStateOf(db, { listingId, sessionId }))[0];
      return row && { views_count: Number(row.views_count), seen: Number(row.seen) === 1 };
    },

    /**
     * Writes views held in memory (`view-tally.ts`): each session's first view of a listing adds
     * one to its count; a view already written (by another instance, or twice) adds nothing, and
     * views of listings deleted meanwhile are left out.
     */
    addViews: (views: ListingView[]) =>
      db.transaction().execute(async (trx) => {
        const ids = [...new Set(views.map((view) => view.listing_id))];
        const found = new Set((await trx.selectFrom("listings").select("id").where("id", "in", ids).execute()).map((row) => row.id));
        const added = new Map<number, number>();
        const kept = views.filter((view) => found.has(view.listing_id));
        for (let start = 0; start < kept.length; start += VIEWS_PER_INSERT) {
          const inserted = await trx
            .insertInto("listing_views")
            .values(kept.slice(start, start + VIEWS_PER_INSERT))
            .onConflict((oc) => oc.columns(["listing_id", "session_id"]).doNothing())
            .returning("listing_id")
            .execute();
          for (const { listing_id } of inserted) added.set(listing_id, (added.get(listing_id) ?? 0) + 1);
        }
        for (const [id, n] of added) {
          await trx.updateTable("listings").set((eb) => ({ views_count: eb("views_count", "+", n) })).where("id", "=", id).execute();
        }
      }),
  };
}

export type ListingView = { listing_id: number; session_id: string; created_at: string };
/** Three values a row: well under either database's limit of values per statement. */
const VIEWS_PER_INSERT = 500;

export type ListingsRepository = ReturnType<typeof createListingsRepository>;
export type SummaryRow = Awaited<ReturnType<ListingsRepository["summaries"]>>[number];
export type DetailRow = NonNullable<Awaited<ReturnType<ListingsRepository["findDetail"]>>>;
export type MediaRow = Awaited<ReturnType<ListingsRepository["media"]>>[number];
export type FieldValueRow = Awaited<ReturnType<ListingsRepository["fieldValues"]>>[number];
