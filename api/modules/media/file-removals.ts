import type { Storage } from "../../lib/storage.js";
import type { FileRemovalsRepository, QueuedRemoval } from "./file-removals-repository.js";

/**
 * Carries out recorded removals. `named` answers which paths some row names again: none should,
 * as the paths of deleted rows are never reused, but a live file must never go on a mistake.
 * `beforeRemoval` runs between a commit and its unlinks (tests pause there to kill the process).
 */
export function createFileRemover(deps: {
  storage: Storage;
  records: FileRemovalsRepository;
  named: (paths: string[]) => Promise<Set<string>>;
  beforeRemoval?: () => Promise<void>;
}) {
  const { storage, records, named } = deps;

  /** Removes the files of one record, then the record; answers how many files were removed. */
  async function carryOut(id: number, paths: string[]): Promise<number> {
    const keep = paths.length ? await named(paths) : new Set<string>();
    const doomed = paths.filter((path) => !keep.has(path));
    // One by one: a file that cannot be removed keeps the record, and the next sweep tries again.
    for (const path of doomed) await storage.remove(path);
    await records.forget(id);
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
      let removed = 0;
      let failure: unknown;
      // A record whose files cannot go yet does not hold up the others; the failure is still reported.
      for (const record of await records.recorded()) {
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
