import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.js";
import type { Storage } from "../../lib/storage.js";
import { nowIso } from "../../lib/time.js";

/** The files of rows a transaction deleted, as recorded in it (`id` null: there were none). */
export type QueuedRemoval = { id: number | null; paths: string[] };

/**
 * Records, in the transaction that deletes the rows naming them, that `paths` are to be removed.
 * Removing them before the commit would lose files if it rolled back; after it, a crash before
 * the unlinks would leave them served for good. The record is the commit's own promise that
 * they go: `removeQueued` keeps it, or the sweep does.
 */
export async function queueRemoval(trx: Kysely<DB> | Transaction<DB>, paths: string[]): Promise<QueuedRemoval> {
  const unique = [...new Set(paths.filter(Boolean))];
  if (!unique.length) return { id: null, paths: [] };
  const { id } = await trx
    .insertInto("file_removals")
    .values({ paths: JSON.stringify(unique), created_at: nowIso() })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, paths: unique };
}

/**
 * Carries out recorded removals. `named` answers which paths some row names again: none should,
 * as the paths of deleted rows are never reused, but a live file must never go on a mistake.
 * `beforeRemoval` runs between a commit and its unlinks (tests pause there to kill the process).
 */
export function createFileRemover(deps: {
  storage: Storage;
  db: Kysely<DB>;
  named: (paths: string[]) => Promise<Set<string>>;
  beforeRemoval?: () => Promise<void>;
}) {
  const { storage, db, named } = deps;

  /** Removes the files of one record, then the record; answers how many files were removed. */
  async function carryOut(id: number, paths: string[]): Promise<number> {
    const keep = paths.length ? await named(paths) : new Set<string>();
    const doomed = paths.filter((path) => !keep.has(path));
    // One by one: a file that cannot be removed keeps the record, and the next sweep tries again.
    for (const path of doomed) await storage.remove(path);
    await db.deleteFrom("file_removals").where("id", "=", id).execute();
    return doomed.length;
  }

  return {
    /**
     * Removes the files of a committed removal. Never fails: the rows are gone, and what is
     * left (the disk refused, the process died) is the sweep's, from the record.
     */
    async removeQueued(removal: QueuedRemoval): Promise<void> {
      if (removal.id === null) return;
      await deps.beforeRemoval?.();
      await carryOut(removal.id, removal.paths).catch(() => undefined);
    },

    /**
     * Carries out every removal recorded and not done (the process died after its commit);
     * answers how many files went. No grace: a record exists only once its rows are deleted
     * for good, and removing a file twice is harmless.
     */
    async sweepRemovals(): Promise<number> {
      const records = await db.selectFrom("file_removals").select(["id", "paths"]).orderBy("id").execute();
      let removed = 0;
      let failure: unknown;
      // A record whose files cannot go yet does not hold up the others; the failure is still reported.
      for (const record of records) {
        try {
          removed += await carryOut(record.id, JSON.parse(record.paths) as string[]);
        } catch (error) {
          failure ??= error;
        }
      }
      if (failure !== undefined) throw failure;
      return removed;
    },
  };
}
