import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { isoIn, nowIso } from "../../lib/time.js";
import { hashToken, newToken } from "../../lib/tokens.js";

export type TokenPurpose = "verify_email" | "reset_password";
export type TokenCheck = { status: "valid"; userId: number } | { status: "expired" | "invalid" };

/** Single-use, expiring e-mail tokens (verification, password reset); only hashes are stored. */
export function createTokensRepository(db: Kysely<DB>) {
  return {
    async issue(userId: number, purpose: TokenPurpose, lifetimeMs: number): Promise<string> {
      const token = newToken();
      await db
        .insertInto("auth_tokens")
        .values({ user_id: userId, purpose, token_hash: hashToken(token), expires_at: isoIn(lifetimeMs), created_at: nowIso() })
        .execute();
      return token;
    },

    /** Uses the token up if it is valid; says why not otherwise. The update makes it single-use under races. */
    async consume(token: string, purpose: TokenPurpose): Promise<TokenCheck> {
      const now = nowIso();
      const used = await db
        .updateTable("auth_tokens")
        .set({ used_at: now })
        .where("token_hash", "=", hashToken(token))
        .where("purpose", "=", purpose)
        .where("used_at", "is", null)
        .where("expires_at", ">", now)
        .returning("user_id")
        .executeTakeFirst();
      if (used) return { status: "valid", userId: used.user_id };
      const row = await db
        .selectFrom("auth_tokens")
        .select(["expires_at", "used_at"])
        .where("token_hash", "=", hashToken(token))
        .where("purpose", "=", purpose)
        .executeTakeFirst();
      return { status: row && !row.used_at && row.expires_at <= now ? "expired" : "invalid" };
    },

    /** Older links stop working once a newer one is sent or the purpose is fulfilled. */
    async revokeAll(userId: number, purpose: TokenPurpose): Promise<void> {
      await db
        .updateTable("auth_tokens")
        .set({ used_at: nowIso() })
        .where("user_id", "=", userId)
        .where("purpose", "=", purpose)
        .where("used_at", "is", null)
        .execute();
    },
  };
}

export type TokensRepository = ReturnType<typeof createTokensRepository>;
