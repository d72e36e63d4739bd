import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

const bytesOf = (escaped: string) => Buffer.from(escaped.replace(/=/g, ""), "hex").toString("utf8");

/**
 * A raw message made readable: its headers unfolded with encoded words (`=?UTF-8?Q?…?=`,
 * `=?UTF-8?B?…?=`) decoded, its body's quoted-printable soft breaks and escapes undone (as UTF-8).
 * Enough for texts and links.
 */
export function decodeMessage(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  const [head, body] = split < 0 ? [raw, ""] : [raw.slice(0, split), raw.slice(split)];
  const headers = head
    .replace(/\r?\n[ \t]+/g, " ")
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : text.replace(/_/g, " ").replace(/(?:=[0-9A-F]{2})+/g, bytesOf),
    );
  return headers + body.replace(/=\r?\n/g, "").replace(/(?:=[0-9A-F]{2})+/g, bytesOf);
}

/** The messages the default mailer wrote to DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): string[] {
  const dir = path.join(dataDir, "outbox");
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => decodeMessage(fs.readFileSync(path.join(dir, name), "utf8")));
}

/** The newest message to `to` that contains `needle`. */
export function lastMailTo(messages: string[], to: string, needle = ""): string | undefined {
  return messages.filter((m) => m.toLowerCase().includes(`to: ${to.toLowerCase()}`) && m.includes(needle)).at(-1);
}

/** The token of the first link to `path` (e.g. "/verify-email") in a message. */
export function tokenFrom(message: string | undefined, linkPath: string): string {
  const match = new RegExp(`${linkPath.replace("/", "\\/")}\\?token=([\\w-]+)`).exec(message ?? "");
  if (!match) throw new Error(`No ${linkPath} link in the message`);
  return match[1];
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtpServer() {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(decodeMessage(Buffer.concat(chunks).toString("utf8")));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
