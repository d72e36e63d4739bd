import { nowIso } from "../../lib/time.js";
import type { AdminPage, AuditEntry, AuditQuery } from "../../schemas/admin.js";
import type { AuditLogRepository } from "./audit-log-repository.js";

/** Who made a change (the signed-in admin), and from where. */
export type Actor = { id: number; email: string; ip?: string; userAgent?: string };

/** Who an auth event is about: a sign-in may fail for an e-mail that has no account. */
export type AuthActor = Omit<Actor, "id"> & { id: number | null };

/** What a service records: the entry's what and which (the actor and the time are added here). */
export type AuditRecord = Pick<AuditEntry, "action" | "entity"> &
  Partial<Pick<AuditEntry, "summary" | "before" | "after">> & {
    /** The record's id, a number or a key; stored as text. */
    entity_id?: number | string | null;
  };

// Secrets never reach the log, whatever record they sit in.
const SECRET_KEY = /secret|password|token|api_key|private_key/i;
const redact = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, SECRET_KEY.test(key) && inner ? "[redacted]" : redact(inner)]));
  }
  return value;
};
const toJson = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(redact(value)));
const fromJson = (text: string | null): unknown => (text === null ? null : JSON.parse(text));

/** Every admin change, written by the admin services and browsed on the audit-log page. */
export function createAuditLog(repo: AuditLogRepository) {
  return {
    async record(actor: Actor | AuthActor, entry: AuditRecord): Promise<void> {
      await repo.insert({
        actor_id: actor.id,
        actor_email: actor.email,
        action: entry.action,
        entity: entry.entity,
        entity_id: entry.entity_id === undefined || entry.entity_id === null ? null : String(entry.entity_id),
        summary: entry.summary ?? null,
        before_json: toJson(entry.before),
        after_json: toJson(entry.after),
        ip: actor.ip ?? null,
        user_agent: actor.userAgent?.slice(0, 500) ?? null,
        created_at: nowIso(),
      });
    },

    async list(query: AuditQuery): Promise<AdminPage<AuditEntry>> {
      const page = await repo.list(query);
      return {
        ...page,
        items: page.items.map(({ before_json, after_json, ...row }) => ({ ...row, before: fromJson(before_json), after: fromJson(after_json) })),
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
