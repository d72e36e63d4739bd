import { describe, expect, it } from "vitest";
import { storedToInput, validateFieldValues } from "../../api/modules/listings/field-validation.js";
import { slugBase } from "../../api/modules/listings/slug.js";
import type { FieldDefinition } from "../../api/schemas/listing.js";
import { ListingPublishSchema } from "../../api/schemas/listing-write.js";

let nextId = 1;
function def(overrides: Partial<FieldDefinition>): FieldDefinition {
  nextId += 1;
  return {
    id: nextId, field_name: `f${nextId}`, label_en: "Field", label_es: "Campo", data_type: "STRING", display_type: "TEXT",
    is_required: false, sort_order: 0, placeholder_en: null, placeholder_es: null, validation_rules: null, options: [],
    categories: [], group_position: null, ...overrides,
  };
}

const option = (value: string) => ({ value, label_en: value, label_es: value, sort_order: 0 });
const errorsOf = (d: FieldDefinition, value: unknown, publish = false) =>
  validateFieldValues([d], { [d.field_name]: value as never }, { publish }).errors.map((e) => e.message);

describe("field value validation", () => {
  it("checks text rules: max_length, min_length and pattern", () => {
    const code = def({ field_name: "code", validation_rules: { pattern: "^[A-Z]{2}\\d{3}$", max_length: 5 } });
    expect(errorsOf(code, "AB123")).toEqual([]);
    expect(errorsOf(code, "ab123")).toEqual(["Invalid format"]);
    expect(errorsOf(code, "ABC1234")).toEqual(["Must be at most 5 characters"]);
    expect(errorsOf(def({ validation_rules: { min_length: 3 } }), "ab")).toEqual(["Must be at least 3 characters"]);
    expect(errorsOf(def({ validation_rules: { pattern: "([" } }), "anything")).toEqual([]);
  });

  it("refuses control and bidi override characters in text values, keeping a textarea's line breaks, in the request's language", () => {
    expect(errorsOf(def({}), "Blue\u202Eexe")).toEqual(["Contains characters that are not allowed"]);
    expect(errorsOf(def({}), "Two\nlines")).toEqual(["Contains characters that are not allowed"]);
    expect(errorsOf(def({ data_type: "TEXT", display_type: "TEXTAREA" }), "Two\r\nlines\tand a tab")).toEqual([]);
    expect(errorsOf(def({ data_type: "TEXT", display_type: "TEXTAREA" }), "Nul\u0000")).toEqual(["Contains characters that are not allowed"]);
    expect(errorsOf(def({ data_type: "ARRAY", display_type: "TEXT" }), ["ok", "bad\u2066"])).toEqual(["Contains characters that are not allowed"]);
    const d = def({});
    expect(validateFieldValues([d], { [d.field_name]: "a\u0000" }, { publish: false, language: "es" }).errors.map((e) => e.message)).toEqual([
      "Contiene caracteres no permitidos",
    ]);
  });

  it("converts each data type to its column", () => {
    const cases: Array<[Partial<FieldDefinition>, unknown, Record<string, unknown>]> = [
      [{ data_type: "INTEGER" }, "7", { value_number: 7 }],
      [{ data_type: "FLOAT" }, 7.25, { value_number: 7.25 }],
      [{ data_type: "BOOLEAN" }, "false", { value_boolean: 0 }],
      [{ data_type: "BOOLEAN" }, true, { value_boolean: 1 }],
      [{ data_type: "DATE" }, "2026-02-28", { value_text: "2026-02-28" }],
      [{ data_type: "ARRAY", display_type: "MULTI_SELECT", options: [option("a"), option("b")] }, ["b", "a"], { value_array: "b,a" }],
      [{ data_type: "STRING", display_type: "SELECT", options: [option("x")] }, "x", { value_text: "x" }],
    ];
    for (const [overrides, value, expected] of cases) {
      const d = def(overrides);
      const result = validateFieldValues([d], { [d.field_name]: value as never }, { publish: false });
      expect(result.errors).toEqual([]);
      expect(result.values.get(d.id)).toMatchObject(expected);
      expect(storedToInput(d, result.values.get(d.id)!)).toBeDefined();
    }
    expect(errorsOf(def({ data_type: "DATE" }), "2026-02-30")).toEqual(["Must be a date (YYYY-MM-DD)"]);
    expect(errorsOf(def({ data_type: "FLOAT", validation_rules: { min: 1, max: 2 } }), 2.5)).toEqual(["Must be at most 2"]);
    expect(errorsOf(def({ display_type: "COLOR_PICKER" }), "#12345g")).toEqual(["Choose a colour as #rrggbb"]);
  });

  it("requires required fields only when publishing; blank values delete", () => {
    const rooms = def({ field_name: "rooms", label_en: "Rooms", data_type: "INTEGER", is_required: true });
    expect(validateFieldValues([rooms], {}, { publish: false }).errors).toEqual([]);
    expect(validateFieldValues([rooms], { rooms: "" }, { publish: true }).errors).toEqual([
      { field: "field_values.rooms", message: "Rooms is required" },
    ]);
    expect(validateFieldValues([rooms], { rooms: null }, { publish: false }).values.get(rooms.id)).toBeNull();
  });
});

describe("listing schemas and slugs", () => {
  it("publishes with defaults and checks coordinates in pairs", () => {
    const base = { category_id: 1, title: "Good title", description: "A description that is long enough." };
    expect(ListingPublishSchema.parse(base).selected_currency).toBe("gbp");
    expect(ListingPublishSchema.safeParse({ ...base, longitude: 1 }).error?.issues[0]).toMatchObject({
      path: ["latitude"], message: "Give both latitude and longitude",
    });
    expect(ListingPublishSchema.safeParse({ ...base, category_id: undefined }).error?.issues[0]?.message).toBe("Choose a category");
  });

  it("makes ascii kebab-case slug bases of at most 60 characters", () => {
    expect(slugBase("Ático en Gibraltar: ¡nuevo!")).toBe("atico-en-gibraltar-nuevo");
    expect(slugBase("!!!")).toBe("listing");
    expect(slugBase("a".repeat(59) + " bc").length).toBeLessThanOrEqual(60);
    expect(slugBase("a".repeat(59) + " bc")).not.toMatch(/-$/);
  });
});
