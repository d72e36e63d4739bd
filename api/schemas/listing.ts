// Shapes of the listing answers. Type-only: shared by
// the API and the pages.

import type { CategoryFields } from "./categories.js";
import type { PublicUser } from "./users.js";

export type FieldOption = { value: string; label_en: string; label_es: string; sort_order: number };

export type GroupPosition = {
  group_id: number | null;
  group_name_en: string | null;
  group_name_es: string | null;
  group_sort_order: number;
  sort_order: number;
  grid_row: number;
  grid_column_start: number;
  grid_column_span: number;
};

export type FieldDefinition = {
  id: number;
  field_name: string;
  label_en: string;
  label_es: string;
  data_type: string;
  display_type: string;
  is_required: boolean;
  sort_order: number;
  placeholder_en: string | null;
  placeholder_es: string | null;
  validation_rules: Record<string, unknown> | null;
  options: FieldOption[];
  /** Ids of the categories the field is assigned to (it applies to their subcategories too). */
  categories: number[];
  group_position: GroupPosition | null;
};

export type FieldValue = {
  field_id: number;
  value_text: string | null;
  value_number: number | null;
  value_boolean: boolean | null;
  /** Comma-separated option values of a multi-select. */
  value_array: string | null;
  is_multiple_value: boolean;
  field: FieldDefinition;
};

export type MediaFile = {
  id: number;
  file_url: string;
  display_url: string;
  thumbnail_url: string | null;
  webp_url: string | null;
  /**
   * The photo's WebP copies as an img `srcset` ("<url> 400w, <url> 800w, ..."), narrowest first;
   * null for photos stored before there were copies.
   */
  webp_srcset: string | null;
  medium_path: string | null;
  thumbnail_path: string | null;
  webp_path: string | null;
  file_path: string;
  original_filename: string | null;
  file_size: number;
  mime_type: string;
  media_type: string;
  alt_text: string | null;
  description: string | null;
  is_public: boolean;
  /** Seconds, for videos. */
  duration: number | null;
  codec: string | null;
  width: number | null;
  height: number | null;
  is_processed: boolean;
  processing_error: string | null;
  uploaded_by_id: number | null;
  created_at: string;
  updated_at: string;
  sort_order: number;
  is_cover: boolean;
};

export type ListingOwner = Pick<PublicUser, "id" | "first_name" | "last_name" | "avatar_url" | "is_verified" | "created_at"> & {
  /** Whether the owner shows their phone on this listing (and has one). */
  shows_phone: boolean;
  /** The owner's phone (E.164), only to a signed-in viewer and only when the owner shows it; else null. */
  phone: string | null;
};

/** A listing as lists show it (cards). */
export type ListingSummary = {
  id: number;
  slug: string;
  title: string;
  address: string | null;
  category_id: number;
  category: Pick<CategoryFields, "id" | "slug" | "name_en" | "name_es">;
  thumbnail_url: string | null;
  /** The card picture's (the cover photo's) WebP copies as an img `srcset`, or null. */
  thumbnail_srcset: string | null;
  selected_currency: "eur" | "gbp";
  /** Major units (pounds / euros), or null. */
  price_gbp: number | null;
  price_eur: number | null;
  views_count: number;
  created_at: string;
  is_top: boolean;
  is_featured: boolean;
  is_highlighted: boolean;
  latitude: number | null;
  longitude: number | null;
  status: string;
  user_id: number;
};

/** A listing with everything the detail page needs. */
/**
 * What a listing's page shows: live, held (sold or reserved, with its badge), ended (the page says
 * it has expired), gone (410 to everyone but its owner and admins) or private (a draft).
 */
export type ListingPagePhase = "live" | "held" | "ended" | "gone" | "private";

/** Phases whose page everyone is shown alike; the others only its owner and admins. */
export const hasPublicPage = (phase: ListingPagePhase) => phase === "live" || phase === "held" || phase === "ended";

export type Listing = ListingSummary & {
  description: string;
  user: ListingOwner;
  location: { id: number; slug: string; name: string } | null;
  media_files: MediaFile[];
  field_values: FieldValue[];
  /** The values of the category's top fields (is_top_field), in layout order. */
  top_fields: FieldValue[];
  updated_at: string;
  published_at: string | null;
  /** The seller's choice: signed-in visitors see their phone on this listing. */
  show_phone: boolean;
  /** Where the listing wizard was left (drafts). */
  wizard_step: string | null;
  page_phase: ListingPagePhase;
};

export type ListingList = { listings: ListingSummary[]; total: number; limit: number; skip: number };
