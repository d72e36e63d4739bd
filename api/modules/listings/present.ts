import { pagePhase } from "./public-phase.js";
import type { FieldValue, Listing, ListingSummary, MediaFile } from "../../schemas/listing.js";
import type { PlacedField } from "../fields/service.js";
import { readVariants } from "../media/variants.js";
import type { DetailRow, FieldValueRow, MediaRow, SummaryRow } from "./repository.js";

// Database rows → API answers: minor units to major, 0/1 flags to booleans, storage paths to URLs.

export const uploadUrl = (path: string | null | undefined): string | null => (path ? `/api/v1/uploads/${path}` : null);

/**
 * A row's stored WebP copies as an img `srcset`: the form pages use as it is, and the shortest
 * (pages carry it twice, in the markup and in their data).
 */
export function toSrcset(stored: string | null | undefined): string | null {
  const variants = readVariants(stored);
  return variants.length ? variants.map(({ path, width }) => `${uploadUrl(path)} ${width}w`).join(", ") : null;
}

const major = (minor: number | null): number | null => (minor === null ? null : Number(minor) / 100);
const flag = (value: number | null | undefined): boolean => Number(value) === 1;
const numberOrNull = (value: number | null): number | null => (value === null ? null : Number(value));

export function toMediaFile(row: MediaRow): MediaFile {
  return {
    id: row.id,
    file_url: uploadUrl(row.file_path)!,
    // SPEC: image variant fallback order is medium, thumbnail, webp, file.
    display_url: uploadUrl(row.medium_path ?? row.thumbnail_path ?? row.webp_path ?? row.file_path)!,
    thumbnail_url: uploadUrl(row.thumbnail_path),
    webp_url: uploadUrl(row.webp_path),
    webp_srcset: toSrcset(row.webp_variants),
    medium_path: row.medium_path,
    thumbnail_path: row.thumbnail_path,
    webp_path: row.webp_path,
    file_path: row.file_path,
    original_filename: row.original_filename,
    file_size: Number(row.file_size),
    mime_type: row.mime_type,
    media_type: row.media_type,
    alt_text: row.alt_text,
    description: row.description,
    is_public: flag(row.is_public),
    duration: numberOrNull(row.duration),
    codec: row.codec,
    width: numberOrNull(row.width),
    height: numberOrNull(row.height),
    is_processed: flag(row.is_processed),
    processing_error: row.processing_error,
    uploaded_by_id: row.uploaded_by_id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    sort_order: Number(row.sort_order),
    is_cover: flag(row.is_cover),
  };
}

/** A card's picture: its URL and its WebP copies. */
export type CardPicture = Pick<ListingSummary, "thumbnail_url" | "thumbnail_srcset">;

type PictureRow = Pick<MediaRow, "thumbnail_path" | "medium_path" | "webp_path" | "file_path" | "webp_variants">;

/** A photo as a card shows it: the thumbnail, falling back to larger variants, with its WebP copies. */
export function cardPicture(photo: PictureRow | undefined): CardPicture {
  if (!photo) return { thumbnail_url: null, thumbnail_srcset: null };
  return {
    thumbnail_url: uploadUrl(photo.thumbnail_path ?? photo.medium_path ?? photo.webp_path ?? photo.file_path),
    thumbnail_srcset: toSrcset(photo.webp_variants),
  };
}

/** The card picture of a listing: its cover, else its first picture. */
export const coverPicture = (media: MediaRow[]): CardPicture => cardPicture(media.find((m) => flag(m.is_cover)) ?? media[0]);

export function toSummary(row: SummaryRow, picture: CardPicture): ListingSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    address: row.address,
    category_id: row.category_id,
    category: { id: row.category_id, slug: row.category_slug, name_en: row.category_name_en, name_es: row.category_name_es },
    ...picture,
    selected_currency: row.selected_currency === "eur" ? "eur" : "gbp",
    price_gbp: major(row.price_gbp_minor),
    price_eur: major(row.price_eur_minor),
    views_count: Number(row.views_count),
    created_at: row.created_at,
    is_top: flag(row.is_top),
    is_featured: flag(row.is_featured),
    is_highlighted: flag(row.is_highlighted),
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
    status: row.status,
    user_id: row.user_id,
  };
}

/** A stored value with its field; a multi-select (or array) value is several comma-separated options. */
export function toFieldValue(row: FieldValueRow, placed: PlacedField): FieldValue {
  const { definition } = placed;
  return {
    field_id: row.field_id,
    value_text: row.value_text,
    value_number: numberOrNull(row.value_number),
    value_boolean: row.value_boolean === null ? null : flag(row.value_boolean),
    value_array: row.value_array,
    is_multiple_value: definition.display_type === "MULTI_SELECT" || definition.data_type === "ARRAY",
    field: definition,
  };
}

export function toListing(
  row: DetailRow,
  media: MediaRow[],
  fieldValues: FieldValue[],
  topFields: FieldValue[],
): Listing {
  return {
    ...toSummary(row, coverPicture(media)),
    page_phase: pagePhase(row),
    description: row.description,
    show_phone: flag(row.show_phone),
    user: {
      id: row.user_id,
      first_name: row.owner_first_name,
      last_name: row.owner_last_name,
      avatar_url: row.owner_avatar_url,
      is_verified: flag(row.owner_is_verified),
      created_at: row.owner_created_at,
      shows_phone: flag(row.show_phone) && row.owner_phone !== null,
      // Filled in by the service for a signed-in viewer (the owner's choice permitting).
      phone: null,
    },
    location:
      row.location_ref === null || row.location_slug === null || row.location_name === null
        ? null
        : { id: row.location_ref, slug: row.location_slug, name: row.location_name },
    media_files: media.map(toMediaFile),
    field_values: fieldValues,
    top_fields: topFields,
    updated_at: row.updated_at,
    published_at: row.published_at,
    wizard_step: row.wizard_step,
  };
}
