// Where listings are: a map's bounds ("Search this area") and a distance from a top location
// ("within 1 km of Ocean Village"), the same parameters on /search, /listings and their pins.
// Isomorphic and without zod (the pages' browser code uses it): the query parameters
// themselves are `areaParams` of listing-query.ts.

/** The distances the pages offer for "within … of"; the API takes any from 0.1 to 50 km. */
export const NEAR_DISTANCES_KM = [0.5, 1, 2, 5] as const;
export const DEFAULT_NEAR_KM = 1;
export const WITHIN_MIN_KM = 0.1;
export const WITHIN_MAX_KM = 50;

export const AREA_MESSAGES = {
  bbox: "bbox must be west,south,east,north in degrees",
  bboxOrder: "bbox must have west before east and south before north",
  within: `within must be a distance in km from ${WITHIN_MIN_KM} to ${WITHIN_MAX_KM}`,
  near: "near must be a top location's slug",
  distanceSort: "Sorting by distance needs a place to measure from (near)",
  unknownPlace: (slug: string) => `Unknown place: ${slug}`,
  noPosition: (name: string) => `${name} has no position on the map`,
} as const;

/** A map's bounds in degrees, in the order of Leaflet's toBBoxString and GeoJSON: west,south,east,north. */
export type Bounds = { west: number; south: number; east: number; north: number };

/** The service area of the map settings (the box a listing's location must lie in). */
export const serviceAreaOf = (settings: { area_south: number; area_west: number; area_north: number; area_east: number }): Bounds => ({
  south: settings.area_south,
  west: settings.area_west,
  north: settings.area_north,
  east: settings.area_east,
});

/** Whether a point lies in a box (edges included). */
export const isInside = (box: Bounds, latitude: number, longitude: number) =>
  latitude >= box.south && latitude <= box.north && longitude >= box.west && longitude <= box.east;

/** "west,south,east,north", to 5 decimals (about a metre): a short, stable URL. */
export const formatBounds = (b: Bounds): string => [b.west, b.south, b.east, b.north].map((n) => Number(n.toFixed(5))).join(",");

/** A sort by distance measures from `near`: without it the sort is refused (as a field error on the sort). */
export const distanceSortHasPlace = (sort: string, near: string | undefined) => sort !== "distance" || near !== undefined;

/** The map pins of a list: each match with a position as [id, latitude, longitude], newest first, at most MAP_PINS_MAX. */
export type MapPins = { pins: Array<[number, number, number]>; truncated: boolean };
export const MAP_PINS_MAX = 2000;
