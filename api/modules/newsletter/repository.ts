import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { nowIso } from "../../lib/time.js";

/** Newsletter subscriptions as visitors make and confirm them (the back-office has its own). */
export function createNewsletterRepository(db: Kysely<DB>) {
  return {
    byEmail: (email: string) => db.selectFrom("newsletter_subscribers").select(["id", "status"]).where("email", "=", email).executeTakeFirst(),

    byTokenHash: (tokenHash: string) =>
      db.selectFrom("newsletter_subscribers").select(["id", "email"]).where("confirm_token_hash", "=", tokenHash).executeTakeFirst(),

    /** A pending subscription waiting for the link with this token: a new one, or `id` asked again. */
    async savePending(id: number | undefined, values: { email: string; source: string; language: string; tokenHash: string }): Promise<void> {
      if (id !== undefined) {
        await db.updateTable("newsletter_subscribers").set({ confirm_token_hash: values.tokenHash, language: values.language, status: "pending" }).where("id", "=", id).execute();
        return;
      }
      await db
        .insertInto("newsletter_subscribers")
        .values({ email: values.email, source: values.source, language: values.language, status: "pending", confirm_token_hash: values.tokenHash, created_at: nowIso() })
        .execute();
    },

    confirm: async (id: number): Promise<void> => {
      await db.updateTable("newsletter_subscribers").set({ status: "confirmed", confirmed_at: nowIso(), confirm_token_hash: null }).where("id", "=", id).execute();
    },
  };
}

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
