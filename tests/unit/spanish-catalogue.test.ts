import path from "node:path";
import { describe, expect, it } from "vitest";
import { cataloguePairs, wordsOf } from "../support/locale-files.js";

// Every English text of the pages has its Spanish text: each English catalogue file
// (app/locales/**/<part>.en.json, and en.json) has a Spanish twin with the same keys, and a
// Spanish text identical to the English one is an untranslated text, unless all its words are
// written the same in both languages.

/**
 * Words written the same in English and Spanish. A Spanish text equal to its English text passes
 * when nothing but these (and numbers, punctuation and {{placeholders}}) is left in it.
 */
const SAME_IN_BOTH = new Set([
  // Names: the brand, places, other companies' products.
  "Gibraltar",
  "Marketplace",
  "WhatsApp",
  // Technical names and codes.
  "HTML",
  "HTTP",
  "CTR",
  "EUR",
  "Script",
  // Spanish words spelled as the English ones (or borrowed as they are).
  "No",
  "Audio",
  "Banner",
  "Banners",
  "Chat",
  "Euro",
  "Euros",
  "Manual",
  "Plan",
  "Spam",
  "Top",
  "TOP",
  // Units.
  "km",
  "km/h",
]);

/** Texts that are the same in any language by nature, by key. */
const SAME_BY_NATURE = new Set([
  // The company's postal address.
  "contact.address",
]);

const pairs = cataloguePairs();

describe("the Spanish catalogue", () => {
  it("finds the catalogue files (sanity check of the walk)", () => {
    expect(pairs.map((pair) => pair.en)).toEqual(
      expect.arrayContaining(["en.json", "home.en.json", path.join("admin", "banners.en.json")]),
    );
  });

  it("has a Spanish file with every key of each English file, and no key the English lacks", () => {
    const missing = pairs.flatMap(({ es, english, spanish }) =>
      Object.keys(english)
        .filter((key) => !(key in spanish))
        .map((key) => `${es}: ${key}`),
    );
    expect(missing, "keys missing from the Spanish catalogue").toEqual([]);
    const extra = pairs.flatMap(({ es, english, spanish }) =>
      Object.keys(spanish)
        .filter((key) => !(key in english))
        .map((key) => `${es}: ${key}`),
    );
    expect(extra, "Spanish keys without an English text").toEqual([]);
  });

  it("has a text for every key, with the English text's {{placeholders}}", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([^},\s]+)[^}]*\}\}/g)].map((match) => match[1]).sort();
    const wrong = pairs.flatMap(({ es, english, spanish }) =>
      Object.entries(english)
        .filter(([key, text]) => {
          const translated = spanish[key];
          if (translated === undefined) return false;
          return (
            typeof translated !== "string" || !translated.trim() || placeholders(translated).join() !== placeholders(text).join()
          );
        })
        .map(([key]) => `${es}: ${key}`),
    );
    expect(wrong).toEqual([]);
  });

  it("translates every text: none is the English text, except words written the same in both languages", () => {
    const untranslated = pairs.flatMap(({ es, english, spanish }) =>
      Object.entries(english)
        .filter(
          ([key, text]) =>
            spanish[key] === text && !SAME_BY_NATURE.has(key) && !wordsOf(text).every((word) => SAME_IN_BOTH.has(word)),
        )
        .map(([key, text]) => `${es}: ${key} = ${JSON.stringify(text)}`),
    );
    expect(untranslated, "Spanish texts that are still the English ones").toEqual([]);
  });

  it("reads words as the check above does", () => {
    expect(wordsOf("{{failure}} — HTTP {{status}}: {{text}}")).toEqual(["HTTP"]);
    expect(wordsOf("{{value}} km/h")).toEqual(["km/h"]);
    expect(wordsOf("Euros (EUR)")).toEqual(["Euros", "EUR"]);
    expect(wordsOf("Añadir 2 fotos")).toEqual(["Añadir", "fotos"]);
  });
});
