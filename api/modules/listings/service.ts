import { AppError, notFound, parseInput } from "../../lib/errors.js";
import { HOMEPAGE_LISTINGS } from "../../schemas/constants.js";
import { type ListingQuery, ListingViewSchema, RELATED_LISTINGS, parseIdParam } from "../../schemas/listing-query.js";
import { type DynamicFilter, areaFilters, checkDynamicFilters } from "./filters.js";
import type { MapPins } from "../../schemas/area.js";
import type { MyListingList } from "../../schemas/dashboard.js";
import { type FieldValue, type Listing, type ListingList, type ListingSummary, hasPublicPage } from "../../schemas/listing.js";
import { normalisePhone } from "../../schemas/phone.js";
import { parentOf, subtree } from "../fields/category-links.js";
import { compareDefinitions, type FieldsService } from "../fields/service.js";
import { coverPicture, toFieldValue, toListing, toSummary } from "./present.js";
import type { ListingsRepository, MediaRow, SummaryFilter, SummaryPage, SummaryRow } from "./repository.js";
import { SLUG_MAX_LENGTH, SLUG_TOO_LONG } from "./slug.js";
import { isVisibleTo, pagePhase } from "./public-phase.js";
import type { ViewTally } from "./view-tally.js";
import type { Requester } from "../../schemas/users.js";

export const LISTING_NOT_FOUND = "Listing not found";

export const LISTING_GONE = "This listing is no longer available";

/** Who asks: owners and admins see every listing; others see a listing's page while it has one (pagePhase). */
export type Viewer = Requester | undefined;


/** The listing behind an id parameter, if the viewer may see it (else 404). */
export async function findVisibleListing(repo: Pick<ListingsRepository, "findBasics">, idParam: string | undefined, viewer: Viewer) {
  const id = parseIdParam(idParam);
  const listing = id === null ? undefined : await repo.findBasics(id);
  if (!listing || !isVisibleTo(listing, viewer)) throw notFound(LISTING_NOT_FOUND);
  return listing;
}

const isOwnerOrAdmin = (listing: { user_id: number }, viewer: Viewer) => viewer !== undefined && (viewer.is_superuser || viewer.id === listing.user_id);

const NEWEST = { sort: "created_at", order: "desc", skip: 0 } as const;

/** The named sort options (newest, price low...) imply their order; the column sorts take `order`. */
function pageOrder(query: ListingQuery): Pick<SummaryPage, "sort" | "order" | "priceCurrency"> {
  switch (query.sort) {
    case "distance":
      return { sort: "distance", order: "asc" };
    case "newest":
      return { sort: "created_at", order: "desc" };
    case "oldest":
      return { sort: "created_at", order: "asc" };
    case "price_low":
      return { sort: "price", order: "asc", priceCurrency: query.currency };
    case "price_high":
      return { sort: "price", order: "desc", priceCurrency: query.currency };
    default:
      return { sort: query.sort, order: query.order };
  }
}

function groupByListing(media: MediaRow[]): Map<number, MediaRow[]> {
  const byListing = new Map<number, MediaRow[]>();
  for (const row of media) {
    const list = byListing.get(row.listing_id) ?? [];
    list.push(row);
    byListing.set(row.listing_id, list);
  }
  return byListing;
}

export function createListingsService(deps: { repo: ListingsRepository; fields: FieldsService; views: ViewTally }) {
  const { repo, fields, views } = deps;

  /** What GET /listings selects: a 422 for filters on unknown fields or of the wrong kind, or an unknown place. */
  async function browseFilter(query: ListingQuery, dynamic: DynamicFilter[]): Promise<SummaryFilter> {
    await checkDynamicFilters(dynamic, repo.dynamicFilterFields);
    const filter: SummaryFilter = {
      ...(query.user_id !== undefined ? { userId: query.user_id } : {}),
      ...(query.exclude !== undefined ? { excludeIds: [query.exclude] } : {}),
      filters: {
        priceMin: query.price_min,
        priceMax: query.price_max,
        currency: query.currency,
        location: query.location,
        dynamic,
        ...(await areaFilters(query, repo.topLocationPosition)),
      },
    };
    if (query.category_id !== undefined) {
      filter.categoryIds = subtree(await repo.activeCategoryLinks(), query.category_id);
    }
    return filter;
  }

  /** Cards for a page of rows: one media query for all of them. */
  async function withThumbnails(rows: SummaryRow[]): Promise<ListingSummary[]> {
    if (!rows.length) return [];
    const media = groupByListing(await repo.media(rows.map((row) => row.id)));
    return rows.map((row) => toSummary(row, coverPicture(media.get(row.id) ?? [])));
  }

  async function summaries(filter: SummaryFilter, page: SummaryPage): Promise<ListingSummary[]> {
    if (filter.categoryIds?.length === 0) return [];
    return withThumbnails(await repo.summaries(filter, page));
  }

  const visible = (idParam: string | undefined, viewer: Viewer) => findVisibleListing(repo, idParam, viewer);
  /** Counts a browser session's view of a listing the server showed, its id checked as the API's body is; answers the count. */
  const countSessionView = (listingId: number, sessionId: string) => views.add(listingId, parseInput(ListingViewSchema, { session_id: sessionId }).session_id);

  return {
    /** A numeric parameter is an id, anything else a slug. */
    async get(slugOrId: string, viewer: Viewer): Promise<Listing> {
      if (slugOrId.length > SLUG_MAX_LENGTH) throw new AppError(422, SLUG_TOO_LONG);
      const isId = /^\d+$/.test(slugOrId);
      const id = isId ? parseIdParam(slugOrId) : null;
      if (isId && id === null) throw notFound(LISTING_NOT_FOUND);
      const row = await repo.findDetail(id !== null ? { id } : { slug: slugOrId });
      if (!row) throw notFound(LISTING_NOT_FOUND);
      const phase = pagePhase(row);
      if (!isOwnerOrAdmin(row, viewer)) {
        if (phase === "private") throw notFound(LISTING_NOT_FOUND);
        if (phase === "gone") throw new AppError(410, LISTING_GONE);
      }

      const [media, values] = await Promise.all([repo.media([row.id]), repo.fieldValues(row.id)]);
      const placed = await fields.forListingCategory(row.category_id, values.map((v) => v.field_id));
      const withFields = values
        .filter((value) => placed.has(value.field_id))
        .map((value) => ({ value: toFieldValue(value, placed.get(value.field_id)!), isTop: placed.get(value.field_id)!.isTop }))
        .sort((a, b) => compareDefinitions(a.value.field, b.value.field));
      const fieldValues: FieldValue[] = withFields.map((v) => v.value);
      const topFields = withFields.filter((v) => v.isTop).map((v) => v.value);
      const listing = toListing(row, media, fieldValues, topFields);
      listing.views_count += views.waiting(row.id);
      // The phone is shown only to signed-in users, and only when the owner chose to show it.
      if (viewer && listing.user.shows_phone && row.owner_phone) listing.user.phone = normalisePhone(row.owner_phone);
      return listing;
    },

    async list(query: ListingQuery, dynamic: DynamicFilter[] = []): Promise<ListingList> {
      const filter = await browseFilter(query, dynamic);
      const order = pageOrder(query);
      // In a category's newest-first list, listings promoted TOP come first.
      const topFirst = filter.categoryIds !== undefined && order.sort === "created_at" && order.order === "desc";
      const page = { ...order, near: filter.filters?.near, limit: query.limit, skip: query.skip, topFirst };
      const [listings, total] = await Promise.all([summaries(filter, page), repo.countSummaries(filter)]);
      return { listings, total, limit: query.limit, skip: query.skip };
    },

    /** The map pins of the listings `list` would page through (its paging and sort aside). */
    async pins(query: ListingQuery, dynamic: DynamicFilter[] = []): Promise<MapPins> {
      return repo.pins(await browseFilter(query, dynamic));
    },

    /** A user's own listings, of any status unless one is asked for; newest first, each with its saves and end. */
    async mine(userId: number, query: { status?: string; limit: number; skip: number }): Promise<MyListingList> {
      const filter: SummaryFilter = { userId, status: query.status ?? null };
      const page = { ...NEWEST, limit: query.limit, skip: query.skip };
      const [rows, total] = await Promise.all([repo.summaries(filter, page), repo.countSummaries(filter)]);
      const ids = rows.map((row) => row.id);
      const [cards, saves] = await Promise.all([withThumbnails(rows), repo.favoriteCounts(ids)]);
      const listings = cards.map((card, i) => ({ ...card, favorites_count: saves.get(card.id) ?? 0, expires_at: rows[i]!.expires_at }));
      return { listings, total, limit: query.limit, skip: query.skip };
    },

    async homepage(): Promise<{ listings: ListingSummary[] }> {
      return { listings: await summaries({}, { ...NEWEST, limit: HOMEPAGE_LISTINGS }) };
    },

    /** The newest of the same category, topped up from the parent category's tree. */
    async related(idParam: string, viewer: Viewer): Promise<{ listings: ListingSummary[] }> {
      const listing = await visible(idParam, viewer);
      const rows = await repo.summaries(
        { categoryIds: [listing.category_id], excludeIds: [listing.id] },
        { ...NEWEST, limit: RELATED_LISTINGS },
      );
      if (rows.length < RELATED_LISTINGS) {
        const links = await repo.activeCategoryLinks();
        const family = subtree(links, parentOf(links, listing.category_id) ?? listing.category_id).filter(
          (id) => id !== listing.category_id,
        );
        if (family.length) {
          rows.push(
            ...(await repo.summaries(
              { categoryIds: family, excludeIds: [listing.id, ...rows.map((row) => row.id)] },
              { ...NEWEST, limit: RELATED_LISTINGS - rows.length },
            )),
          );
        }
      }
      return { listings: await withThumbnails(rows) };
    },

    /** Writes the views counted so far (the server does when it stops). */
    flushViews: () => views.flush(),

    async recordView(idParam: string, body: unknown, viewer: Viewer): Promise<{ views_count: number }> {
      const listing = await visible(idParam, viewer);
      const { session_id } = parseInput(ListingViewSchema, body ?? {});
      return { views_count: await views.add(listing.id, session_id) };
    },

    /**
     * A view of a listing page this server rendered: its loader has been given the listing as the
     * viewer may see it, so the listing is not looked up again (decision 0043). Answers the count.
     */
    countRenderedView: countSessionView,

    /**
     * A visitor's view of the listing page at `slug` answered from the page cache, where no loader
     * runs: counted as the page's loader counts it. A listing without a public page counts nothing.
     */
    async recordVisitorView(slug: string, sessionId: string): Promise<void> {
      const listing = slug.length > SLUG_MAX_LENGTH ? undefined : await repo.findBasics({ slug });
      if (listing && hasPublicPage(pagePhase(listing))) await countSessionView(listing.id, sessionId);
    },
  };
}

export type ListingsService = ReturnType<typeof createListingsService>;
