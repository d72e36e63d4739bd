import type { FieldValue } from "@schemas/listing";

const TRUTHY = new Set(["true", "on", "1", "yes"]);

/** Splits a multi-select's stored value ("a,b" or a JSON-free list) into option values. */
export const splitOptions = (raw: string | null | undefined): string[] =>
  (raw ?? "").split(",").map((v) => v.trim()).filter(Boolean);

/**
 * Turns a Listing's field_values into the form's initial `field_values` object: numbers as
 * strings, booleans as "on"/undefined, multi-selects as string[] (from value_array), others as text.
 */
export function initialFieldValues(values: FieldValue[]): Record<string, string | string[] | undefined> {
  const result: Record<string, string | string[] | undefined> = {};
  for (const value of values) {
    const { field } = value;
    const name = field.field_name;
    if (value.is_multiple_value || field.display_type === "MULTI_SELECT" || field.data_type === "ARRAY") {
      result[name] = splitOptions(value.value_array ?? value.value_text);
    } else if (field.data_type === "BOOLEAN" || field.display_type === "CHECKBOX") {
      const on = value.value_boolean ?? TRUTHY.has((value.value_text ?? "").trim().toLowerCase());
      result[name] = on ? "on" : undefined;
    } else if (value.value_number !== null && value.value_number !== undefined) {
      result[name] = String(value.value_number);
    } else if (value.value_text !== null && value.value_text !== undefined) {
      const text = value.value_text;
      // <input type="date"> only takes YYYY-MM-DD.
      result[name] = field.display_type === "DATE" && /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : text;
    } else {
      result[name] = undefined;
    }
  }
  return result;
}
