import * as z from "zod";

// The public side of banners; isomorphic, so the pages share
// the positions and the answer's shape.

import { BANNER_POSITIONS, type BannerPosition } from "./constants.js";

export { BANNER_POSITIONS, type BannerPosition, FULL_WIDTH_POSITIONS } from "./constants.js";
export type BannerType = "IMAGE" | "HTML" | "SCRIPT";

/** How many banners a position shows unless the banner settings say otherwise. */
export const DEFAULT_BANNERS_PER_POSITION = 3;

/** A banner's stored fields as the API answers them (the banners table, flags as booleans). */
export type Banner = {
  id: number;
  name: string;
  title: string | null;
  /** The English (and default) alt text and picture. */
  alt_text: string | null;
  banner_type: BannerType;
  image_url: string | null;
  /** What Spanish pages show instead of image_url and alt_text; null: those. */
  image_url_es: string | null;
  alt_text_es: string | null;
  link_url: string | null;
  /** The HTML (or script) of HTML and SCRIPT banners: language-neutral, and in each language. */
  html_content: string | null;
  html_content_en: string | null;
  html_content_es: string | null;
  /** The banner's size in pixels: shown at it, except at FULL_WIDTH_POSITIONS, which keep only its shape. */
  width: number | null;
  height: number | null;
  priority: number;
  position: BannerPosition;
  is_active: boolean;
  start_date: string | null;
  end_date: string | null;
  impressions_count: number;
  clicks_count: number;
  created_at: string;
  updated_at: string;
};

/**
 * One banner as the public endpoints serve it, in the requested language: `image_url` and
 * `alt_text` are that language's (a Spanish page gets the English ones where the banner has no
 * Spanish picture or alt text).
 */
export type PublicBanner = Pick<
  Banner,
  "id" | "name" | "title" | "alt_text" | "banner_type" | "image_url" | "link_url" | "width" | "height" | "priority" | "position" | "is_active"
> & {
  /** WebP copies of an uploaded picture at 600/1200/2400 px as an img `srcset`; null for other pictures. */
  image_srcset: string | null;
  /** Where a visitor follows the banner: the counting redirect, or null without a safe link. */
  click_url: string | null;
  /** In the requested language: sanitised for HTML banners, as entered for SCRIPT banners; null for images. */
  html_content: string | null;
  /** SCRIPT banners: the address of the sandboxed document that runs the script; null otherwise. */
  frame_url: string | null;
};

const positionMessage = `position must be one of ${BANNER_POSITIONS.join(", ")}`;

export const BannerPositionSchema = z.enum(BANNER_POSITIONS, { error: positionMessage });

/** An unknown `language` falls back to the request's Accept-Language rather than failing. */
export const BannerLanguageSchema = z.object({
  language: z.enum(["en", "es"]).optional().catch(undefined),
});

/** GET /banners/active: every position, or only the comma-separated `positions` asked for. */
export const ActiveBannersQuerySchema = BannerLanguageSchema.extend({
  positions: z
    .string({ error: positionMessage })
    .optional()
    .transform((value) => (value ? value.split(",").map((p) => p.trim()) : undefined))
    .pipe(z.array(BannerPositionSchema).optional()),
  /** `false` only selects the banners: a caller that keeps the selection reports impressions itself. */
  count: z.enum(["true", "false"]).optional(),
});

/** At most this many impressions in one call: a busy second of pages, each showing a few banners. */
export const BANNER_IMPRESSIONS_PER_CALL = 5000;

/**
 * The banners pages showed from a kept selection: each id counts one impression, so a banner
 * named three times was shown on three pages (the pages' server sends a second's pages at once).
 */
export const BannerImpressionsSchema = z.object({
  ids: z.array(z.number().int().positive()).max(BANNER_IMPRESSIONS_PER_CALL),
});
