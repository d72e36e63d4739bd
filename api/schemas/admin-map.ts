import * as z from "zod";
import { plainText } from "./text.js";

// The map every page draws (GET /settings/map): where its tiles come from, the credit Leaflet
// shows under them, where a map with nothing to point at is centred, and the service area: the
// box a listing's location must lie in (a pin at 2, 2 is no Gibraltar address).

export const MAX_MAP_ZOOM = 19;

export const AREA_EDGE_MESSAGES = {
  latitude: "The service area's north edge must be north of its south edge",
  longitude: "The service area's east edge must be east of its west edge",
} as const;

/** What GET /settings/map and the back-office answer. */
export type MapSettings = {
  tile_url: string;
  attribution: string;
  default_latitude: number;
  default_longitude: number;
  default_zoom: number;
  area_south: number;
  area_west: number;
  area_north: number;
  area_east: number;
};


// Leaflet fills {z}/{x}/{y} for each tile; a site-relative path serves tiles from this host.
const TILE_URL = /^(https?:\/\/[^\s/]+|\/)[^\s]*$/;
const TILE_URL_MESSAGE = "Enter a tile URL starting with https:// or /";
const TILE_PLACEHOLDERS_MESSAGE = "The tile URL needs the {z}, {x} and {y} placeholders";
// Leaflet's tile layers go up to zoom 19.
const ZOOM_MESSAGE = "Zoom must be a whole number from 1 to 19";

const LATITUDE_MESSAGE = "Latitude must be a number between -90 and 90";
const LONGITUDE_MESSAGE = "Longitude must be a number between -180 and 180";
const latitude = z.number({ error: LATITUDE_MESSAGE }).min(-90, LATITUDE_MESSAGE).max(90, LATITUDE_MESSAGE);
const longitude = z.number({ error: LONGITUDE_MESSAGE }).min(-180, LONGITUDE_MESSAGE).max(180, LONGITUDE_MESSAGE);

export const MapSettingsSchema = z.object({
  tile_url: plainText({ error: TILE_URL_MESSAGE })
    .trim()
    .max(500, "The tile URL is at most 500 characters")
    .regex(TILE_URL, TILE_URL_MESSAGE)
    .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), TILE_PLACEHOLDERS_MESSAGE),
  // Leaflet writes the attribution as HTML: entities (&copy;) are welcome, tags are not.
  attribution: plainText({ error: "Enter the map attribution" })
    .trim()
    .min(1, "Enter the map attribution")
    .max(300, "The attribution is at most 300 characters")
    .refine((text) => !/[<>]/.test(text), "The attribution is plain text: no < or >"),
  default_latitude: latitude,
  default_longitude: longitude,
  default_zoom: z
    .number({ error: ZOOM_MESSAGE })
    .int(ZOOM_MESSAGE)
    .min(1, ZOOM_MESSAGE)
    .max(MAX_MAP_ZOOM, ZOOM_MESSAGE),
  area_south: latitude,
  area_west: longitude,
  area_north: latitude,
  area_east: longitude,
}).superRefine((value, ctx) => {
  if (value.area_south >= value.area_north) ctx.addIssue({ code: "custom", path: ["area_north"], message: AREA_EDGE_MESSAGES.latitude });
  if (value.area_west >= value.area_east) ctx.addIssue({ code: "custom", path: ["area_east"], message: AREA_EDGE_MESSAGES.longitude });
});
export type MapSettingsInput = z.output<typeof MapSettingsSchema>;
