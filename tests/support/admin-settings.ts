import type { FileTestServer } from "./test-server.js";

/** What the tests of the site settings' back-office call and read. */
export function settingsFixtures(server: FileTestServer) {
  const call = <T = unknown>(method: string, path: string, token?: string, body?: unknown) => server.call<T>(method, path, token, body);

  /** The newest audit entry about a record, its before/after parsed. */
  async function lastAudit(entity: string, entityId?: string) {
    let query = server.db.selectFrom("audit_log").selectAll().where("entity", "=", entity);
    if (entityId !== undefined) query = query.where("entity_id", "=", entityId);
    const row = await query.orderBy("id", "desc").executeTakeFirst();
    return row ? { ...row, before: row.before_json ? JSON.parse(row.before_json) : null, after: row.after_json ? JSON.parse(row.after_json) : null } : null;
  }

  return { call, lastAudit };
}
