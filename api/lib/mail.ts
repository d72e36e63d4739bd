import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "./logger.js";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe for mail clients' own unsubscribe button. */
  headers?: Record<string, string>;
};

export type Mailer = { send(message: MailMessage): Promise<void> };

/**
 * Real e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is
 * written as an .eml file to the outbox folder (open it with any mail client).
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(options.outboxDir, `${Date.now()}-${info.messageId.replace(/[^a-z0-9]/gi, "")}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      options.logger.info(`Mail "${message.subject}" to ${message.to} written to ${file}`);
    },
  };
}

/** A mailer that counts what it sends and what fails (Prometheus), whoever sends. */
export function countedMailer(mailer: Mailer, counts: { emailSent(failed: boolean): void }): Mailer {
  return {
    async send(message) {
      try {
        await mailer.send(message);
      } catch (error) {
        counts.emailSent(true);
        throw error;
      }
      counts.emailSent(false);
    },
  };
}
