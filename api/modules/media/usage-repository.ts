import { type ExpressionBuilder, type Expression, type Kysely, type SqlBool, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import type { MediaUse } from "../../schemas/admin-guide.js";
import { UPLOADS_PREFIX, toStoragePath } from "./usage.js";

// What uses a stored file, in SQL (see usage.ts for the rule). Two forms of one rule: `isInUse`
// filters and guards deletes in SQL (every row of the library), `usesOf` says who uses the few
// rows a page shows.

/** A stored reference (a storage path, or a URL under /api/v1/uploads) as a storage path, in SQL. */
const asStoragePath = (column: string) =>
  sql<string>`case when ${sql.ref(column)} like ${`${UPLOADS_PREFIX}%`} then substr(${sql.ref(column)}, ${UPLOADS_PREFIX.length + 1}) else ${sql.ref(column)} end`;

/** Every storage path a top location, a banner (either language's image) or an avatar names (never NULL or blank, so IN answers true or false). */
function referencedPaths(db: Kysely<DB>) {
  return db
    .selectFrom("top_locations")
    .select(asStoragePath("featured_image").as("path"))
    .where("featured_image", "is not", null)
    .where("featured_image", "!=", "")
    .unionAll(db.selectFrom("banners").select(asStoragePath("image_url").as("path")).where("image_url", "is not", null).where("image_url", "!=", ""))
    .unionAll(db.selectFrom("banners").select(asStoragePath("image_url_es").as("path")).where("image_url_es", "is not", null).where("image_url_es", "!=", ""))
    .unionAll(db.selectFrom("users").select(asStoragePath("avatar_url").as("path")).where("avatar_url", "like", `${UPLOADS_PREFIX}%`));
}

/** The file paths of a media_files row; blank for an absent variant, which no reference names. */
const PATH_COLUMNS = ["media_files.file_path", "media_files.medium_path", "media_files.thumbnail_path", "media_files.webp_path"] as const;

/** Whether something uses the media_files row in scope (for a WHERE of a select or a delete). */
export function isInUse(db: Kysely<DB>, eb: ExpressionBuilder<DB, "media_files">): Expression<SqlBool> {
  return eb.or([
    eb.exists(eb.selectFrom("listing_media").select("listing_media.media_id").whereRef("listing_media.media_id", "=", "media_files.id")),
    eb.exists(eb.selectFrom("place_media").select("place_media.media_id").whereRef("place_media.media_id", "=", "media_files.id")),
    ...PATH_COLUMNS.map((column) => eb(eb.fn.coalesce(column, sql.lit("")), "in", referencedPaths(db))),
  ]);
}

export type MediaPaths = { id: number; file_path: string; medium_path: string | null; thumbnail_path: string | null; webp_path: string | null };

/** Who uses each of `rows` (by id), listings and places first. */
export async function usesOf(db: Kysely<DB>, rows: MediaPaths[]): Promise<Map<number, MediaUse[]>> {
  const uses = new Map<number, MediaUse[]>(rows.map((row) => [row.id, []]));
  if (!rows.length) return uses;
  const ids = rows.map((row) => row.id);
  const byPath = new Map<string, number[]>();
  for (const row of rows) {
    for (const path of [row.file_path, row.medium_path, row.thumbnail_path, row.webp_path]) {
      if (path) byPath.set(path, [...(byPath.get(path) ?? []), row.id]);
    }
  }
  const references = [...byPath.keys()].flatMap((path) => [path, `${UPLOADS_PREFIX}${path}`]);

  const [listings, places, locations, banners, spanishBanners, avatars] = await Promise.all([
    db.selectFrom("listing_media").innerJoin("listings", "listings.id", "listing_media.listing_id")
      .select(["listing_media.media_id", "listings.id", "listings.title as name"]).where("listing_media.media_id", "in", ids).execute(),
    db.selectFrom("place_media").innerJoin("places", "places.id", "place_media.place_id")
      .select(["place_media.media_id", "places.id", "places.name"]).where("place_media.media_id", "in", ids).execute(),
    db.selectFrom("top_locations").select(["id", "name", "featured_image as reference"]).where("featured_image", "in", references).execute(),
    db.selectFrom("banners").select(["id", "name", "image_url as reference"]).where("image_url", "in", references).execute(),
    db.selectFrom("banners").select(["id", "name", "image_url_es as reference"]).where("image_url_es", "in", references).execute(),
    db.selectFrom("users").select(["id", "email as name", "avatar_url as reference"]).where("avatar_url", "in", references).execute(),
  ]);
  const add = (mediaId: number, use: MediaUse) => uses.get(mediaId)?.push(use);
  for (const row of listings) add(row.media_id, { kind: "listing", id: row.id, name: row.name });
  for (const row of places) add(row.media_id, { kind: "place", id: row.id, name: row.name });
  const byReference = (kind: MediaUse["kind"], found: Array<{ id: number; name: string; reference: string | null }>) => {
    for (const row of found) {
      for (const mediaId of new Set(byPath.get(toStoragePath(row.reference ?? "")) ?? [])) add(mediaId, { kind, id: row.id, name: row.name });
    }
  };
  byReference("top_location", locations);
  // A banner naming the file in both languages uses it once.
  const bannerUses = new Map([...banners, ...spanishBanners].map((row) => [`${row.id} ${row.reference}`, row]));
  byReference("banner", [...bannerUses.values()]);
  byReference("avatar", avatars);
  return uses;
}
