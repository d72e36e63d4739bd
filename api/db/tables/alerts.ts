import type { Generated } from "kysely";
import type { Flag, Id } from "./types.js";

/* Saved searches, the listings found for them, and the leases of background jobs (0026). */

export type AlertFrequency = "instant" | "daily";
export type FavoriteNoticeKind = "price_drop" | "sold" | "reserved" | "expired";

export interface SavedSearchesTable {
  id: Id;
  user_id: number;
  name: string;
  /** The results page's query string: q, category, location, price range, currency, df_* filters, sort. */
  query: string;
  frequency: Generated<AlertFrequency>;
  /** The hour (0–23, Europe/Gibraltar) of a daily digest. */
  digest_hour: Generated<number>;
  paused: Generated<Flag>;
  last_digest_on: string | null;
  created_at: string;
  updated_at: string;
}

export interface SavedSearchHitsTable {
  id: Id;
  saved_search_id: number;
  listing_id: number;
  found_at: string;
  claim: string | null;
  claimed_until: string | null;
  sent_at: string | null;
}

export interface JobLeasesTable {
  name: string;
  holder: string | null;
  held_until: string | null;
  watermark: string | null;
}

/** News of a saved listing for one user who saved it (0030). */
export interface FavoriteNoticesTable {
  id: Id;
  user_id: number;
  listing_id: number;
  kind: FavoriteNoticeKind;
  old_price_minor: number | null;
  new_price_minor: number | null;
  currency: string | null;
  created_at: string;
  read_at: string | null;
  emailed_at: string | null;
}
