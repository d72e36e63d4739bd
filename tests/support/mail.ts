import fs from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/** A raw message made readable: quoted-printable soft breaks and escapes undone (enough for links). */
export const decodeMessage = (raw: string) =>
  raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

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
