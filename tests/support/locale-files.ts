import fs from "node:fs";
import path from "node:path";
/** Where the catalogues are: app/locales/**, a `<part>.en.json` (or en.json) beside its `.es.json`. */
export const LOCALES = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../../app/locales");

/** One English catalogue file and its Spanish twin (empty when the file is missing), by path under app/locales. */
export type CataloguePair = { en: string; es: string; english: Record<string, string>; spanish: Record<string, string> };

function englishFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return englishFiles(full);
    return /(^|\.)en\.json$/.test(entry.name) ? [full] : [];
  });
}

const read = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;

/** Every English catalogue file with its Spanish twin, read from the files (no app code involved). */
export function cataloguePairs(): CataloguePair[] {
  return englishFiles(LOCALES).map((en) => {
    const es = en.replace(/en\.json$/, "es.json");
    return {
      en: path.relative(LOCALES, en),
      es: path.relative(LOCALES, es),
      english: read(en),
      spanish: fs.existsSync(es) ? read(es) : {},
    };
  });
}

/** The words of a text, without its {{placeholders}}, numbers and punctuation. */
export const wordsOf = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, " ")
    .split(/[^\p{L}/]+/u)
    .map((word) => word.replace(/^\/+|\/+$/g, ""))
    .filter((word) => /\p{L}/u.test(word));
