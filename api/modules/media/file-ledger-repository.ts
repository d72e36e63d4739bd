import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { nowIso } from "../../lib/time.js";
import { UPLOADS_PREFIX } from "./usage.js";
import { readVariants } from "./variants.js";

/** The file ledger's records of writes in flight (pending_files), and which files rows name. */
export function createFileLedgerRepository(db: Kysely<DB>) {
  return {
    /** The subset of `paths` some row still names (a crash may come after the rows were saved). */
    async named(paths: string[]): Promise<Set<string>> {
      const urls = paths.map((path) => `${UPLOADS_PREFIX}${path}`);
      const [photos, avatars, banners] = await Promise.all([
        db
          .selectFrom("media_files")
          .select(["file_path", "medium_path", "thumbnail_path", "webp_path", "webp_variants"])
          .where((eb) => eb.or([eb("file_path", "in", paths), eb("medium_path", "in", paths), eb("thumbnail_path", "in", paths), eb("webp_path", "in", paths)]))
          .execute(),
        db.selectFrom("users").select("avatar_url").where("avatar_url", "in", urls).execute(),
        db
          .selectFrom("banners")
          .select(["image_url", "image_url_es"])
          .where((eb) => eb.or([eb("image_url", "in", urls), eb("image_url_es", "in", urls)]))
          .execute(),
      ]);
      const kept = new Set<string | null>([
        // A saved photo names its srcset copies in webp_variants: they are kept with it.
        ...photos.flatMap((row) => [row.file_path, row.medium_path, row.thumbnail_path, row.webp_path, ...readVariants(row.webp_variants).map((v) => v.path)]),
        ...[...avatars.map((row) => row.avatar_url), ...banners.flatMap((row) => [row.image_url, row.image_url_es])].map((url) => url?.slice(UPLOADS_PREFIX.length) ?? null),
      ]);
      return new Set(paths.filter((path) => kept.has(path)));
    },

    /** Records, before the first byte is written, the paths a write is about to create; answers the record's id. */
    async recordPending(paths: string[]): Promise<number> {
      const { id } = await db
        .insertInto("pending_files")
        .values({ paths: JSON.stringify(paths), created_at: nowIso() })
        .returning("id")
        .executeTakeFirstOrThrow();
      return id;
    },

    /** The records of writes begun at or before `before` (ISO time), oldest first; `paths` is JSON text. */
    pendingSince: (before: string) => db.selectFrom("pending_files").select(["id", "paths"]).where("created_at", "<=", before).orderBy("id").execute(),

    /** Drops a write's record: it was saved, refused, or swept. */
    async forgetPending(id: number): Promise<void> {
      await db.deleteFrom("pending_files").where("id", "=", id).execute();
    },
  };
}

export type FileLedgerRepository = ReturnType<typeof createFileLedgerRepository>;
