import { describe, expect, it } from "vitest";
import type { FieldDefinition, FieldValue } from "../../api/schemas/listing";
import { initialFieldValues } from "~/components/wizard/dynamic-values";

let nextId = 1;
function value(field: Partial<FieldDefinition> & { field_name: string; display_type: string; data_type: string }, stored: Partial<FieldValue> = {}): FieldValue {
  const id = nextId++;
  const definition: FieldDefinition = {
    id,
    label_en: field.field_name,
    label_es: field.field_name,
    is_required: false,
    sort_order: id,
    placeholder_en: null,
    placeholder_es: null,
    validation_rules: null,
    options: [],
    categories: [],
    group_position: null,
    ...field,
  };
  return {
    field_id: id,
    value_text: null,
    value_number: null,
    value_boolean: null,
    value_array: null,
    is_multiple_value: false,
    field: definition,
    ...stored,
  };
}

describe("initialFieldValues", () => {
  it("turns numbers into strings", () => {
    const values = [
      value({ field_name: "bedrooms", display_type: "NUMBER", data_type: "INTEGER" }, { value_number: 3 }),
      value({ field_name: "area_m2", display_type: "NUMBER", data_type: "FLOAT" }, { value_number: 85.5 }),
      value({ field_name: "floor", display_type: "NUMBER", data_type: "INTEGER" }, { value_number: 0 }),
    ];
    expect(initialFieldValues(values)).toEqual({ bedrooms: "3", area_m2: "85.5", floor: "0" });
  });

  it("turns booleans into 'on' or undefined", () => {
    const values = [
      value({ field_name: "pets_allowed", display_type: "CHECKBOX", data_type: "BOOLEAN" }, { value_boolean: true }),
      value({ field_name: "remote", display_type: "CHECKBOX", data_type: "BOOLEAN" }, { value_boolean: false }),
      value({ field_name: "berth_included", display_type: "CHECKBOX", data_type: "BOOLEAN" }),
    ];
    const result = initialFieldValues(values);
    expect(result.pets_allowed).toBe("on");
    expect(result.remote).toBeUndefined();
    expect(result.berth_included).toBeUndefined();
  });

  it("turns multi-selects into string arrays from value_array", () => {
    const values = [
      value({ field_name: "amenities", display_type: "MULTI_SELECT", data_type: "ARRAY" }, { value_array: "pool, gym,lift", is_multiple_value: true }),
      value({ field_name: "nearby", display_type: "MULTI_SELECT", data_type: "ARRAY" }),
    ];
    expect(initialFieldValues(values)).toEqual({ amenities: ["pool", "gym", "lift"], nearby: [] });
  });

  it("keeps other values as text, dates as YYYY-MM-DD", () => {
    const values = [
      value({ field_name: "model", display_type: "TEXT", data_type: "STRING" }, { value_text: "Yaris" }),
      value({ field_name: "property_type", display_type: "SELECT", data_type: "STRING" }, { value_text: "villa" }),
      value({ field_name: "colour", display_type: "COLOR_PICKER", data_type: "STRING" }, { value_text: "#ff0000" }),
      value({ field_name: "available_from", display_type: "DATE", data_type: "DATE" }, { value_text: "2026-03-01T00:00:00" }),
      value({ field_name: "notes", display_type: "TEXTAREA", data_type: "TEXT" }),
    ];
    expect(initialFieldValues(values)).toEqual({
      model: "Yaris",
      property_type: "villa",
      colour: "#ff0000",
      available_from: "2026-03-01",
      notes: undefined,
    });
  });

  it("returns an empty object for no values", () => {
    expect(initialFieldValues([])).toEqual({});
  });
});
