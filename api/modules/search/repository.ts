import { type Kysely, type SqlBool, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import type { SearchSort } from "../../schemas/constants.js";
import type { ListingFilters, Near } from "../listings/filters.js";
import { applyListingFilters, distanceSquared, filterFieldsOf, listingPriceIn, topLocationPosition } from "../listings/filters-repository.js";
import { mapPinsOf } from "../listings/map-pins-repository.js";
import { SUMMARY_COLUMNS } from "../listings/repository.js";
import { type AreaCover, coverArea } from "./area-cells.js";
import type { SearchIndex } from "./search-index.js";
import { type SearchWords, hasWordStarts, wholeWordsOnly } from "./terms.js";
import { countOf } from "../../db/count.js";

/** Above this many matches, relevance is ranked among the newest this many (see listingPage). */
export const RANKED_MATCHES = 1000;
/** Cells narrowing a search's ranked matches to its map area (a few: each is a phrase to score). */
const PAGE_CELLS = 16;

/**
 * A listing search: the query's words, the browse filters, and the page; `except` leaves out the
 * listings those words match (the second rank of a search, see decision 0031).
 */
export type ListingSearch = { words: SearchWords; except?: SearchWords; filters: ListingFilters; sort: SearchSort; limit: number; offset: number };

/** Filters other than the map's (bounds, distance). */
const hasRowFilters = (filters: ListingFilters) =>
  filters.categoryIds !== undefined ||
  filters.priceMin !== undefined ||
  filters.priceMax !== undefined ||
  !!filters.location?.trim() ||
  !!filters.dynamic?.length ||
  filters.ids !== undefined;

const hasFilters = (filters: ListingFilters) => hasRowFilters(filters) || filters.bounds !== undefined || filters.near !== undefined;

/**
 * Queries of the search. For speed at scale the index ranks and pages by itself when nothing else
 * narrows the search; otherwise the matches are joined to the listings for the filters and sorts.
 * Either way only the page of ids is then read in full (`summaries`).
 */
export function createSearchRepository(db: Kysely<DB>, index: SearchIndex) {
  /**
   * The index's map cells covering a search's area, when it has an area and the index has cells:
   * fine for counting, few (PAGE_CELLS) for pages, which bm25 scores cell by cell.
   */
  const covers = { count: new WeakMap<ListingFilters, AreaCover | null>(), page: new WeakMap<ListingFilters, AreaCover | null>() };
  function coverOf(filters: ListingFilters, use: "count" | "page" = "count"): AreaCover | null {
    if (!index.indexesCells) return null;
    const kept = covers[use];
    if (!kept.has(filters)) kept.set(filters, coverArea(filters, use === "page" ? PAGE_CELLS : undefined));
    return kept.get(filters)!;
  }
  const cellsOf = (filters: ListingFilters, use: "count" | "page" = "count") => {
    const cover = coverOf(filters, use);
    return cover ? [...cover.inside, ...cover.edge] : undefined;
  };

  const filtered = (search: ListingSearch) =>
    applyListingFilters(db.selectFrom("listings"), search.filters).innerJoin(
      index.listings(search.words, { except: search.except, cells: cellsOf(search.filters, "page") }),
      "m.id",
      "listings.id",
    );
  /**
   * The same listings without their scores: the filters' listings among the index's ids (within
   * the area's cells, when the index has them). A category holds many listings and a broad word is
   * in most: this intersection reads no listing row per match, so counts and the sorts other than
   * relevance take it.
   */
  const unscored = (search: ListingSearch) =>
    applyListingFilters(db.selectFrom("listings").where("listings.status", "=", "published"), search.filters).where(
      sql<SqlBool>`${sql.ref("listings.id")} in (${index.listingIds(search.words, search.except, cellsOf(search.filters))})`,
    );
  /**
   * The filters' listings among the index's matches within a few map cells, read match by match:
   * the matches in the cells along an area's edge, or in a small circle, are far fewer than the
   * listings the position index holds in the area's rows (only published listings are indexed).
   */
  const unscoredIn = (search: ListingSearch, cells: string[]) =>
    applyListingFilters(
      db
        .selectFrom(sql<{ id: number }>`(${index.listingIds(search.words, search.except, cells)})`.as("m"))
        .crossJoin("listings")
        .whereRef("listings.id", "=", "m.id"),
      search.filters,
    );

  async function countListings(search: ListingSearch): Promise<number> {
    if (!hasFilters(search.filters)) return index.countListings(search.words, search.except);
    const cover = hasRowFilters(search.filters) ? null : coverOf(search.filters);
    if (!cover) return countOf((await unscored(search).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst())?.n);
    // Only a map area: the index counts the matches in the cells wholly inside it by itself;
    // the few in the cells along its edge are tested row by row.
    const [inside, edge] = await Promise.all([
      cover.inside.length ? index.countListings(search.words, search.except, cover.inside) : 0,
      cover.edge.length ? unscoredIn(search, cover.edge).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst() : undefined,
    ]);
    return inside + countOf(edge?.n);
  }

  /**
   * A page by distance from `near` (nearest first) when the index has cells: it lies within the
   * smallest circle around the place holding enough matches, so the search starts with a circle
   * where about twice the page's reach should lie (matches spread over the area) and doubles it
   * until it holds them, or is the whole circle asked for.
   */
  async function nearestPage(search: ListingSearch, near: Near, total: number): Promise<number[]> {
    const reach = search.offset + search.limit;
    for (let km = near.km * Math.min(1, Math.sqrt((2 * reach) / Math.max(total, 1))); ; km = Math.min(near.km, km * 2)) {
      const ring = { ...search, filters: { ...search.filters, near: { ...near, km } } };
      // A ring lies within the area asked for: that area's cells serve it when its own would not.
      const rows = await unscoredIn(ring, cellsOf(ring.filters) ?? cellsOf(search.filters)!)
        .select("listings.id")
        .orderBy(distanceSquared(near), "asc")
        .orderBy("listings.id", "asc")
        .limit(reach)
        .execute();
      if (rows.length === reach || km === near.km) return rows.slice(search.offset).map((row) => Number(row.id));
    }
  }

  /** A page of one rank (or of every match, by a sort other than relevance); `total` is how many it holds. */
  async function rankPage(search: ListingSearch, total: number): Promise<number[]> {
    if (search.sort === "relevance" && !hasFilters(search.filters)) {
      // A word found in most listings ("gibraltar") says little about relevance: rank the newest
      // matches only, which keeps such searches as quick as narrow ones at any size.
      const newest = total > RANKED_MATCHES && search.offset + search.limit <= RANKED_MATCHES ? RANKED_MATCHES : undefined;
      const rows = await db
        .selectFrom(index.listings(search.words, { newest, except: search.except }))
        .select("m.id")
        .orderBy("m.score")
        .orderBy("m.id", "desc")
        .limit(search.limit)
        .offset(search.offset)
        .execute();
      return rows.map((row) => Number(row.id));
    }
    if (search.sort === "relevance" && total > RANKED_MATCHES && search.offset + search.limit <= RANKED_MATCHES) {
      // As above: among many filtered matches, the newest RANKED_MATCHES are ranked (the index
      // walks its matches newest first and stops there).
      const newest = filtered(search).select(["m.id as id", "m.score as score"]).orderBy("m.id", "desc").limit(RANKED_MATCHES).as("n");
      const rows = await db.selectFrom(newest).select("n.id").orderBy("n.score").orderBy("n.id", "desc").limit(search.limit).offset(search.offset).execute();
      return rows.map((row) => Number(row.id));
    }
    if (search.sort === "relevance") {
      const rows = await filtered(search).select("listings.id").orderBy("m.score").orderBy("listings.id", "desc").limit(search.limit).offset(search.offset).execute();
      return rows.map((row) => Number(row.id));
    }
    if (search.sort === "distance" && search.filters.near && coverOf(search.filters)) return nearestPage(search, search.filters.near, total);
    let query = unscored(search).select("listings.id");
    if (search.sort === "distance" && search.filters.near) {
      query = query.orderBy(distanceSquared(search.filters.near), "asc").orderBy("listings.id", "asc");
    } else if (search.sort === "newest" || search.sort === "oldest") {
      const order = search.sort === "newest" ? "desc" : "asc";
      query = query.orderBy("listings.created_at", order).orderBy("listings.id", order);
    } else {
      const price = listingPriceIn(search.filters.currency ?? "gbp");
      const order = search.sort === "price_low" ? "asc" : "desc";
      // Unpriced listings last in both directions.
      query = query
        .orderBy((eb) => eb.case().when(price, "is", null).then(eb.lit(1)).else(eb.lit(0)).end(), "asc")
        .orderBy(price, order)
        .orderBy("listings.id", order);
    }
    const rows = await query.limit(search.limit).offset(search.offset).execute();
    return rows.map((row) => Number(row.id));
  }

  return {
    /** The fields the dynamic filters name, for `checkDynamicFilters`. */
    dynamicFilterFields: (names: string[]) => filterFieldsOf(db, names),

    vocabulary: () => index.vocabulary(),

    withStartsSettled: (words: SearchWords) => index.withStartsSettled(words),

    topLocationPosition: topLocationPosition(db),

    /** The map pins of a search's matches. */
    pins: (search: ListingSearch) => mapPinsOf(unscored(search)),

    /** Every active category's names, for "Did you mean …?". */
    activeCategories: () => db.selectFrom("categories").select(["id", "slug", "name_en", "name_es"]).where("is_active", "=", 1).orderBy("sort_order").orderBy("id").execute(),

    categoryIdBySlug: async (slug: string) =>
      (await db.selectFrom("categories").select("id").where("slug", "=", slug).where("is_active", "=", 1).executeTakeFirst())?.id,

    /**
     * The ids of one page of matching listings, in the order asked for. By relevance, the listings
     * with every word whole come first, then those found through word starts (decision 0031):
     * each rank is a plain match of the index, paged on its own.
     */
    async listingPage(search: ListingSearch, total: number): Promise<number[]> {
      if (total === 0) return [];
      if (search.sort !== "relevance" || !hasWordStarts(search.words)) return rankPage(search, total);
      const whole = wholeWordsOnly(search.words);
      let first: number[] = [];
      let wholeCount: number | undefined;
      if (search.offset + search.limit <= RANKED_MATCHES) {
        // Within the newest RANKED_MATCHES a rank's page is the same whatever the rank's size (a
        // smaller rank is ranked whole): a full page of whole words needs no count of them, and a
        // short one tells it. An empty one lies beyond them: they are counted.
        first = await rankPage({ ...search, words: whole }, Number.POSITIVE_INFINITY);
        if (first.length === search.limit) return first;
        if (first.length) wholeCount = search.offset + first.length;
      }
      wholeCount ??= await countListings({ ...search, words: whole });
      if (!first.length && search.offset < wholeCount) {
        first = await rankPage({ ...search, words: whole, limit: Math.min(search.limit, wholeCount - search.offset) }, wholeCount);
      }
      const rest = search.limit - first.length;
      if (rest <= 0 || total <= wholeCount) return first;
      const second = await rankPage({ ...search, except: whole, limit: rest, offset: Math.max(0, search.offset - wholeCount) }, total - wholeCount);
      return [...first, ...second];
    },

    /**
     * Published listings a saved search matches, by its words when it has some (through the
     * index) or by its filters alone (a saved browse): their ids, or how many there are.
     */
    matching(words: SearchWords | null, filters: ListingFilters) {
      const base = words
        ? unscored({ words, filters, sort: "relevance", limit: 0, offset: 0 })
        : applyListingFilters(db.selectFrom("listings").where("listings.status", "=", "published"), filters);
      return {
        ids: async () => (await base.select("listings.id").execute()).map((row) => Number(row.id)),
        count: async () => countOf((await base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst())?.n),
      };
    },

    countListings,

    /** Card rows of the listings (any order: the caller orders them). */
    summaries: (ids: number[]) =>
      db
        .selectFrom("listings")
        .innerJoin("categories", "categories.id", "listings.category_id")
        .select(SUMMARY_COLUMNS)
        .where("listings.id", "in", ids)
        .execute(),

    /** The best listings by title, for suggestions: ranked among the newest matches, as broad searches are. */
    listingTitles: (words: SearchWords, limit: number) =>
      db
        .selectFrom(index.listings(words, { titleOnly: true, newest: RANKED_MATCHES }))
        .innerJoin("listings", "listings.id", "m.id")
        .select(["listings.id", "listings.slug", "listings.title"])
        .orderBy("m.score")
        .orderBy("listings.id", "desc")
        .limit(limit)
        .execute(),

    categories: (words: SearchWords, limit: number) =>
      db
        .selectFrom(index.categories(words))
        .innerJoin("categories", "categories.id", "m.id")
        .select(["categories.id", "categories.slug", "categories.name_en", "categories.name_es"])
        .orderBy("m.score")
        .orderBy("categories.name_en")
        .limit(limit)
        .execute(),

    places: (words: SearchWords, limit: number, options: { nameOnly?: boolean } = {}) =>
      db
        .selectFrom(index.places(words, options))
        .innerJoin("places", "places.id", "m.id")
        .select(["places.id", "places.slug", "places.name"])
        .orderBy("m.score")
        .orderBy("places.name")
        .limit(limit)
        .execute(),

    async countCategories(words: SearchWords): Promise<number> {
      const row = await db
        .selectFrom(index.categories(words))
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirst();
      return countOf(row?.n);
    },

    async countPlaces(words: SearchWords): Promise<number> {
      const row = await db
        .selectFrom(index.places(words))
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirst();
      return countOf(row?.n);
    },
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
