import type { Storage } from "../../lib/storage.js";
import type { FileLedgerRepository } from "./file-ledger-repository.js";
import { createFileRemover } from "./file-removals.js";
import type { FileRemovalsRepository, QueuedRemoval } from "./file-removals-repository.js";
import type { PhotoFolderRepository } from "./photo-folder-repository.js";
import { sweepPhotoFolders } from "./photo-folder-sweep.js";

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
export function withFileLedger(
  storage: Storage,
  repos: { ledger: FileLedgerRepository; removals: FileRemovalsRepository; photoFolders: PhotoFolderRepository },
  options: { beforeRemoval?: () => Promise<void> } = {},
): LedgeredStorage {
  const { ledger } = repos;

  /**
   * Removes the files of writes abandoned more than `graceMs` ago that no row names, and their
   * records; answers how many paths were cleared. The grace keeps writes in flight in another
   * instance (sharing the folder and the database) out of it.
   */
  async function sweepAbandoned(graceMs: number): Promise<number> {
    const before = new Date(Date.now() - graceMs).toISOString();
    let removed = 0;
    for (const record of await ledger.pendingSince(before)) {
      const paths = JSON.parse(record.paths) as string[];
      const keep = paths.length ? await ledger.named(paths) : new Set<string>();
      for (const path of paths.filter((p) => !keep.has(p))) {
        await storage.remove(path);
        removed += 1;
      }
      await ledger.forgetPending(record.id);
    }
    return removed;
  }

  const remover = createFileRemover({ storage, records: repos.removals, named: ledger.named, beforeRemoval: options.beforeRemoval });

  return {
    ...storage,
    removeQueued: remover.removeQueued,
    sweepRemovals: remover.sweepRemovals,
    sweepAbandoned,
    sweepPhotoFolders: (graceMs) => sweepPhotoFolders(storage, repos.photoFolders, graceMs),
    async writeAll(files, commit) {
      const id = await ledger.recordPending(files.map(([path]) => path));
      try {
        return await storage.writeAll(files, commit);
      } finally {
        // Saved, or refused and its files removed: either way nothing is left to sweep.
        await ledger.forgetPending(id);
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
