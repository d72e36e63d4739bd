import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";

const folder = path.resolve(import.meta.dirname, "../../docs/decisions");
const records = fs.readdirSync(folder).filter((name) => name.endsWith(".md"));

describe("decision records", () => {
  test.each(records)("%s has a title, a date, a status, a decision and its consequences", (name) => {
    const text = fs.readFileSync(path.join(folder, name), "utf8");
    const number = Number(name.slice(0, 4));
    expect(text).toMatch(new RegExp(`^# ${number}\\. \\S`));
    expect(text).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m);
    expect(text).toMatch(/^- Status: (proposed|accepted|superseded by \d{4}|deprecated)( \(supersedes \d{4}\))?$/m);
    expect(text).toMatch(/^## Decision$/m);
    expect(text).toMatch(/^## Consequences$/m);
  });
});
