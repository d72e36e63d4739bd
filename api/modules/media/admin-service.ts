import { AppError, notFound, parseInput } from "../../lib/errors.js";
import type { AdminPage } from "../../schemas/admin.js";
import { type AdminMediaFile, type AdminMediaQuery, DeleteOrphansSchema, MEDIA_IN_USE, MEDIA_NOT_FOUND } from "../../schemas/admin-guide.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import type { MediaAdminRepository } from "./admin-repository.js";
import type { LedgeredStorage } from "./file-ledger.js";

/** Orphans are deleted this many at a time: short transactions, and no statement past SQLite's parameter limit. */
const ORPHAN_BATCH = 200;

/**
 * The media library in the back-office: browse every upload with what uses it, and delete the
 * files nothing uses (their rows, then their stored files through the storage module). A file
 * something shows is never deleted here.
 */
export function createMediaAdminService(deps: { repo: MediaAdminRepository; storage: LedgeredStorage; audit: AuditLog }) {
  const { repo, storage, audit } = deps;

  return {
    list: (query: AdminMediaQuery): Promise<AdminPage<AdminMediaFile>> => repo.list(query),

    async remove(actor: Actor, id: number): Promise<void> {
      const row = await repo.find(id);
      if (!row) throw notFound(MEDIA_NOT_FOUND);
      const uses = (await repo.usesOf([row])).get(id) ?? [];
      if (uses.length) throw new AppError(409, MEDIA_IN_USE);
      const { deleted, removal } = await repo.deleteUnused([id]);
      // Something started using it between the check and the delete.
      if (!deleted.length) throw new AppError(409, MEDIA_IN_USE);
      await storage.removeQueued(removal);
      await audit.record(actor, { action: "delete", entity: "media", entity_id: id, summary: `Deleted the unused file ${row.original_filename ?? row.file_path}`, before: deleted[0] });
    },

    /** Deletes every file nothing uses; answers how many went. */
    async removeOrphans(actor: Actor, body: unknown): Promise<{ deleted: number }> {
      parseInput(DeleteOrphansSchema, body ?? {});
      const deleted = [];
      for (;;) {
        const ids = await repo.orphanIds(ORPHAN_BATCH);
        if (!ids.length) break;
        const batch = await repo.deleteUnused(ids);
        await storage.removeQueued(batch.removal);
        deleted.push(...batch.deleted);
        // Nothing went although orphans were found: stop rather than look for the same ones forever.
        if (!batch.deleted.length) break;
      }
      if (deleted.length) {
        await audit.record(actor, { action: "delete_orphans", entity: "media", summary: `Deleted ${deleted.length} unused file(s)`, before: deleted });
      }
      return { deleted: deleted.length };
    },
  };
}

export type MediaAdminService = ReturnType<typeof createMediaAdminService>;
