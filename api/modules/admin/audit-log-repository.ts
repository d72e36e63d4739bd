import type { Insertable, Kysely } from "kysely";
import { containsText, paginate } from "../../db/paging.js";
import type { AuditLogTable, DB } from "../../db/schema.js";
import type { AuditQuery } from "../../schemas/admin.js";

/** The audit log's rows (audit_log): written by every admin service, read by the audit-log page. */
export function createAuditLogRepository(db: Kysely<DB>) {
  return {
    async insert(values: Insertable<AuditLogTable>): Promise<void> {
      await db.insertInto("audit_log").values(values).execute();
    },

    /** A page of entries, newest first, narrowed by entity, entity id and text in the summary or the actor's e-mail. */
    list(query: AuditQuery) {
      let filtered = db.selectFrom("audit_log");
      if (query.entity) filtered = filtered.where("entity", "=", query.entity);
      if (query.entity_id) filtered = filtered.where("entity_id", "=", query.entity_id);
      const search = query.search;
      if (search) filtered = filtered.where((eb) => eb.or([containsText("summary", search), containsText("actor_email", search)]));
      return paginate(filtered, query, (qb) => qb.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"));
    },
  };
}

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;
