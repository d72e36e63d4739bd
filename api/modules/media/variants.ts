import * as z from "zod";

/**
 * The widths of the WebP copies a picture is served in through `srcset`: a desktop card (about
 * 300 CSS px at 1x), a phone's full-width card or photo at about 2x (380 CSS px × 1.75–2, as
 * Lighthouse's phone), and a photo on a large or denser screen. Browsers take the first copy at
 * least as wide as the slot needs, so a step just under a common need (640 for 665) doubles the bytes.
 */
export const VARIANT_WIDTHS = [400, 800, 1280] as const;

/** One stored WebP copy of a picture. */
export type StoredVariant = { path: string; width: number };

const StoredVariantsSchema = z.array(z.object({ path: z.string().min(1), width: z.number().int().positive() }));

/**
 * The widths (of `steps`, photos' by default) to make of a picture `width` pixels wide. None is wider than the picture (nothing is
 * enlarged); a picture narrower than the largest width gets a copy at its own width instead, so the
 * srcset still reaches its full resolution.
 */
export function variantWidths(width: number, steps: readonly number[] = VARIANT_WIDTHS): number[] {
  return [...new Set(steps.map((step) => Math.min(step, width)))];
}

/** The variants column as stored (JSON text). */
export const writeVariants = (variants: StoredVariant[]): string => JSON.stringify(variants);

/** The variants of a row; none for rows stored before there were variants (NULL) or unreadable text. */
export function readVariants(stored: string | null | undefined): StoredVariant[] {
  if (!stored) return [];
  try {
    const parsed = StoredVariantsSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}
