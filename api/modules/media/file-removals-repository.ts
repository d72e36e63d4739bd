import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema.js";
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

/** The removals recorded and not yet carried out (file_removals), for `createFileRemover`. */
export function createFileRemovalsRepository(db: Kysely<DB>) {
  return {
    /** Every record, oldest first; `paths` is JSON text. */
    recorded: () => db.selectFrom("file_removals").select(["id", "paths"]).orderBy("id").execute(),

    /** Drops a record once its files are gone. */
    async forget(id: number): Promise<void> {
      await db.deleteFrom("file_removals").where("id", "=", id).execute();
    },
  };
}

export type FileRemovalsRepository = ReturnType<typeof createFileRemovalsRepository>;
