import type { Kysely } from "kysely";

// The back-office's media library lists every stored file, newest first or of one type, and finds
// the orphans: files no listing, place, top location, banner or avatar uses. The photo link tables
// are keyed by their owner first (listing_id, media_id), so "is this file linked anywhere?" needs
// an index led by media_id; a top location names its image by path, and an avatar by URL, so
// finding the file behind a path (and the user behind an avatar) needs theirs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("listing_media_media_idx").on("listing_media").column("media_id").execute();
  await db.schema.createIndex("place_media_media_idx").on("place_media").column("media_id").execute();
  await db.schema.createIndex("media_files_created_idx").on("media_files").columns(["created_at", "id"]).execute();
  await db.schema.createIndex("media_files_type_created_idx").on("media_files").columns(["media_type", "created_at", "id"]).execute();
  await db.schema.createIndex("media_files_file_path_idx").on("media_files").column("file_path").execute();
  await db.schema.createIndex("users_avatar_url_idx").on("users").column("avatar_url").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of [
    "users_avatar_url_idx",
    "media_files_file_path_idx",
    "media_files_type_created_idx",
    "media_files_created_idx",
    "place_media_media_idx",
    "listing_media_media_idx",
  ]) {
    await db.schema.dropIndex(index).execute();
  }
}
