import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import type { Storage } from "../../lib/storage.js";
import { type QueuedRemoval, createFileRemover } from "./file-removals.js";
import { createPhotoFolderRepository } from "./photo-folder-repository.js";
import { sweepPhotoFolders } from "./photo-folder-sweep.js";
import { readVariants } from "./variants.js";

/** Served under this prefix: avatars and banner images are stored as URLs, photos as paths. */
const UPLOADS_URL = "/api/v1/uploads/";

export type LedgeredStorage = Storage & {
  sweepAbandoned(graceMs: number): Promise<number>;
  /** Removes the files of rows deleted in a committed transaction (see `queueRemoval`); never fails. */
  removeQueued(removal: QueuedRemoval): Promise<void>;
  /** Carries out the removals a crash interrupted; answers how many files went. */
  sweepRemovals(): Promise<number>;
  /** Both sweeps, the second run even if the first fails (which is then reported); answers how many files went. */
  sweepLeftovers(graceMs: number): Promise<number>;
  /**
   * Walks the photo folders for the files of photos no row names, older than `graceMs` (those no
   * record points to: left before deletions were ledgered); answers how many went. Its cost grows
   * with the number of listings, so it runs at start-up, in the background, and daily.
   */
  sweepPhotoFolders(graceMs: number): Promise<number>;
};

/**
 * Storage whose `writeAll` survives a crash: the paths are recorded (pending_files) before the
 * first byte is written, and the record goes once the rows naming them are saved. A record left
 * by a process that died (kill -9, power loss) is what `sweepAbandoned` follows: files no row
 * names are removed. The sweep reads no folder, so it costs the same with a hundred photos or a
 * million; the walk of the photo folders (`sweepPhotoFolders`) is daily. Deletions are ledgered
 * the same way (file_removals, written with the rows' deletion): the files of a deleted row go
 * after the commit, or with the next sweep.
 * `beforeRemoval` runs between such a commit and its unlinks (tests pause there).
 */
export function withFileLedger(storage: Storage, db: Kysely<DB>, options: { beforeRemoval?: () => Promise<void> } = {}): LedgeredStorage {
  /** The subset of `paths` some row still names (a crash may come after the rows were saved). */
  async function named(paths: string[]): Promise<Set<string>> {
    const urls = paths.map((path) => `${UPLOADS_URL}${path}`);
    const [photos, avatars, banners] = await Promise.all([
      db
        .selectFrom("media_files")
        .select(["file_path", "medium_path", "thumbnail_path", "webp_path", "webp_variants"])
        .where((eb) => eb.or([eb("file_path", "in", paths), eb("medium_path", "in", paths), eb("thumbnail_path", "in", paths), eb("webp_path", "in", paths)]))
        .execute(),
      db.selectFrom("users").select("avatar_url").where("avatar_url", "in", urls).execute(),
      db.selectFrom("banners").select("image_url").where("image_url", "in", urls).execute(),
    ]);
    const kept = new Set<string | null>([
      // A saved photo names its srcset copies in webp_variants: they are kept with it.
      ...photos.flatMap((row) => [row.file_path, row.medium_path, row.thumbnail_path, row.webp_path, ...readVariants(row.webp_variants).map((v) => v.path)]),
      ...[...avatars.map((row) => row.avatar_url), ...banners.map((row) => row.image_url)].map((url) => url?.slice(UPLOADS_URL.length) ?? null),
    ]);
    return new Set(paths.filter((path) => kept.has(path)));
  }

  /**
   * Removes the files of writes abandoned more than `graceMs` ago that no row names, and their
   * records; answers how many paths were cleared. The grace keeps writes in flight in another
   * instance (sharing the folder and the database) out of it.
   */
  async function sweepAbandoned(graceMs: number): Promise<number> {
    const before = new Date(Date.now() - graceMs).toISOString();
    const records = await db.selectFrom("pending_files").select(["id", "paths"]).where("created_at", "<=", before).orderBy("id").execute();
    let removed = 0;
    for (const record of records) {
      const paths = JSON.parse(record.paths) as string[];
      const keep = paths.length ? await named(paths) : new Set<string>();
      for (const path of paths.filter((p) => !keep.has(p))) {
        await storage.remove(path);
        removed += 1;
      }
      await db.deleteFrom("pending_files").where("id", "=", record.id).execute();
    }
    return removed;
  }

  const remover = createFileRemover({ storage, db, named, beforeRemoval: options.beforeRemoval });

  return {
    ...storage,
    removeQueued: remover.removeQueued,
    sweepRemovals: remover.sweepRemovals,
    sweepAbandoned,
    sweepPhotoFolders: (graceMs) => sweepPhotoFolders(storage, createPhotoFolderRepository(db), graceMs),
    async writeAll(files, commit) {
      const { id } = await db
        .insertInto("pending_files")
        .values({ paths: JSON.stringify(files.map(([path]) => path)), created_at: new Date().toISOString() })
        .returning("id")
        .executeTakeFirstOrThrow();
      try {
        return await storage.writeAll(files, commit);
      } finally {
        // Saved, or refused and its files removed: either way nothing is left to sweep.
        await db.deleteFrom("pending_files").where("id", "=", id).execute();
      }
    },

    async sweepLeftovers(graceMs) {
      const outcomes = await Promise.allSettled([remover.sweepRemovals(), sweepAbandoned(graceMs)]);
      let removed = 0;
      for (const outcome of outcomes) {
        if (outcome.status === "rejected") throw outcome.reason;
        removed += outcome.value;
      }
      return removed;
    },
  };
}
