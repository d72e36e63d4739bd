import { type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import type { Bounds } from "../../schemas/area.js";
import type { DynamicFilter, FilterFields, ListingFilters, Near, PositionOf, PriceCurrency } from "./filters.js";

// The listing filters (filters.ts) in SQL, shared by the listing list and the search: plain SQL
// that means the same on SQLite and PostgreSQL (`||`, lower(), LIKE with an explicit escape, CAST
// to double precision).

const PRICE_COLUMN = { gbp: "listings.price_gbp_minor", eur: "listings.price_eur_minor" } as const;
const OTHER: Record<PriceCurrency, PriceCurrency> = { gbp: "eur", eur: "gbp" };

const rate = (code: PriceCurrency) =>
  sql<number>`(select cast(rate_from_gbp as double precision) from currencies where code = ${code})`;

/**
 * A listing's price in minor units of a currency: its own price there when set, else its other
 * price converted with the rates of the currencies table (null when unpriced).
 */
export function listingPriceIn(currency: PriceCurrency): RawBuilder<number | null> {
  const other = OTHER[currency];
  return sql<number | null>`coalesce(${sql.ref(PRICE_COLUMN[currency])}, ${sql.ref(PRICE_COLUMN[other])} * ${rate(currency)} / ${rate(other)})`;
}

/** `%text%` for LIKE, with the wildcards of the text itself escaped (by backslash). */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const contains = (text: string) => `%${likeEscape(text.toLowerCase())}%`;

/** A listing_field_values row of the named field on this listing, narrowed by `condition`. */
const hasFieldValue = (field: string, condition: RawBuilder<SqlBool>) => sql<SqlBool>`exists (
  select 1 from listing_field_values lfv
  inner join field_definitions fd on fd.id = lfv.field_id
  where lfv.listing_id = ${sql.ref("listings.id")} and fd.field_name = ${field} and ${condition})`;

function dynamicCondition(filter: DynamicFilter): Expression<SqlBool> | null {
  if (filter.bool !== undefined) {
    const yes = hasFieldValue(filter.field, sql<SqlBool>`lfv.value_boolean = 1`);
    // An unticked checkbox is stored as no value at all, so "no" means "not ticked".
    return filter.bool ? yes : sql<SqlBool>`not ${yes}`;
  }
  if (filter.values?.length) {
    // Single options live in value_text; multi-selects are comma-separated in value_array, matched
    // on item boundaries so "gym" does not match "gymnasium".
    const anyItem = sql.join(
      filter.values.map((value) => sql`(',' || lfv.value_array || ',') like ${`%,${likeEscape(value)},%`} escape '\\'`),
      sql` or `,
    );
    return hasFieldValue(filter.field, sql<SqlBool>`(lfv.value_text in (${sql.join(filter.values)}) or ${anyItem})`);
  }
  const bounds: RawBuilder<SqlBool>[] = [];
  if (filter.min !== undefined) bounds.push(sql<SqlBool>`lfv.value_number >= ${filter.min}`);
  if (filter.max !== undefined) bounds.push(sql<SqlBool>`lfv.value_number <= ${filter.max}`);
  return bounds.length ? hasFieldValue(filter.field, sql<SqlBool>`${sql.join(bounds, sql` and `)}`) : null;
}

// Distances are measured flat (equirectangular): within a few km, as everything in Gibraltar is,
// the error is far below a metre, and it is plain arithmetic on both databases.
export const KM_PER_DEGREE_LATITUDE = 110.574;
const KM_PER_DEGREE_LONGITUDE_AT_EQUATOR = 111.32;
export const kmPerDegreeLongitude = (latitude: number) => KM_PER_DEGREE_LONGITUDE_AT_EQUATOR * Math.cos((latitude * Math.PI) / 180);

/** A number parameter typed for PostgreSQL's arithmetic (SQLite reads the cast as REAL). */
const real = (n: number) => sql<number>`cast(${n} as double precision)`;

const insideBounds = (b: Bounds) =>
  sql<SqlBool>`${sql.ref("listings.latitude")} between ${real(b.south)} and ${real(b.north)}
    and ${sql.ref("listings.longitude")} between ${real(b.west)} and ${real(b.east)}`;

/** A listing's squared distance from `near`'s point, in km² (ordering by it orders by distance). */
export function distanceSquared(near: Near): RawBuilder<number> {
  const dy = sql`(${sql.ref("listings.latitude")} - ${real(near.latitude)}) * ${real(KM_PER_DEGREE_LATITUDE)}`;
  const dx = sql`(${sql.ref("listings.longitude")} - ${real(near.longitude)}) * ${real(kmPerDegreeLongitude(near.latitude))}`;
  return sql<number>`(${dy}) * (${dy}) + (${dx}) * (${dx})`;
}

/** Within `near.km` of its point: the square around the circle first, which the position index serves. */
function withinDistance(near: Near): RawBuilder<SqlBool> {
  return sql<SqlBool>`${insideBounds(boundsAround(near))} and ${distanceSquared(near)} <= ${real(near.km * near.km)}`;
}

/** The square around `near`'s circle. */
export function boundsAround(near: Near): Bounds {
  const dLat = near.km / KM_PER_DEGREE_LATITUDE;
  const dLng = near.km / kmPerDegreeLongitude(near.latitude);
  return { south: near.latitude - dLat, north: near.latitude + dLat, west: near.longitude - dLng, east: near.longitude + dLng };
}

/** Where a top location is, by slug, for `areaFilters`. */
export const topLocationPosition =
  (db: Kysely<DB>): PositionOf =>
  (slug) =>
    db.selectFrom("top_locations").select(["name", "latitude", "longitude"]).where("slug", "=", slug).where("is_active", "=", 1).executeTakeFirst();

/** Narrows a query over "listings" (already filtered to published) by the filters; works on SQLite and PostgreSQL. */
export function applyListingFilters<D extends DB, TB extends keyof D, O>(
  qb: SelectQueryBuilder<D, TB | "listings", O>,
  filters: ListingFilters,
): SelectQueryBuilder<D, TB | "listings", O> {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.categoryIds !== undefined) {
    conditions.push(
      filters.categoryIds.length
        ? sql<SqlBool>`${sql.ref("listings.category_id")} in (${sql.join(filters.categoryIds)})`
        : sql<SqlBool>`1 = 0`,
    );
  }
  if (filters.priceMin !== undefined || filters.priceMax !== undefined) {
    const price = listingPriceIn(filters.currency ?? "gbp");
    // Unpriced listings fall out here: a null price compares as unknown.
    if (filters.priceMin !== undefined) conditions.push(sql<SqlBool>`${price} >= ${filters.priceMin * 100}`);
    if (filters.priceMax !== undefined) conditions.push(sql<SqlBool>`${price} <= ${filters.priceMax * 100}`);
  }
  const location = filters.location?.trim();
  if (location) {
    // A known top location (by slug, or by name as the search form's suggestions give it)
    // selects by location; any other text searches the address.
    const known = sql`select id from top_locations where slug = ${location} or lower(name) = ${location.toLowerCase()}`;
    conditions.push(sql<SqlBool>`(${sql.ref("listings.location_id")} in (${known})
      or (not exists (${known})
        and lower(${sql.ref("listings.address")}) like ${contains(location)} escape '\\'))`);
  }
  for (const filter of filters.dynamic ?? []) {
    const condition = dynamicCondition(filter);
    if (condition) conditions.push(condition);
  }
  if (filters.bounds) conditions.push(insideBounds(filters.bounds));
  if (filters.near) conditions.push(withinDistance(filters.near));
  if (filters.ids !== undefined) {
    conditions.push(filters.ids.length ? sql<SqlBool>`${sql.ref("listings.id")} in (${sql.join(filters.ids)})` : sql<SqlBool>`1 = 0`);
  }
  return conditions.reduce((query, condition) => query.where(condition), qb);
}

/** The active definitions and the options of the fields named `names` (for `checkDynamicFilters`). */
export async function filterFieldsOf(db: Kysely<DB>, names: string[]): Promise<FilterFields> {
  const [definitions, options] = await Promise.all([
    db
      .selectFrom("field_definitions")
      .select(["id", "field_name", "data_type", "display_type"])
      .where("field_name", "in", names)
      .where("is_active", "=", 1)
      .execute(),
    db
      .selectFrom("field_options")
      .innerJoin("field_definitions", "field_definitions.id", "field_options.field_id")
      .select(["field_definitions.field_name", "field_options.value"])
      .where("field_definitions.field_name", "in", names)
      .execute(),
  ]);
  return { definitions, options };
}
