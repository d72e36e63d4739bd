import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { catalogues } from "../../app/locales/index.js";
import { messageCode } from "../../api/schemas/message-codes.js";

const { en, es } = catalogues;

const root = path.resolve(import.meta.dirname, "../..");
const files = (dir: string): string[] =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(relative);
    return /\.(ts|tsx)$/.test(entry.name) ? [relative] : [];
  });
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const matches = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]);

/** Literal keys handed to t(), textPage() and TextPage. */
function usedKeys(): Set<string> {
  const keys = new Set<string>();
  for (const file of files("app")) {
    const text = read(file);
    for (const key of matches(text, /\bt\(\s*"([^"]+)"/g)) keys.add(key);
    for (const key of matches(text, /textPage\(args, "([^"]+)"/g)) keys.add(key);
    for (const key of matches(text, /(?:titleKey|introKey)="([^"]+)"/g)) keys.add(key);
  }
  return keys;
}

/** The literal messages of the shared schemas, which the pages show by their codes (message-codes.ts). */
function schemaMessages(): Set<string> {
  const keys = new Set<string>();
  for (const file of files("api/schemas")) {
    const text = read(file);
    for (const key of matches(text, /(?:error|message): "([^"]+)"/g)) keys.add(key);
    for (const key of matches(text, /\.(?:min|max|email|url|refine)\([^,)]*,\s*"([^"]+)"\)/g)) keys.add(key);
  }
  // Messages the schemas share with the browser's native-constraint checks (`*_MESSAGE = "..."`
  // and the entries of `*_MESSAGES = {...}`).
  const constants = read("api/schemas/constants.ts");
  for (const key of matches(constants, /_MESSAGE = "([^"]+)"/g)) keys.add(key);
  for (const block of matches(constants, /_MESSAGES = \{([^}]*)\}/g)) {
    for (const key of matches(block!, /:\s*"([^"]+)"/g)) keys.add(key);
  }
  return keys;
}

const plural = (catalogue: Record<string, string>, key: string) => key in catalogue || `${key}_one` in catalogue;

describe("translation catalogues", () => {
  it("have the same keys in English and Spanish", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });

  it("define each key in one file only", () => {
    const owners = new Map<string, string[]>();
    const jsonFiles = ["app/locales", "app/locales/admin"].flatMap((dir) =>
      fs.readdirSync(path.join(root, dir)).filter((name) => name.endsWith(".json")).map((name) => path.join(dir, name)),
    );
    for (const file of jsonFiles) {
      const language = file.endsWith("es.json") ? "es" : "en";
      for (const key of Object.keys(JSON.parse(read(file)) as object)) {
        const entry = `${key} (${language})`;
        owners.set(entry, [...(owners.get(entry) ?? []), file]);
      }
    }
    expect([...owners].filter(([, files]) => files.length > 1)).toEqual([]);
  });

  it("translate every key the code uses", () => {
    const missing = [...usedKeys()].filter((key) => !plural(en, key) || !plural(es, key));
    expect(missing).toEqual([]);
  });

  it("know a code for every message of the shared schemas, with its text in both languages", () => {
    const missing = [...schemaMessages()].filter((message) => {
      const code = messageCode(message);
      return !code || !en[`validation.${code}`] || !es[`validation.${code}`];
    });
    expect(missing).toEqual([]);
  });

  it("never leave a Spanish text empty", () => {
    expect(Object.entries(es).filter(([, value]) => !value.trim())).toEqual([]);
  });
});
