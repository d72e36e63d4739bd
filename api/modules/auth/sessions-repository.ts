import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { nowIso } from "../../lib/time.js";

export function createSessionsRepository(db: Kysely<DB>) {
  return {
    async insert(session: { user_id: number; token_hash: string; expires_at: string; user_agent?: string; ip?: string }) {
      const now = nowIso();
      await db
        .insertInto("sessions")
        .values({
          user_id: session.user_id,
          token_hash: session.token_hash,
          expires_at: session.expires_at,
          created_at: now,
          last_used_at: now,
          user_agent: session.user_agent?.slice(0, 300) ?? null,
          ip: session.ip ?? null,
        })
        .execute();
    },

    /** The live session with this token hash, joined to its active user. */
    findLive: (tokenHash: string) =>
      db
        .selectFrom("sessions")
        .innerJoin("users", "users.id", "sessions.user_id")
        .selectAll("users")
        .select(["sessions.id as session_id", "sessions.expires_at", "sessions.last_used_at"])
        .where("sessions.token_hash", "=", tokenHash)
        .where("sessions.revoked_at", "is", null)
        .where("sessions.expires_at", ">", nowIso())
        .where("users.is_active", "=", 1)
        .executeTakeFirst(),

    async touch(sessionId: number) {
      await db.updateTable("sessions").set({ last_used_at: nowIso() }).where("id", "=", sessionId).execute();
    },

    /** Ends every live session of a user, except the one given. */
    async revokeAllOf(userId: number, exceptSessionId?: number) {
      let query = db.updateTable("sessions").set({ revoked_at: nowIso() }).where("user_id", "=", userId).where("revoked_at", "is", null);
      if (exceptSessionId !== undefined) query = query.where("id", "!=", exceptSessionId);
      await query.execute();
    },

    async revoke(tokenHash: string) {
      await db
        .updateTable("sessions")
        .set({ revoked_at: nowIso() })
        .where("token_hash", "=", tokenHash)
        .where("revoked_at", "is", null)
        .execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
