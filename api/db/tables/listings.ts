import type { Generated } from "kysely";
import type { Flag, Id } from "./types.js";

/* Listings and what hangs off them: field values, media, favourites, views, reports. */

export interface ListingsTable {
  id: Id;
  slug: string;
  user_id: number;
  category_id: number;
  listing_type_id: number | null;
  location_id: number | null;
  title: string;
  description: string;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  price_gbp_minor: number | null;
  price_eur_minor: number | null;
  selected_currency: string;
  status: string;
  wizard_step: string | null;
  is_top: Flag;
  is_featured: Flag;
  is_highlighted: Flag;
  views_count: number;
  published_at: string | null;
  /** When a published listing expires (0012); NULL: no end. */
  expires_at: Generated<string | null>;
  /** When the owner was told it ends soon (0027); cleared by renewing. */
  expiry_reminded_at: Generated<string | null>;
  /** When the owner of an untouched draft was told it will be deleted (0028); cleared by editing it. */
  draft_warned_at: Generated<string | null>;
  /** When the owner last marked it reserved, sold or available (0029). */
  status_changed_at: Generated<string | null>;
  created_at: string;
  updated_at: string;
  /** Signed-in visitors see the seller's phone (call and WhatsApp) on this listing (0035). */
  show_phone: Generated<Flag>;
  /** The seller's own reference, from a bulk import (unique per seller). */
  external_ref: Generated<string | null>;
}

export interface ListingFieldValuesTable {
  id: Id;
  listing_id: number;
  field_id: number;
  value_text: string | null;
  value_number: number | null;
  value_boolean: Flag | null;
  value_array: string | null;
}

/** Files being written (a JSON list of storage paths); see api/modules/media/file-ledger.ts. */
export interface PendingFilesTable {
  id: Id;
  paths: string;
  created_at: string;
}

/** Files whose rows were deleted, to remove (a JSON list of storage paths); see api/modules/media/file-removals.ts. */
export interface FileRemovalsTable {
  id: Id;
  paths: string;
  created_at: string;
}

export interface MediaFilesTable {
  id: Id;
  uploaded_by_id: number | null;
  file_path: string;
  medium_path: string | null;
  thumbnail_path: string | null;
  webp_path: string | null;
  /** JSON list of the photo's WebP widths (see api/modules/media/variants.ts); NULL before 0007. */
  webp_variants: string | null;
  original_filename: string | null;
  file_size: number;
  mime_type: string;
  media_type: string;
  alt_text: string | null;
  description: string | null;
  is_public: Flag;
  duration: number | null;
  codec: string | null;
  width: number | null;
  height: number | null;
  is_processed: Flag;
  processing_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface ListingMediaTable {
  listing_id: number;
  media_id: number;
  sort_order: number;
  is_cover: Flag;
}

export interface FavoritesTable {
  user_id: number;
  listing_id: number;
  created_at: string;
}

export interface ListingViewsTable {
  listing_id: number;
  session_id: string;
  created_at: string;
}

export interface ListingReportsTable {
  id: Id;
  listing_id: number;
  user_id: number | null;
  reason: string;
  description: string | null;
  status: string;
  resolved_by_id: number | null;
  resolved_at: string | null;
  created_at: string;
  resolution_note: Generated<string | null>;
}
