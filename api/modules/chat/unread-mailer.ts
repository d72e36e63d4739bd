import type { Logger } from "../../lib/logger.js";
import type { Mailer } from "../../lib/mail.js";
import type { JobMetrics } from "../../lib/metrics.js";
import { nowIso } from "../../lib/time.js";
import { CHAT_UNREAD_EMAIL_MINUTES } from "../../schemas/constants.js";
import type { ChatRepository } from "./repository.js";

const CHECK_EVERY_MS = 60_000;

const TEXTS = {
  en: {
    subject: (title: string) => `You have an unread message about “${title}”`,
    body: (name: string, count: number, title: string, url: string) =>
      `Hello ${name},\n\n${count === 1 ? "A message" : `${count} messages`} about “${title}” ${count === 1 ? "has" : "have"} been waiting for you for a while.\n\nRead and answer: ${url}\n\nYou can turn these e-mails off in your dashboard's settings.`,
  },
  es: {
    subject: (title: string) => `Tienes un mensaje sin leer sobre «${title}»`,
    body: (name: string, count: number, title: string, url: string) =>
      `Hola ${name}:\n\n${count === 1 ? "Un mensaje" : `${count} mensajes`} sobre «${title}» te ${count === 1 ? "espera" : "esperan"} desde hace un rato.\n\nLéelo y responde: ${url}\n\nPuedes desactivar estos correos en los ajustes de tu panel.`,
  },
};

/**
 * A recipient who has not read a message within 15 minutes gets one e-mail about that room (not
 * one per message): the room remembers when each side was told, and only messages newer than
 * that count again. Checked every minute in this process; failures are logged and retried on
 * the next check.
 */
export function createUnreadMailer(deps: { repo: ChatRepository; mailer: Mailer; publicUrl: () => string; logger: Logger; enabled: boolean; jobs?: JobMetrics }) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> = Promise.resolve(0);

  /** One check; answers how many e-mails went out. */
  async function check(now = Date.now()): Promise<number> {
    const due = await deps.repo.unreadToNotify(new Date(now - CHAT_UNREAD_EMAIL_MINUTES * 60_000).toISOString());
    let sent = 0;
    for (const row of due) {
      const texts = row.language === "es" ? TEXTS.es : TEXTS.en;
      const title = row.listing_title ?? "";
      const url = `${deps.publicUrl()}/chat/${row.room_id}`;
      try {
        await deps.mailer.send({ to: row.email, subject: texts.subject(title), text: texts.body(row.first_name, Number(row.unread), title, url) });
        await deps.repo.markNotified(Number(row.room_id), row.recipient_id === row.buyer_id ? "buyer" : "seller", nowIso());
        sent += 1;
      } catch (error) {
        deps.logger.error("Unread-message e-mail failed", error);
      }
    }
    return sent;
  }

  return {
    check: (now?: number) => (running = check(now)),
    start() {
      if (!deps.enabled || timer) return;
      timer = setInterval(() => {
        running = check().then(
          (sent) => {
            deps.jobs?.jobRan("unread-message-e-mails", false);
            return sent;
          },
          (error: unknown) => {
            deps.jobs?.jobRan("unread-message-e-mails", true);
            deps.logger.error("Unread-message check failed", error);
            return 0;
          },
        );
      }, CHECK_EVERY_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running.catch(() => 0);
    },
  };
}

export type UnreadMailer = ReturnType<typeof createUnreadMailer>;
