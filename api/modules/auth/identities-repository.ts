import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { nowIso } from "../../lib/time.js";

/** Accounts at social sign-in providers, linked to users. */
export function createIdentitiesRepository(db: Kysely<DB>) {
  return {
    /** The user a provider's account is linked to, if any. */
    ownerOf: async (provider: string, providerUserId: string): Promise<number | undefined> =>
      (await db.selectFrom("user_identities").select("user_id").where("provider", "=", provider).where("provider_user_id", "=", providerUserId).executeTakeFirst())
        ?.user_id,

    link: async (userId: number, provider: string, providerUserId: string, email: string | null): Promise<void> => {
      await db.insertInto("user_identities").values({ user_id: userId, provider, provider_user_id: providerUserId, email, created_at: nowIso() }).execute();
    },
  };
}

export type IdentitiesRepository = ReturnType<typeof createIdentitiesRepository>;
