import type { Kysely } from "kysely";
import { FLOAT, createTableWithId } from "./helpers.js";

// The whole data model of the marketplace at once, so later work adds behaviour rather than tables.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, "users")
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text")
    .addColumn("first_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("last_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("phone", "text")
    .addColumn("avatar_url", "text")
    .addColumn("is_superuser", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_verified", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("is_business", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("business_name", "text")
    .addColumn("business_type", "text")
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await createTableWithId(db, "user_identities")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("provider_user_id", "text", (c) => c.notNull())
    .addColumn("email", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addUniqueConstraint("user_identities_provider_uid", ["provider", "provider_user_id"])
    .execute();

  await createTableWithId(db, "sessions")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("user_agent", "text")
    .addColumn("ip", "text")
    .execute();
  await db.schema.createIndex("sessions_user_idx").on("sessions").column("user_id").execute();

  await createTableWithId(db, "auth_tokens")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await createTableWithId(db, "categories")
    .addColumn("parent_id", "integer", (c) => c.references("categories.id").onDelete("cascade"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_es", "text", (c) => c.notNull())
    .addColumn("description_en", "text")
    .addColumn("description_es", "text")
    .addColumn("icon", "text")
    .addColumn("color", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("categories_parent_idx").on("categories").column("parent_id").execute();

  await createTableWithId(db, "listing_types")
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_es", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await createTableWithId(db, "field_groups")
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_es", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await createTableWithId(db, "field_definitions")
    .addColumn("field_name", "text", (c) => c.notNull().unique())
    .addColumn("label_en", "text", (c) => c.notNull())
    .addColumn("label_es", "text", (c) => c.notNull())
    .addColumn("data_type", "text", (c) => c.notNull())
    .addColumn("display_type", "text", (c) => c.notNull())
    .addColumn("is_required", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("placeholder_en", "text")
    .addColumn("placeholder_es", "text")
    .addColumn("validation_rules", "text")
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await createTableWithId(db, "field_options")
    .addColumn("field_id", "integer", (c) => c.notNull().references("field_definitions.id").onDelete("cascade"))
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("label_en", "text", (c) => c.notNull())
    .addColumn("label_es", "text", (c) => c.notNull())
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("field_options_field_value", ["field_id", "value"])
    .execute();

  await db.schema
    .createTable("category_fields")
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("cascade"))
    .addColumn("field_id", "integer", (c) => c.notNull().references("field_definitions.id").onDelete("cascade"))
    .addColumn("group_id", "integer", (c) => c.references("field_groups.id").onDelete("set null"))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("grid_row", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("grid_column_start", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("grid_column_span", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("is_top_field", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("category_fields_pk", ["category_id", "field_id"])
    .execute();

  await createTableWithId(db, "top_locations")
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("description_es", "text")
    .addColumn("featured_image", "text")
    .addColumn("location_type", "text", (c) => c.notNull().defaultTo("city"))
    .addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("latitude", FLOAT)
    .addColumn("longitude", FLOAT)
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await createTableWithId(db, "listings")
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id"))
    .addColumn("listing_type_id", "integer", (c) => c.references("listing_types.id").onDelete("set null"))
    .addColumn("location_id", "integer", (c) => c.references("top_locations.id").onDelete("set null"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("address", "text")
    .addColumn("latitude", FLOAT)
    .addColumn("longitude", FLOAT)
    .addColumn("price_gbp_minor", "integer")
    .addColumn("price_eur_minor", "integer")
    .addColumn("selected_currency", "text", (c) => c.notNull().defaultTo("gbp"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
    .addColumn("wizard_step", "text")
    .addColumn("is_top", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_highlighted", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("views_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("published_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("listings_category_idx").on("listings").columns(["category_id", "status"]).execute();
  await db.schema.createIndex("listings_user_idx").on("listings").column("user_id").execute();
  await db.schema.createIndex("listings_status_created_idx").on("listings").columns(["status", "created_at"]).execute();
  await db.schema.createIndex("listings_location_idx").on("listings").column("location_id").execute();

  await createTableWithId(db, "listing_field_values")
    .addColumn("listing_id", "integer", (c) => c.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("field_id", "integer", (c) => c.notNull().references("field_definitions.id").onDelete("cascade"))
    .addColumn("value_text", "text")
    .addColumn("value_number", FLOAT)
    .addColumn("value_boolean", "integer")
    .addColumn("value_array", "text")
    .addUniqueConstraint("listing_field_values_listing_field", ["listing_id", "field_id"])
    .execute();
  await db.schema.createIndex("listing_field_values_field_idx").on("listing_field_values").column("field_id").execute();

  await createTableWithId(db, "media_files")
    .addColumn("uploaded_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("file_path", "text", (c) => c.notNull())
    .addColumn("medium_path", "text")
    .addColumn("thumbnail_path", "text")
    .addColumn("webp_path", "text")
    .addColumn("original_filename", "text")
    .addColumn("file_size", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("mime_type", "text", (c) => c.notNull())
    .addColumn("media_type", "text", (c) => c.notNull().defaultTo("image"))
    .addColumn("alt_text", "text")
    .addColumn("description", "text")
    .addColumn("is_public", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("duration", FLOAT)
    .addColumn("codec", "text")
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("is_processed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("processing_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("listing_media")
    .addColumn("listing_id", "integer", (c) => c.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("media_id", "integer", (c) => c.notNull().references("media_files.id").onDelete("cascade"))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_cover", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("listing_media_pk", ["listing_id", "media_id"])
    .execute();

  await db.schema
    .createTable("favorites")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("listing_id", "integer", (c) => c.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("favorites_pk", ["user_id", "listing_id"])
    .execute();

  await createTableWithId(db, "chat_rooms")
    .addColumn("listing_id", "integer", (c) => c.references("listings.id").onDelete("set null"))
    .addColumn("buyer_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("seller_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_message_at", "text")
    .addUniqueConstraint("chat_rooms_listing_buyer", ["listing_id", "buyer_id"])
    .execute();

  await createTableWithId(db, "chat_messages")
    .addColumn("chat_room_id", "integer", (c) => c.notNull().references("chat_rooms.id").onDelete("cascade"))
    .addColumn("sender_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("message_type", "text", (c) => c.notNull().defaultTo("text"))
    .addColumn("is_read", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("chat_messages_room_idx").on("chat_messages").columns(["chat_room_id", "id"]).execute();

  await createTableWithId(db, "place_categories")
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name_en", "text", (c) => c.notNull())
    .addColumn("name_es", "text", (c) => c.notNull())
    .addColumn("icon", "text")
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await createTableWithId(db, "places")
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("place_category_id", "integer", (c) => c.references("place_categories.id").onDelete("set null"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("description_en", "text")
    .addColumn("description_es", "text")
    .addColumn("address", "text")
    .addColumn("latitude", FLOAT)
    .addColumn("longitude", FLOAT)
    .addColumn("phone", "text")
    .addColumn("website", "text")
    .addColumn("opening_hours", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("place_media")
    .addColumn("place_id", "integer", (c) => c.notNull().references("places.id").onDelete("cascade"))
    .addColumn("media_id", "integer", (c) => c.notNull().references("media_files.id").onDelete("cascade"))
    .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("place_media_pk", ["place_id", "media_id"])
    .execute();

  await createTableWithId(db, "reviews")
    .addColumn("listing_id", "integer", (c) => c.references("listings.id").onDelete("cascade"))
    .addColumn("place_id", "integer", (c) => c.references("places.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("title", "text")
    .addColumn("comment", "text")
    .addColumn("visit_date", "text")
    .addColumn("is_anonymous", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_verified_purchase", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("is_published", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("helpful_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("reviews_listing_idx").on("reviews").column("listing_id").execute();
  await db.schema.createIndex("reviews_place_idx").on("reviews").column("place_id").execute();

  await db.schema
    .createTable("review_votes")
    .addColumn("review_id", "integer", (c) => c.notNull().references("reviews.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("is_helpful", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("review_votes_pk", ["review_id", "user_id"])
    .execute();

  await createTableWithId(db, "review_reports")
    .addColumn("review_id", "integer", (c) => c.notNull().references("reviews.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await createTableWithId(db, "listing_reports")
    .addColumn("listing_id", "integer", (c) => c.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("reason", "text", (c) => c.notNull())
    .addColumn("description", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
    .addColumn("resolved_by_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("resolved_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await createTableWithId(db, "weather_readings")
    .addColumn("temperature", FLOAT, (c) => c.notNull())
    .addColumn("condition_code", "integer")
    .addColumn("condition_icon", "text")
    .addColumn("water_temperature", FLOAT)
    .addColumn("wind_speed", FLOAT)
    .addColumn("humidity", FLOAT)
    .addColumn("source", "text", (c) => c.notNull().defaultTo("provider"))
    .addColumn("recorded_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("weather_readings_recorded_idx").on("weather_readings").column("recorded_at").execute();

  await createTableWithId(db, "banners")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("title", "text")
    .addColumn("alt_text", "text")
    .addColumn("banner_type", "text", (c) => c.notNull().defaultTo("IMAGE"))
    .addColumn("image_url", "text")
    .addColumn("link_url", "text")
    .addColumn("html_content", "text")
    .addColumn("html_content_en", "text")
    .addColumn("html_content_es", "text")
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("priority", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("position", "text", (c) => c.notNull())
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("start_date", "text")
    .addColumn("end_date", "text")
    .addColumn("clicks_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("impressions_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("banners_position_idx").on("banners").columns(["position", "is_active"]).execute();

  await db.schema
    .createTable("banner_daily_stats")
    .addColumn("banner_id", "integer", (c) => c.notNull().references("banners.id").onDelete("cascade"))
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("impressions", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("clicks", "integer", (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint("banner_daily_stats_pk", ["banner_id", "day"])
    .execute();

  await db.schema
    .createTable("currencies")
    .addColumn("code", "text", (c) => c.primaryKey())
    .addColumn("symbol", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("rate_from_gbp", "text", (c) => c.notNull().defaultTo("1"))
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable("settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await createTableWithId(db, "newsletter_subscribers")
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("source", "text", (c) => c.notNull().defaultTo("footer"))
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("confirm_token_hash", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .execute();

  await db.schema
    .createTable("listing_views")
    .addColumn("listing_id", "integer", (c) => c.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("session_id", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("listing_views_pk", ["listing_id", "session_id"])
    .execute();

  await createTableWithId(db, "contact_messages")
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull().defaultTo("en"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();

  await createTableWithId(db, "payments")
    .addColumn("listing_id", "integer", (c) => c.references("listings.id").onDelete("set null"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("provider", "text", (c) => c.notNull())
    .addColumn("purpose", "text", (c) => c.notNull())
    .addColumn("amount_minor", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("provider_ref", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    "payments", "contact_messages", "listing_views", "newsletter_subscribers", "settings", "currencies",
    "banner_daily_stats", "banners", "weather_readings", "listing_reports", "review_reports", "review_votes",
    "reviews", "place_media", "places", "place_categories", "chat_messages", "chat_rooms", "favorites",
    "listing_media", "media_files", "listing_field_values", "listings", "top_locations", "category_fields",
    "field_options", "field_definitions", "field_groups", "listing_types", "categories", "auth_tokens",
    "sessions", "user_identities", "users",
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
