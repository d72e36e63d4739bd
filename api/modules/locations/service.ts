import { notFound, parseInput } from "../../lib/errors.js";
import type { Events } from "../../lib/events.js";
import { createTtlCache } from "../../lib/ttl-cache.js";
import { type LocationType, type TopLocation, type TopLocationPage, TopLocationQuerySchema } from "../../schemas/top-locations.js";
import { toSrcset, uploadUrl } from "../listings/present.js";
import type { LocationRow, LocationsRepository } from "./repository.js";
import { countOf } from "../../db/count.js";
import type { Requester } from "../../schemas/users.js";

export const LOCATION_NOT_FOUND = "Location not found";

/** Who asks: inactive locations are hidden from everyone but admins. */
export type Viewer = Pick<Requester, "is_superuser"> | undefined;

/** A stored image is a path in the uploads area, or an absolute URL kept as it is. */
export const imageUrl = (value: string | null) => (value && /^https?:\/\//i.test(value) ? value : uploadUrl(value));

function toTopLocation(row: LocationRow, listingsCount: number, language: "en" | "es"): TopLocation {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: (language === "es" ? row.description_es : null) || row.description,
    description_en: row.description,
    description_es: row.description_es,
    featured_image: imageUrl(row.featured_image),
    featured_image_srcset: toSrcset(row.featured_image_variants),
    location_type: row.location_type as LocationType,
    is_featured: Number(row.is_featured) === 1,
    is_active: Number(row.is_active) === 1,
    latitude: row.latitude === null ? null : Number(row.latitude),
    longitude: row.longitude === null ? null : Number(row.longitude),
    listings_count: listingsCount,
  };
}

/**
 * Every page's shell lists top locations, each with its count of published listings (a count
 * over every listing): the counts are kept for `ttlMs` or until a listing changes in this process.
 */
export function createLocationsService(repo: LocationsRepository, options: { events: Events; ttlMs: number }) {
  const cache = createTtlCache(options.ttlMs);
  options.events.onListingChanged(({ kind }) => {
    if (kind !== "viewed") cache.clear();
  });
  options.events.onChangedElsewhere(() => cache.clear());
  const listingCounts = () =>
    cache.get("counts", async () => new Map((await repo.publishedListingCounts()).map((c) => [c.location_id, countOf(c.n)])));

  async function withCounts(rows: LocationRow[], language: "en" | "es"): Promise<TopLocation[]> {
    const counts = rows.length ? await listingCounts() : new Map<number | null, number>();
    return rows.map((row) => toTopLocation(row, counts.get(row.id) ?? 0, language));
  }

  return {
    /** A page of locations; `?language=` wins over the request's Accept-Language. */
    async list(rawQuery: unknown, viewer: Viewer, requestLanguage: "en" | "es"): Promise<TopLocationPage> {
      const query = parseInput(TopLocationQuerySchema, rawQuery);
      const filter = { activeOnly: query.active_only || !viewer?.is_superuser, featuredOnly: query.featured_only };
      const page = { limit: query.size, skip: (query.page - 1) * query.size };
      const [rows, total] = await Promise.all([repo.list(filter, page), repo.count(filter)]);
      return {
        items: await withCounts(rows, query.language ?? requestLanguage),
        total,
        page: query.page,
        size: query.size,
        pages: Math.ceil(total / query.size),
      };
    },

    async bySlug(slug: string, viewer: Viewer, language: "en" | "es"): Promise<TopLocation> {
      const row = await repo.findBySlug(slug);
      if (!row || (Number(row.is_active) !== 1 && !viewer?.is_superuser)) throw notFound(LOCATION_NOT_FOUND);
      return (await withCounts([row], language))[0]!;
    },
  };
}

export type LocationsService = ReturnType<typeof createLocationsService>;
