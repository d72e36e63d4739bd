import sharp from "sharp";
import { variantWidths } from "../media/variants.js";

/**
 * The widths of a banner picture's WebP copies: banners span at most the page (1200 CSS px), so a
 * phone at 2x takes the 600 or 1200 copy and a large dense screen the 2400 one.
 */
export const BANNER_WIDTHS = [600, 1200, 2400] as const;
/** Anything larger is scaled down to this on a side. */
const MAX_SIDE = 2400;

/**
 * A banner picture's address names the widths of its copies ("banners/AbC_v600.1200.webp" has
 * "banners/AbC_v600.1200-600w.webp" and "…-1200w.webp" beside it), so its srcset follows from the
 * address alone: no column to keep in step, and addresses made before the copies (or outside this
 * site) simply have none.
 */
const NAMED = /^\/api\/v1\/uploads\/(banners\/[\w-]+_v(\d+(?:\.\d+)*))\.webp$/;

/** The widths to make of a picture `width` pixels wide: none wider than the picture itself. */
export const bannerWidths = (width: number): number[] => variantWidths(width, BANNER_WIDTHS);

/** The stored paths of a banner picture named `name` with copies at `widths`: the picture, then each copy. */
export function bannerPicturePaths(name: string, widths: number[]) {
  const stem = `banners/${name}_v${widths.join(".")}`;
  return { picture: `${stem}.webp`, copies: widths.map((width) => ({ width, path: `${stem}-${width}w.webp` })) };
}

/** The img `srcset` of a banner picture made here; null for any other address. */
export function bannerSrcset(imageUrl: string | null): string | null {
  const match = imageUrl ? NAMED.exec(imageUrl) : null;
  if (!match) return null;
  const [, stem, widths] = match;
  return widths!
    .split(".")
    .map((width) => `/api/v1/uploads/${stem}-${width}w.webp ${width}w`)
    .join(", ");
}

/**
 * A banner picture and its copies, ready to store: `image` made upright, within 2400 px a side and
 * WebP, without EXIF/GPS or other metadata; each copy is made from that picture.
 */
export async function encodeBannerPicture(image: sharp.Sharp, name: string) {
  const full = await image
    .rotate()
    .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: "inside", withoutEnlargement: true })
    .webp({ quality: 85 })
    .toBuffer({ resolveWithObject: true });
  const widths = bannerWidths(full.info.width);
  const paths = bannerPicturePaths(name, widths);
  const copies = await Promise.all(
    paths.copies.map(async ({ width, path }) => [path, await sharp(full.data).resize({ width }).webp({ quality: 80 }).toBuffer()] as [string, Buffer]),
  );
  return { files: [[paths.picture, full.data] as [string, Buffer], ...copies], picture: paths.picture, width: full.info.width, height: full.info.height };
}
