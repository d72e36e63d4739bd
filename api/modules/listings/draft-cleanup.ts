import type { Events } from "../../lib/events.js";
import { groupBy } from "../../lib/group-by.js";
import type { Logger } from "../../lib/logger.js";
import type { Mailer } from "../../lib/mail.js";
import { DRAFT_LIFETIME_DAYS, DRAFT_WARNING_DAYS } from "../../schemas/constants.js";
import { longDateInGibraltar } from "../../schemas/format.js";
import type { LedgeredStorage } from "../media/file-ledger.js";
import type { LifecycleRepository } from "./lifecycle-repository.js";

const DAY = 24 * 60 * 60 * 1000;

const TEXTS = {
  en: {
    untitled: "Untitled draft",
    subject: (count: number) => (count === 1 ? "Your draft listing will be deleted soon" : `${count} of your draft listings will be deleted soon`),
    body: (name: string, titles: string[], date: string, url: string) =>
      `Hello ${name},\n\nThese drafts have not been touched for a while and will be deleted with their photos on ${date}:\n\n${titles.map((t) => `- ${t}`).join("\n")}\n\nTo keep a draft, open it and save or publish it: ${url}`,
  },
  es: {
    untitled: "Borrador sin título",
    subject: (count: number) => (count === 1 ? "Tu borrador se eliminará pronto" : `${count} de tus borradores se eliminarán pronto`),
    body: (name: string, titles: string[], date: string, url: string) =>
      `Hola ${name}:\n\nEstos borradores llevan tiempo sin cambios y se eliminarán con sus fotos el ${date}:\n\n${titles.map((t) => `- ${t}`).join("\n")}\n\nPara conservar un borrador, ábrelo y guárdalo o publícalo: ${url}`,
  },
};

/**
 * Drafts untouched for DRAFT_LIFETIME_DAYS go, with their photos; DRAFT_WARNING_DAYS before, the
 * owner gets one e-mail naming them. The warning is recorded in the UPDATE that picks the drafts
 * (one instance sends it), and a draft is deleted only once it was warned that long ago, so
 * nobody loses a draft without notice, even after the job was stopped for a while.
 */
export function createDraftCleanup(deps: { repo: LifecycleRepository; storage: LedgeredStorage; mailer: Mailer; events: Events; publicUrl: () => string; logger: Logger }) {
  const { repo } = deps;

  async function warn(now: Date): Promise<number> {
    const rows = await repo.takeDraftsToWarn(now.toISOString(), new Date(now.getTime() - (DRAFT_LIFETIME_DAYS - DRAFT_WARNING_DAYS) * DAY).toISOString());
    if (!rows.length) return 0;
    let sent = 0;
    for (const drafts of groupBy(rows, (row) => Number(row.user_id)).values()) {
      const owner = drafts[0]!;
      if (Number(owner.is_active) !== 1) continue;
      const texts = owner.language === "es" ? TEXTS.es : TEXTS.en;
      const date = longDateInGibraltar(new Date(now.getTime() + DRAFT_WARNING_DAYS * DAY), owner.language);
      try {
        await deps.mailer.send({
          to: owner.email,
          subject: texts.subject(drafts.length),
          text: texts.body(owner.first_name || owner.email, drafts.map((d) => d.title || texts.untitled), date, `${deps.publicUrl()}/dashboard?section=my-listings&status=draft`),
        });
        sent += 1;
      } catch (error) {
        deps.logger.error(`Draft deletion warning to user ${owner.user_id} failed`, error);
        await repo.unwarnDrafts(drafts.map((d) => Number(d.id)));
      }
    }
    return sent;
  }

  /** Deletes the drafts due, their photos' rows with them, then the photos' files. */
  async function remove(now: Date): Promise<number> {
    const untouchedSince = new Date(now.getTime() - DRAFT_LIFETIME_DAYS * DAY).toISOString();
    const due = await repo.dueDrafts(untouchedSince, new Date(now.getTime() - DRAFT_WARNING_DAYS * DAY).toISOString());
    let deleted = 0;
    for (const { id } of due) {
      const removal = await repo.deleteDraft(Number(id), untouchedSince);
      if (removal === null) continue;
      deleted += 1;
      deps.events.listingChanged({ id: Number(id), kind: "deleted" });
      await deps.storage.removeQueued(removal);
    }
    return deleted;
  }

  return {
    /** One run: warn the owners of drafts that will go, then delete those due; answers what was done. */
    async run(now = new Date()): Promise<{ warned: number; deleted: number }> {
      return { warned: await warn(now), deleted: await remove(now) };
    },
  };
}
