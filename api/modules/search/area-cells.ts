import type { Bounds } from "../../schemas/area.js";
import type { Near } from "../listings/filters.js";
import { KM_PER_DEGREE_LATITUDE, boundsAround, kmPerDegreeLongitude } from "../listings/filters-repository.js";

/*
 * Map cells in the SQLite search index (decision 0034). Each placed listing's document holds, as
 * words, the cell it lies in at every level of a grid of squares of 1/2^level degrees, so FTS5
 * intersects a search's words with a map area by itself, merging its lists in C, instead of
 * SQLite testing tens of thousands of listing rows one by one.
 *
 * Changing the levels or the token's shape changes what the index holds: it needs a migration
 * that reindexes (as 0036 did).
 */

/** From squares of about 3.5 km (level 5) to about 25 m (level 12) at Gibraltar's latitude. */
export const COARSEST_LEVEL = 5;
export const FINEST_LEVEL = 12;
/**
 * Beyond this many cells a cover costs more to merge than testing the rows. FTS5 steps through
 * every cell of an OR for each match, and bm25 scores every cell as a phrase of the query.
 */
export const MAX_CELLS = 400;
/** A private-use character: a word character to the tokenizer that no searched word can contain. */
const MARK = "\uE000";

const cellToken = (level: number, x: number, y: number) => `${MARK}${level}x${x}y${y}`;

/** The cell numbers at a level: whole squares counted from longitude -180 and latitude -90. */
const column = (longitude: number, level: number) => Math.floor((longitude + 180) * 2 ** level);
const row = (latitude: number, level: number) => Math.floor((latitude + 90) * 2 ** level);

/** SQLite: the cell words of a listing `l`, for its search document (empty when it is not placed). */
export function cellWordsSql(): string {
  const levels = Array.from({ length: FINEST_LEVEL - COARSEST_LEVEL + 1 }, (_, i) => COARSEST_LEVEL + i);
  const words = levels.map(
    (level) =>
      `char(${MARK.charCodeAt(0)}) || '${level}x' || cast((l.longitude + 180) * ${2 ** level} as integer) || 'y' || cast((l.latitude + 90) * ${2 ** level} as integer)`,
  );
  return `case when l.latitude is null or l.longitude is null then '' else ${words.join(" || ' ' || ")} end`;
}

/** Whether an index term is a cell word (not a word of the listings' text). */
export const isCellWord = (term: string) => term.startsWith(MARK);

/** Where a cell lies against an area: 0 outside, 1 partly inside, 2 wholly inside. */
type Shape = (south: number, north: number, west: number, east: number) => 0 | 1 | 2;

/** The cells covering an area: `inside` wholly within it, `edge` (finest level) partly. */
export type AreaCover = { inside: string[]; edge: string[] };

const boxShape =
  (b: Bounds): Shape =>
  (south, north, west, east) => {
    if (east < b.west || west > b.east || north < b.south || south > b.north) return 0;
    return west >= b.west && east <= b.east && south >= b.south && north <= b.north ? 2 : 1;
  };

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/** Measured flat, as the listings' distance filter measures (filters-repository.ts). */
const circleShape = (near: Near): Shape => {
  const kmPerLongitude = kmPerDegreeLongitude(near.latitude);
  const within = (latitude: number, longitude: number) =>
    ((latitude - near.latitude) * KM_PER_DEGREE_LATITUDE) ** 2 + ((longitude - near.longitude) * kmPerLongitude) ** 2 <= near.km ** 2;
  return (south, north, west, east) => {
    if (!within(clamp(near.latitude, south, north), clamp(near.longitude, west, east))) return 0;
    return within(south, west) && within(south, east) && within(north, west) && within(north, east) ? 2 : 1;
  };
};

/**
 * The cells covering a map's bounds, a circle around a place, or both at once (where they
 * overlap): the largest cells wholly inside, and along the edge cells of the finest level that
 * keeps the cover within `maxCells` (the caller tests their listings exactly). Null when even the
 * coarsest cells are too many (a continent): the caller then filters rows as without the index.
 */
export function coverArea(area: { bounds?: Bounds; near?: Near }, maxCells = MAX_CELLS): AreaCover | null {
  const shapes = [area.bounds && boxShape(area.bounds), area.near && circleShape(area.near)].filter((shape) => shape !== undefined);
  if (!shapes.length) return null;
  const shape: Shape = (...cell) => Math.min(...shapes.map((s) => s(...cell))) as 0 | 1 | 2;
  const box = area.near ? boundsAround(area.near) : area.bounds!;
  for (let finest = FINEST_LEVEL; finest >= COARSEST_LEVEL; finest--) {
    const cover = coverTo(finest, shape, box, maxCells);
    if (cover) return cover;
  }
  return null;
}

/** The cover with edge cells of level `finest`, or null beyond `maxCells`. */
function coverTo(finest: number, shape: Shape, box: Bounds, maxCells: number): AreaCover | null {
  const cover: AreaCover = { inside: [], edge: [] };
  const columns = { from: column(box.west, COARSEST_LEVEL), to: column(box.east, COARSEST_LEVEL) };
  const rows = { from: row(box.south, COARSEST_LEVEL), to: row(box.north, COARSEST_LEVEL) };
  if ((columns.to - columns.from + 1) * (rows.to - rows.from + 1) > maxCells) return null;
  const visit = (level: number, x: number, y: number): boolean => {
    const size = 1 / 2 ** level;
    const west = x * size - 180;
    const south = y * size - 90;
    const where = shape(south, south + size, west, west + size);
    if (where === 2) cover.inside.push(cellToken(level, x, y));
    else if (where === 1 && level === finest) cover.edge.push(cellToken(level, x, y));
    else if (where === 1) {
      for (const [dx, dy] of [[0, 0], [0, 1], [1, 0], [1, 1]] as const) if (!visit(level + 1, 2 * x + dx, 2 * y + dy)) return false;
    }
    return cover.inside.length + cover.edge.length <= maxCells;
  };
  for (let x = columns.from; x <= columns.to; x++) {
    for (let y = rows.from; y <= rows.to; y++) if (!visit(COARSEST_LEVEL, x, y)) return null;
  }
  return cover;
}
