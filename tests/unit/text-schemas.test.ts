import { describe, expect, it } from "vitest";
import { TEXT_CHARACTERS_MESSAGE } from "../../api/schemas/constants.js";
import { WizardSteps } from "../../api/schemas/listing-write.js";
import { isAllowedText, multilineText, plainText, searchText, stripRefusedCharacters } from "../../api/schemas/text.js";

const code = (n: number) => String.fromCodePoint(n);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => code(from + i));

/** C0 controls and DEL, but for the line breaks and tab that long text keeps. */
const CONTROLS = [...range(0x00, 0x1f), code(0x7f)];
const LINE_CHARACTERS = ["\n", "\r", "\t"];
const BIDI_CONTROLS = [...range(0x202a, 0x202e), ...range(0x2066, 0x2069)];

const issues = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe("user text schemas", () => {
  it("refuse every C0 control, DEL and bidi override or isolate in one-line text", () => {
    for (const character of [...CONTROLS, ...BIDI_CONTROLS]) {
      const hex = character.codePointAt(0)!.toString(16);
      expect(isAllowedText(`Bike${character}for sale`), hex).toBe(false);
      expect(issues(plainText().safeParse(`Bike${character}for sale`)), hex).toEqual([TEXT_CHARACTERS_MESSAGE]);
    }
  });

  it("keep line breaks and tabs in multi-line text, and refuse the other controls and bidi characters", () => {
    for (const character of LINE_CHARACTERS) expect(multilineText().safeParse(`Line one${character}line two`).success).toBe(true);
    expect(multilineText().safeParse("Line one\r\nline two\n\n\tindented").data).toBe("Line one\r\nline two\n\n\tindented");
    for (const character of [...CONTROLS.filter((c) => !LINE_CHARACTERS.includes(c)), ...BIDI_CONTROLS]) {
      expect(issues(multilineText().safeParse(`Line one${character}line two`)), character.codePointAt(0)!.toString(16)).toEqual([
        TEXT_CHARACTERS_MESSAGE,
      ]);
    }
  });

  it("accept ordinary text in any script, with accents, emoji and right-to-left letters", () => {
    for (const text of [
      "Piso en Main Street – 2 dormitorios",
      "Cañón, pingüino, ÆØÅ",
      "שלום עולם",
      "مرحبا",
      "🚲 bike",
      "a\u00a0b",
      "zero\u200bwidth",
    ]) {
      expect(plainText().safeParse(text).success, text).toBe(true);
      expect(multilineText().safeParse(text).success, text).toBe(true);
    }
  });

  it("say only that the characters are refused, not the field's other rules too", () => {
    const title = plainText({ error: "Title is required" }).trim().min(5, "Title must be at least 5 characters");
    expect(issues(title.safeParse("\u0000"))).toEqual([TEXT_CHARACTERS_MESSAGE]);
    expect(issues(title.safeParse("ab"))).toEqual(["Title must be at least 5 characters"]);
    expect(title.safeParse("  A good title  ").data).toBe("A good title");
  });

  it("are the posting wizard's rules too, step by step", () => {
    const details = WizardSteps.details.safeParse({
      title: "Blue\u202Ebike",
      description: "A blue bike\r\nin good condition, barely used.",
    });
    expect(details.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["title", TEXT_CHARACTERS_MESSAGE],
    ]);
    const location = WizardSteps.location.safeParse({ address: "12 Irish\u0000Town" });
    expect(location.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["address", TEXT_CHARACTERS_MESSAGE],
    ]);
  });

  it("drop the refused characters from a search instead of refusing it", () => {
    expect(stripRefusedCharacters("bi\u202eke\u0000s")).toBe("bike s");
    expect(stripRefusedCharacters("red\tbike\nnew")).toBe("red bike new");
    expect(searchText().trim().min(2).safeParse("\u202ebikes\u0000").data).toBe("bikes");
  });
});
