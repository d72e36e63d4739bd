import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { MESSAGE_CODES, validationKey } from "../../api/schemas/message-codes.js";
import { i18nConfig } from "../../app/i18n.js";
import { catalogues, resources } from "../../app/locales/index.js";

/** The pages' own i18next, in one language. */
async function translator(lng: "en" | "es") {
  const i18n = createInstance();
  await i18n.init({ ...i18nConfig, resources, lng });
  return i18n.t;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

describe("messages with values", () => {
  const message = "The file is not a readable CSV file: line 3, column 12";

  it("show the bulk import's unreadable file with its line and column in English and Spanish", async () => {
    expect(validationKey(message)).toBe('$t(validation.bulk_file_unreadable_at, {"line":3,"column":12})');
    expect((await translator("en"))(validationKey(message))).toBe(message);
    expect((await translator("es"))(validationKey(message))).toBe("El archivo no es un CSV legible: línea 3, columna 12");
  });

  it("leave the message without a position to its own code, and a text that only looks alike unchanged", async () => {
    expect((await translator("es"))(validationKey("The file is not a readable CSV file"))).toBe("El archivo no es un CSV legible");
    for (const text of ["The file is not a readable CSV file: line three, column 12", "The file is not a readable CSV file: line 3, column 12 and more"]) {
      expect(validationKey(text)).toBe(text);
    }
  });

  it("name the same values in both languages", () => {
    const withValues = Object.entries(MESSAGE_CODES).filter(([, text]) => placeholders(text).length > 0);
    expect(withValues.map(([code]) => code)).toContain("bulk_file_unreadable_at");
    for (const [code, text] of withValues) {
      expect(placeholders(catalogues.es[`validation.${code}`] ?? ""), code).toEqual(placeholders(text));
    }
  });
});
