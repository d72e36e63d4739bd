import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import { preparedQuery } from "../../db/prepared-query.js";
import { nowIso } from "../../lib/time.js";

/** findLive's query: looked up by every signed-in request, so prepared once. */
const liveSession = preparedQuery<{ tokenHash: string; now: string }>()((db: Kysely<DB>, value) =>
  db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.user_id")
    .selectAll("users")
    .select(["sessions.id as session_id", "sessions.expires_at", "sessions.last_used_at"])
    .where("sessions.token_hash", "=", value("tokenHash"))
    .where("sessions.revoked_at", "is", null)
    .where("sessions.expires_at", ">", value("now"))
    .where("users.is_active", "=", sql.lit(1)),
);

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
    findLive: async (tokenHash: string) => (await liveSession(db, { tokenHash, now: nowIso() }))[0],

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
