import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/**
 * The bench's tables, printed as they are measured and kept in docs/performance.md between two
 * markers, so the newest figures are where the earlier ones are (the history stays by hand).
 */
const FILE = path.resolve(import.meta.dirname, "../docs/performance.md");
const START = "<!-- bench:latest:start -->";
const END = "<!-- bench:latest:end -->";

const lines: string[] = [];

export function print(line = ""): void {
  console.log(line);
  lines.push(line);
}

/** Replaces the text between the markers with this run's tables (the markers are added once). */
export function writeLatest(note: string): void {
  if (lines.length === 0) return;
  const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).trim();
  const section = [START, `## Latest run: ${new Date().toISOString().slice(0, 10)}, \`${commit}\`${note}`, ...lines, END].join("\n");
  const text = fs.readFileSync(FILE, "utf8");
  const at = text.indexOf(START);
  const next = at === -1 ? text.replace(/\n## /, `\n${section}\n\n## `) : text.slice(0, at) + section + text.slice(text.indexOf(END) + END.length);
  fs.writeFileSync(FILE, next);
  console.log(`\nWritten to ${path.relative(process.cwd(), FILE)}.`);
}
