import type { ContactInput } from "../../schemas/contact.js";
import type { Mailer } from "../../lib/mail.js";
import { LIMITS, type RateLimiter } from "../../lib/rate-limit.js";
import { nowIso } from "../../lib/time.js";
import type { ContactRepository } from "./repository.js";

/** Contact-form messages: stored first (never lost), then e-mailed to support. */
export function createContactService(deps: { repo: ContactRepository; mailer: Mailer; supportEmail: string; limiter: RateLimiter }) {
  return {
    async submit(input: ContactInput, meta: { userId: number | null; language: "en" | "es"; ip?: string }) {
      await deps.limiter.check(LIMITS.contactByIp, [meta.ip], meta.language);
      await deps.limiter.check(LIMITS.contactByUser, [meta.userId === null ? null : String(meta.userId)], meta.language);
      const id = await deps.repo.insert({ ...input, user_id: meta.userId, language: meta.language, created_at: nowIso() });
      await deps.mailer.send({
        to: deps.supportEmail,
        replyTo: input.email,
        subject: `[Contact #${id}] ${input.subject}`,
        text: `From: ${input.name} <${input.email}>\nLanguage: ${meta.language}\n\n${input.message}\n`,
      });
      return { id };
    },
  };
}

export type ContactService = ReturnType<typeof createContactService>;
