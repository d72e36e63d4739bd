import { describe, expect, test } from "vitest";
import { synonymPairs, synonymsOf } from "../../api/modules/search/synonyms.js";
import { addedSynonyms, wholeWords } from "../../api/modules/search/terms.js";
import { correctedWord, startsSomeWord, vocabularyOf } from "../../api/modules/search/typos.js";

describe("the bilingual word list", () => {
  test("relates at least 150 pairs of words, each both ways, stored as the index stores words", () => {
    expect(synonymPairs()).toBeGreaterThanOrEqual(150);
    for (const [a, b] of [["flat", "piso"], ["car", "coche"], ["bike", "bici"], ["sale", "venta"], ["rent", "alquiler"], ["job", "empleo"], ["boat", "barco"], ["berth", "amarre"]]) {
      expect(synonymsOf(a), a).toContain(b);
      expect(synonymsOf(b), b).toContain(a);
    }
    // Accents are dropped as in the index: "baño" is "bano".
    expect(synonymsOf("bathroom")).toContain("bano");
    expect(synonymsOf("carpet")).not.toContain("coche");
  });

  test("a whole-word search looks for each word's plural forms and those of its synonyms", () => {
    const words = wholeWords("flat");
    expect(words.prefix).toBe(false);
    if (!words.prefix) expect(words.forms[0]).toEqual(expect.arrayContaining(["flat", "flats", "piso", "pisos", "apartamento", "apartamentos"]));
    expect(addedSynonyms(["flat", "piso"])).not.toContain("piso");
  });
});

describe("typos forgiven", () => {
  const vocabulary = vocabularyOf([
    { word: "apartment", count: 40 },
    { word: "apartments", count: 30 },
    { word: "apart", count: 2 },
    { word: "bicycle", count: 5 },
    { word: "kayak", count: 3 },
  ]);

  test("a missing, extra, wrong or swapped letter, at the end of a word or of what is typed so far", () => {
    expect(correctedWord(vocabulary, "aparment")).toBe("apartment");
    expect(correctedWord(vocabulary, "apartmnet")).toBe("apartment");
    expect(correctedWord(vocabulary, "aparme")).toBe("apartment");
    expect(correctedWord(vocabulary, "bicyclr")).toBe("bicycle");
    expect(correctedWord(vocabulary, "bicycel")).toBe("bicycle");
  });

  test("two typos in a word of 8 letters or more, one up to 7; the nearest word first", () => {
    expect(correctedWord(vocabulary, "aprament")).toBe("apartment");
    expect(correctedWord(vocabulary, "appartmnet")).toBe("apartment");
    expect(correctedWord(vocabulary, "kayk")).toBe("kayak");
    expect(correctedWord(vocabulary, "bcyclr")).toBeNull();
    // A plural used more than its singular still gives the singular (the search finds both).
    expect(correctedWord(vocabularyOf([{ word: "apartment", count: 1 }, { word: "apartments", count: 9 }]), "aparment")).toBe("apartment");
    // One edit from the start of "apartment" and from "apart": the more used word wins.
    expect(correctedWord(vocabulary, "aprt")).toBe("apartment");
  });

  test("not for words under 4 letters, nor a different first letter", () => {
    expect(correctedWord(vocabulary, "kyk")).toBeNull();
    expect(correctedWord(vocabulary, "ipartment")).toBeNull();
  });

  test("a word that starts a known word is not a typo", () => {
    expect(startsSomeWord(vocabulary, "apartm")).toBe(true);
    expect(startsSomeWord(vocabulary, "aparm")).toBe(false);
  });
});
