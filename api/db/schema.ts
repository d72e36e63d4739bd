import type { Generated } from "kysely";

/*
 * Table types for Kysely. Conventions shared by SQLite and PostgreSQL:
 * - flags are integers 0/1 (one comparison works on both dialects; repositories map them to booleans);
 * - times are UTC ISO-8601 strings;
 * - money is integer minor units (pence / cents);
 * - JSON documents are text.
 */
type Flag = number;
type Id = Generated<number>;

export interface UsersTable {
  id: Id;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  avatar_url: string | null;
  is_superuser: Flag;
  is_verified: Flag;
  is_active: Flag;
  is_business: Flag;
  business_name: string | null;
  business_type: string | null;
  language: string;
  /** Signed-in visitors see the phone (call and WhatsApp) on the user's listings (0011). */
  show_phone: Generated<Flag>;
  /** E-mail the user about a message unread for 15 minutes (0011). */
  email_on_unread_messages: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface UserIdentitiesTable {
  id: Id;
  user_id: number;
  provider: string;
  provider_user_id: string;
  email: string | null;
  created_at: string;
}

export interface SessionsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: string;
  created_at: string;
  last_used_at: string;
  revoked_at: string | null;
  user_agent: string | null;
  ip: string | null;
}

export interface AuthTokensTable {
  id: Id;
  user_id: number;
  purpose: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface CategoriesTable {
  id: Id;
  parent_id: number | null;
  slug: string;
  name_en: string;
  name_es: string;
  description_en: string | null;
  description_es: string | null;
  icon: string | null;
  color: string | null;
  sort_order: number;
  is_active: Flag;
  created_at: string;
}

export interface ListingTypesTable {
  id: Id;
  slug: string;
  name_en: string;
  name_es: string;
  description: string | null;
  is_active: Flag;
  created_at: string;
}

export interface FieldGroupsTable {
  id: Id;
  name_en: string;
  name_es: string;
  sort_order: number;
}

export interface FieldDefinitionsTable {
  id: Id;
  field_name: string;
  label_en: string;
  label_es: string;
  data_type: string;
  display_type: string;
  is_required: Flag;
  sort_order: number;
  placeholder_en: string | null;
  placeholder_es: string | null;
  validation_rules: string | null;
  is_active: Flag;
  created_at: string;
}

export interface FieldOptionsTable {
  id: Id;
  field_id: number;
  value: string;
  label_en: string;
  label_es: string;
  sort_order: number;
}

/** A field assigned to a category (and so to its subcategories), with its place in the layout. */
export interface CategoryFieldsTable {
  category_id: number;
  field_id: number;
  group_id: number | null;
  sort_order: number;
  grid_row: number;
  grid_column_start: number;
  grid_column_span: number;
  is_top_field: Flag;
}

export interface TopLocationsTable {
  id: Id;
  slug: string;
  name: string;
  description: string | null;
  description_es: string | null;
  featured_image: string | null;
  /** JSON list of the image's WebP widths (see api/modules/media/variants.ts); NULL before 0007. */
  featured_image_variants: string | null;
  location_type: string;
  is_featured: Flag;
  is_active: Flag;
  latitude: number | null;
  longitude: number | null;
  sort_order: number;
  created_at: string;
}

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
  created_at: string;
  updated_at: string;
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

export interface ChatRoomsTable {
  id: Id;
  listing_id: number | null;
  buyer_id: number;
  seller_id: number;
  created_at: string;
  last_message_at: string | null;
  /** When the buyer / the seller was last e-mailed about unread messages here. */
  buyer_notified_at: string | null;
  seller_notified_at: string | null;
  /** The listing's title when the room was opened, kept should the listing go. */
  listing_title: string | null;
}

export interface ChatReportsTable {
  id: Id;
  chat_room_id: number;
  user_id: number | null;
  reason: string;
  description: string | null;
  status: Generated<string>;
  created_at: string;
}

export interface ChatMessagesTable {
  id: Id;
  chat_room_id: number;
  sender_id: number | null;
  message: string;
  message_type: string;
  is_read: Flag;
  created_at: string;
}

export interface PlaceCategoriesTable {
  id: Id;
  slug: string;
  name_en: string;
  name_es: string;
  icon: string | null;
  sort_order: number;
}

export interface PlacesTable {
  id: Id;
  slug: string;
  name: string;
  place_category_id: number | null;
  user_id: number | null;
  description_en: string | null;
  description_es: string | null;
  address: string | null;
  latitude: number | null;
  longitude: number | null;
  phone: string | null;
  website: string | null;
  opening_hours: string | null;
  status: string;
  created_at: string;
  updated_at: string;
}

export interface PlaceMediaTable {
  place_id: number;
  media_id: number;
  sort_order: number;
}

export interface ReviewsTable {
  id: Id;
  listing_id: number | null;
  place_id: number | null;
  user_id: number | null;
  rating: number;
  title: string | null;
  comment: string | null;
  visit_date: string | null;
  is_anonymous: Flag;
  is_featured: Flag;
  is_verified_purchase: Flag;
  /** published (shown and counted), pending or hidden: see ReviewStatus. */
  status: Generated<string>;
  helpful_count: number;
  created_at: string;
  updated_at: string;
}

export interface ReviewVotesTable {
  review_id: number;
  user_id: number;
  is_helpful: Flag;
  created_at: string;
}

export interface ReviewReportsTable {
  id: Id;
  review_id: number;
  user_id: number | null;
  reason: string;
  description: string | null;
  status: string;
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
}

export interface WeatherReadingsTable {
  id: Id;
  temperature: number;
  condition_code: number | null;
  condition_icon: string | null;
  water_temperature: number | null;
  wind_speed: number | null;
  humidity: number | null;
  source: string;
  recorded_at: string;
}

export interface BannersTable {
  id: Id;
  name: string;
  title: string | null;
  alt_text: string | null;
  banner_type: string;
  image_url: string | null;
  link_url: string | null;
  html_content: string | null;
  html_content_en: string | null;
  html_content_es: string | null;
  width: number | null;
  height: number | null;
  priority: number;
  position: string;
  is_active: Flag;
  start_date: string | null;
  end_date: string | null;
  clicks_count: number;
  impressions_count: number;
  created_at: string;
  updated_at: string;
}

export interface BannerDailyStatsTable {
  banner_id: number;
  day: string;
  impressions: number;
  clicks: number;
}

export interface CurrenciesTable {
  code: string;
  symbol: string;
  name: string;
  /** Units of this currency for one pound sterling, as a decimal string. */
  rate_from_gbp: string;
  is_active: Flag;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface NewsletterSubscribersTable {
  id: Id;
  email: string;
  source: string;
  language: string;
  status: string;
  confirm_token_hash: string | null;
  created_at: string;
  confirmed_at: string | null;
}

export interface ListingViewsTable {
  listing_id: number;
  session_id: string;
  created_at: string;
}

export interface ContactMessagesTable {
  id: Id;
  user_id: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  language: string;
  created_at: string;
}

export interface PaymentsTable {
  id: Id;
  listing_id: number | null;
  user_id: number;
  provider: string;
  purpose: string;
  amount_minor: number;
  currency: string;
  status: string;
  provider_ref: string | null;
  created_at: string;
  updated_at: string;
}

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
}
