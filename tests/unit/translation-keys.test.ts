import { describe, expect, it } from "vitest";
import { MESSAGE_CODES, messageCode, validationKey } from "../../api/schemas/message-codes.js";
import { catalogues } from "../../app/locales/index.js";

const { en, es } = catalogues;

/** `<part>.<name>`, a part in lowercase (`admin_banners`, `validation`), then one or more names. */
const NAMESPACED = /^[a-z0-9_-]+(\.[a-zA-Z0-9_-]+)+$/;

/**
 * Messages whose English text on the pages is worded for a reader rather than as the API words
 * them: the price filters' messages name the query parameters (`price_min`), the filter panel
 * names the prices.
 */
const REWORDED = new Set([
  "price_min_number",
  "price_min_negative",
  "price_min_range",
  "price_max_number",
  "price_max_negative",
  "price_max_range",
  "price_min_above_max",
  // The map's area and near-a-place parameters, said as the page's controls name them.
  "bbox_param",
  "bbox_order",
  "within_param",
  "near_param",
  "distance_sort_needs_place",
]);

describe("translation keys", () => {
  it("are all namespaced, never a sentence", () => {
    for (const catalogue of [en, es]) expect(Object.keys(catalogue).filter((key) => !NAMESPACED.test(key))).toEqual([]);
  });

  it("are the same in English and Spanish", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
  });
});

describe("validation message codes", () => {
  const entries = Object.entries(MESSAGE_CODES);

  it("give every message its text in English and Spanish under validation.<code>", () => {
    const missing = entries
      .filter(([code]) => !en[`validation.${code}`]?.trim() || !es[`validation.${code}`]?.trim())
      .map(([code]) => code);
    expect(missing).toEqual([]);
  });

  it("keep the API's English text, and have it translated into Spanish", () => {
    const changed = entries
      .filter(([code, message]) => !REWORDED.has(code) && en[`validation.${code}`] !== message)
      .map(([code]) => code);
    expect(changed).toEqual([]);
    const untranslated = entries.filter(([code, message]) => es[`validation.${code}`] === message).map(([code]) => code);
    expect(untranslated).toEqual([]);
  });

  it("are unique, one per message, in the shape of a key's name", () => {
    expect(new Set(entries.map(([, message]) => message)).size).toBe(entries.length);
    for (const [code] of entries) expect(code).toMatch(/^[a-z0-9_]+$/);
  });

  it("leave no catalogue entry under validation. without its message", () => {
    const orphans = Object.keys(en).filter(
      (key) => key.startsWith("validation.") && !(key.slice("validation.".length) in MESSAGE_CODES),
    );
    expect(orphans).toEqual([]);
  });

  it("turn a known message into its key, and leave keys and unknown texts as they are", () => {
    expect(messageCode("A listing can have at most 20 photos")).toBe("photos_max");
    expect(validationKey("Address must be at most 200 characters")).toBe("validation.address_max");
    expect(validationKey("errors.listing_not_found")).toBe("errors.listing_not_found");
    expect(validationKey("validation.address_max")).toBe("validation.address_max");
    expect(messageCode("Unknown column: colour")).toBeUndefined();
    expect(validationKey("Unknown column: colour")).toBe("Unknown column: colour");
  });
});
