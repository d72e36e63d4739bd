import { type SelectQueryBuilder, type SqlBool, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import { MAP_PINS_MAX, type MapPins } from "../../schemas/area.js";

const id = sql.ref("listings.id");
const latitude = sql.ref("listings.latitude");
const longitude = sql.ref("listings.longitude");

/**
 * The map pins of a list of listings (a query over "listings", already filtered): the newest
 * MAP_PINS_MAX with a position, as [id, latitude, longitude], and whether more were left out.
 */
export async function mapPinsOf<D extends DB, TB extends keyof D, O>(query: SelectQueryBuilder<D, TB, O>): Promise<MapPins> {
  // The selection is fixed here, whatever the generic query selected: its row type is this.
  const rows = (await query
    .clearSelect()
    .select([sql<number>`${id}`.as("id"), sql<number>`${latitude}`.as("latitude"), sql<number>`${longitude}`.as("longitude")])
    .where(sql<SqlBool>`${latitude} is not null and ${longitude} is not null`)
    .orderBy(sql`${id}`, "desc")
    .limit(MAP_PINS_MAX + 1)
    .execute()) as Array<{ id: number; latitude: number; longitude: number }>;
  const pins = rows.slice(0, MAP_PINS_MAX).map((row): [number, number, number] => [Number(row.id), Number(row.latitude), Number(row.longitude)]);
  return { pins, truncated: rows.length > MAP_PINS_MAX };
}
