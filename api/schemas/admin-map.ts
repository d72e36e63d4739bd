import * as z from "zod";
import { plainText } from "./text.js";

// The map every page draws (GET /settings/map): where its tiles come from, the credit Leaflet
// shows under them, and where a map with nothing to point at is centred.

export const MAX_MAP_ZOOM = 19;

/** What GET /settings/map and the back-office answer. */
export type MapSettings = {
  tile_url: string;
  attribution: string;
  default_latitude: number;
  default_longitude: number;
  default_zoom: number;
};

// Leaflet fills {z}/{x}/{y} for each tile; a site-relative path serves tiles from this host.
const TILE_URL = /^(https?:\/\/[^\s/]+|\/)[^\s]*$/;
const TILE_URL_MESSAGE = "Enter a tile URL starting with https:// or /";
const TILE_PLACEHOLDERS_MESSAGE = "The tile URL needs the {z}, {x} and {y} placeholders";
// Leaflet's tile layers go up to zoom 19.
const ZOOM_MESSAGE = "Zoom must be a whole number from 1 to 19";

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
  default_latitude: z
    .number({ error: "Latitude must be a number between -90 and 90" })
    .min(-90, "Latitude must be a number between -90 and 90")
    .max(90, "Latitude must be a number between -90 and 90"),
  default_longitude: z
    .number({ error: "Longitude must be a number between -180 and 180" })
    .min(-180, "Longitude must be a number between -180 and 180")
    .max(180, "Longitude must be a number between -180 and 180"),
  default_zoom: z
    .number({ error: ZOOM_MESSAGE })
    .int(ZOOM_MESSAGE)
    .min(1, ZOOM_MESSAGE)
    .max(MAX_MAP_ZOOM, ZOOM_MESSAGE),
});
export type MapSettingsInput = z.output<typeof MapSettingsSchema>;
