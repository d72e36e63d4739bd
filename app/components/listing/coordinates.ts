export type Coordinates = { lat: number; lng: number };

/**
 * Coordinates must be numbers ('Invalid coordinates'), inside the globe's ranges
 * ('Invalid coordinate values'). Missing coordinates are not an error: there is simply no map.
 */
export function parseCoordinates(lat: unknown, lng: unknown): { ok: true; value: Coordinates } | { ok: false; error: string | null } {
  if ((lat === null || lat === undefined || lat === "") && (lng === null || lng === undefined || lng === "")) return { ok: false, error: null };
  const la = typeof lat === "string" ? Number(lat) : lat;
  const ln = typeof lng === "string" ? Number(lng) : lng;
  if (typeof la !== "number" || typeof ln !== "number" || Number.isNaN(la) || Number.isNaN(ln)) return { ok: false, error: "listing.coordinates_invalid" };
  if (la < -90 || la > 90 || ln < -180 || ln > 180 || !Number.isFinite(la) || !Number.isFinite(ln)) return { ok: false, error: "Invalid coordinate values" };
  return { ok: true, value: { lat: la, lng: ln } };
}

/** Reads coordinates under any of the names they travel under (latitude/longitude, lat/lng). */
export function listingCoordinates(listing: Record<string, unknown>) {
  return parseCoordinates(
    listing.latitude ?? listing.location_lat ?? listing.lat,
    listing.longitude ?? listing.location_lng ?? listing.lng,
  );
}
