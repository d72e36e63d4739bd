import type { UsersTable, UserIdentitiesTable, SessionsTable, AuthTokensTable } from "./tables/accounts.js";
import type {
  CategoriesTable,
  ListingTypesTable,
  FieldGroupsTable,
  FieldDefinitionsTable,
  FieldOptionsTable,
  CategoryFieldsTable,
  TopLocationsTable,
} from "./tables/catalogue.js";
import type {
  ListingsTable,
  ListingFieldValuesTable,
  MediaFilesTable,
  PendingFilesTable,
  FileRemovalsTable,
  ListingMediaTable,
  FavoritesTable,
  ListingViewsTable,
  ListingReportsTable,
} from "./tables/listings.js";
import type {
  ChatRoomsTable,
  ChatReportsTable,
  ChatMessagesTable,
  PlaceCategoriesTable,
  PlacesTable,
  PlaceMediaTable,
  ReviewsTable,
  ReviewVotesTable,
  ReviewReportsTable,
  ContactMessagesTable,
  NewsletterSubscribersTable,
} from "./tables/community.js";
import type {
  WeatherReadingsTable,
  BannersTable,
  BannerDailyStatsTable,
  CurrenciesTable,
  SettingsTable,
  PaymentsTable,
} from "./tables/site.js";
import type { AuditLogTable, PaymentEventsTable, PromotionOrdersTable, PromotionPlansTable } from "./tables/back-office.js";
import type { FavoriteNoticesTable, JobLeasesTable, SavedSearchHitsTable, SavedSearchesTable } from "./tables/alerts.js";
/*
 * Table types for Kysely. Conventions shared by SQLite and PostgreSQL:
 * - flags are integers 0/1 (one comparison works on both dialects; repositories map them to booleans);
 * - times are UTC ISO-8601 strings;
 * - money is integer minor units (pence / cents);
 * - JSON documents are text.
 */

import type { Selectable, Updateable } from "kysely";

export type * from "./tables/accounts.js";
export type * from "./tables/catalogue.js";
export type * from "./tables/listings.js";
export type * from "./tables/community.js";
export type * from "./tables/site.js";
export type * from "./tables/back-office.js";
export type * from "./tables/alerts.js";

export interface DB {
  users: UsersTable;
  user_identities: UserIdentitiesTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  categories: CategoriesTable;
  listing_types: ListingTypesTable;
  field_groups: FieldGroupsTable;
  field_definitions: FieldDefinitionsTable;
  field_options: FieldOptionsTable;
  category_fields: CategoryFieldsTable;
  top_locations: TopLocationsTable;
  listings: ListingsTable;
  listing_field_values: ListingFieldValuesTable;
  media_files: MediaFilesTable;
  pending_files: PendingFilesTable;
  file_removals: FileRemovalsTable;
  listing_media: ListingMediaTable;
  favorites: FavoritesTable;
  chat_rooms: ChatRoomsTable;
  chat_messages: ChatMessagesTable;
  chat_reports: ChatReportsTable;
  place_categories: PlaceCategoriesTable;
  places: PlacesTable;
  place_media: PlaceMediaTable;
  reviews: ReviewsTable;
  review_votes: ReviewVotesTable;
  review_reports: ReviewReportsTable;
  listing_reports: ListingReportsTable;
  weather_readings: WeatherReadingsTable;
  banners: BannersTable;
  banner_daily_stats: BannerDailyStatsTable;
  currencies: CurrenciesTable;
  settings: SettingsTable;
  newsletter_subscribers: NewsletterSubscribersTable;
  listing_views: ListingViewsTable;
  contact_messages: ContactMessagesTable;
  payments: PaymentsTable;
  audit_log: AuditLogTable;
  promotion_plans: PromotionPlansTable;
  promotion_orders: PromotionOrdersTable;
  payment_events: PaymentEventsTable;
  saved_searches: SavedSearchesTable;
  saved_search_hits: SavedSearchHitsTable;
  favorite_notices: FavoriteNoticesTable;
  job_leases: JobLeasesTable;
}

/** Row types, inferred from the tables above: the one source services and repositories share. */
export type ListingRow = Selectable<ListingsTable>;
export type ListingChanges = Updateable<ListingsTable>;
