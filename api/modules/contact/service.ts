import type { Kysely } from "kysely";
import type { ContactInput } from "../../schemas/contact.js";
import type { DB } from "../../db/schema.js";
import type { Mailer } from "../../lib/mail.js";
import { LIMITS, type RateLimiter } from "../../lib/rate-limit.js";
import { nowIso } from "../../lib/time.js";

/** Contact-form messages: stored first (never lost), then e-mailed to support. */
export function createContactService(deps: { db: Kysely<DB>; mailer: Mailer; supportEmail: string; limiter: RateLimiter }) {
  return {
    async submit(input: ContactInput, meta: { userId: number | null; language: "en" | "es"; ip?: string }) {
      await deps.limiter.check(LIMITS.contactByIp, [meta.ip], meta.language);
      await deps.limiter.check(LIMITS.contactByUser, [meta.userId === null ? null : String(meta.userId)], meta.language);
      const row = await deps.db
        .insertInto("contact_messages")
        .values({ ...input, user_id: meta.userId, language: meta.language, created_at: nowIso() })
        .returning("id")
        .executeTakeFirstOrThrow();
      await deps.mailer.send({
        to: deps.supportEmail,
        replyTo: input.email,
        subject: `[Contact #${row.id}] ${input.subject}`,
        text: `From: ${input.name} <${input.email}>\nLanguage: ${meta.language}\n\n${input.message}\n`,
      });
      return { id: row.id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
