import { z } from "zod";

/**
 * The widths of the WebP copies a picture is served in through `srcset`: a phone's card at 1x,
 * the same at 2x (or a desktop card), and a full-width gallery photo on a large or dense screen.
 */
export const VARIANT_WIDTHS = [320, 640, 1280] as const;

/** One stored WebP copy of a picture. */
export type StoredVariant = { path: string; width: number; height: number };

const StoredVariantsSchema = z.array(
  z.object({ path: z.string().min(1), width: z.number().int().positive(), height: z.number().int().positive() }),
);

/**
 * The widths to make of a picture `width` pixels wide. None is wider than the picture (nothing is
 * enlarged); a picture narrower than the largest width gets a copy at its own width instead, so the
 * srcset still reaches its full resolution.
 */
export function variantWidths(width: number): number[] {
  return [...new Set(VARIANT_WIDTHS.map((step) => Math.min(step, width)))];
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
