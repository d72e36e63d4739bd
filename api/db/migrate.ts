import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { Database } from "./database.js";
import * as initial from "./migrations/0001_initial.js";
import * as search from "./migrations/0002_search.js";
import * as places from "./migrations/0004_places.js";
import * as listingCounts from "./migrations/0005_listing_count_indexes.js";
import * as searchTerms from "./migrations/0006_search_terms.js";
import * as imageVariants from "./migrations/0007_image_variants.js";
import * as sitemap from "./migrations/0008_sitemap.js";
import * as reviewModeration from "./migrations/0009_review_moderation.js";
import * as chat from "./migrations/0010_chat.js";
import * as contactPreferences from "./migrations/0011_contact_preferences.js";
import * as listingExpiry from "./migrations/0012_listing_expiry.js";
import * as ownerListingsIndex from "./migrations/0013_owner_listings_index.js";
import * as backOffice from "./migrations/0014_back_office.js";
import * as catalogueAdmin from "./migrations/0015_catalogue_admin.js";
import * as adminListings from "./migrations/0016_admin_listings.js";
import * as bannerAnalytics from "./migrations/0018_banner_analytics.js";
import * as siteSettings from "./migrations/0019_site_settings.js";
import * as mediaLibrary from "./migrations/0020_media_library.js";
import * as promotionOrders from "./migrations/0021_promotion_orders.js";
import * as listingExternalRef from "./migrations/0022_listing_external_ref.js";
import * as rateLimits from "./migrations/0023_rate_limits.js";
import * as pendingFiles from "./migrations/0024_pending_files.js";
import * as auditClient from "./migrations/0025_audit_client.js";
import * as savedSearches from "./migrations/0026_saved_searches.js";
import * as listingLifetimes from "./migrations/0027_listing_lifetimes.js";
import * as draftWarnings from "./migrations/0028_draft_warnings.js";
import * as statusChangedAt from "./migrations/0029_status_changed_at.js";
import * as favoriteNotices from "./migrations/0030_favorite_notices.js";
import * as chatClientKey from "./migrations/0031_chat_client_key.js";
import * as fileRemovals from "./migrations/0032_file_removals.js";
import * as listingPositionIndex from "./migrations/0033_listing_position_index.js";
import * as bannerLanguages from "./migrations/0034_banner_languages.js";
import * as listingShowPhone from "./migrations/0035_listing_show_phone.js";
import * as searchAreaCells from "./migrations/0036_search_area_cells.js";

// Listed here rather than read from a folder, so migrations run the same from source or a bundle.
export const migrations: Record<string, Migration> = {
  "0001_initial": initial,
  "0002_search": search,
  "0004_places": places,
  "0005_listing_count_indexes": listingCounts,
  "0006_search_terms": searchTerms,
  "0007_image_variants": imageVariants,
  "0008_sitemap": sitemap,
  "0009_review_moderation": reviewModeration,
  "0010_chat": chat,
  "0011_contact_preferences": contactPreferences,
  "0012_listing_expiry": listingExpiry,
  "0013_owner_listings_index": ownerListingsIndex,
  "0014_back_office": backOffice,
  "0015_catalogue_admin": catalogueAdmin,
  "0016_admin_listings": adminListings,
  "0018_banner_analytics": bannerAnalytics,
  "0019_site_settings": siteSettings,
  "0020_media_library": mediaLibrary,
  "0021_promotion_orders": promotionOrders,
  "0022_listing_external_ref": listingExternalRef,
  "0023_rate_limits": rateLimits,
  "0024_pending_files": pendingFiles,
  "0025_audit_client": auditClient,
  "0026_saved_searches": savedSearches,
  "0027_listing_lifetimes": listingLifetimes,
  "0028_draft_warnings": draftWarnings,
  "0029_status_changed_at": statusChangedAt,
  "0030_favorite_notices": favoriteNotices,
  "0031_chat_client_key": chatClientKey,
  "0032_file_removals": fileRemovals,
  "0033_listing_position_index": listingPositionIndex,
  "0034_banner_languages": bannerLanguages,
  "0035_listing_show_phone": listingShowPhone,
  "0036_search_area_cells": searchAreaCells,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(database: Database): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider,
    ...(database.schema ? { migrationTableSchema: database.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String((error as Error).message ?? error)}`);
  }
  return (results ?? []).map((r) => r.migrationName);
}
