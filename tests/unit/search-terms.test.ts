import { describe, expect, it } from "vitest";
import { searchTerms } from "../../api/modules/search/query-words";
import { wordForms } from "../../api/modules/search/terms";

describe("search terms", () => {
  it("splits, lowercases and strips accents and operators", () => {
    expect(searchTerms('  Sofá "OR" café-bar*  NEAR(x) sofa ')).toEqual(["sofa", "or", "cafe", "bar", "near", "x"]);
  });

  it("looks a word up in its regular singular and plural forms", () => {
    expect(wordForms("apartment")).toEqual(expect.arrayContaining(["apartment", "apartments"]));
    expect(wordForms("apartments")).toEqual(expect.arrayContaining(["apartments", "apartment"]));
    expect(wordForms("ordenadores")).toContain("ordenador");
    expect(wordForms("cities")).toContain("city");
    expect(wordForms("city")).toContain("cities");
    // Short words are not cut down to a letter or two.
    expect(wordForms("bus")).not.toContain("bu");
    expect(wordForms("as")).toEqual(["as", "ass", "ases"]);
  });
});
