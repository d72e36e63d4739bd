import { describe, expect, it } from "vitest";
import type { FieldDefinition, FieldValue, Listing } from "../../api/schemas/listing";
import { forListingPage } from "~/components/listing/listing-page";

const field = (id: number, options: string[]): FieldDefinition => ({
  id,
  field_name: `f${id}`,
  label_en: `Field ${id}`,
  label_es: `Campo ${id}`,
  data_type: "STRING",
  display_type: options.length ? "SELECT" : "TEXT",
  is_required: false,
  sort_order: id,
  placeholder_en: "type here",
  placeholder_es: "escribe",
  validation_rules: { max_length: 10 },
  options: options.map((value, i) => ({ value, label_en: value.toUpperCase(), label_es: value, sort_order: i })),
  categories: [1, 2, 3],
  group_position: null,
});

const value = (id: number, options: string[], text: string | null, multiple = false): FieldValue => ({
  field_id: id,
  value_text: multiple ? null : text,
  value_number: null,
  value_boolean: null,
  value_array: multiple ? text : null,
  is_multiple_value: multiple,
  field: field(id, options),
});

describe("the listing page's data", () => {
  const condition = value(1, ["new", "used", "broken"], "used");
  const extras = value(2, ["pool", "garden", "garage"], "pool,garage", true);
  const empty = value(3, [], null);
  const listing = { id: 7, title: "Villa", wizard_step: "review", media_files: [], field_values: [condition, extras, empty], top_fields: [extras, empty] } as unknown as Listing;
  const page = forListingPage(listing);

  it("keeps only values with something to show, each field with its chosen options", () => {
    expect(page.field_values.map((v) => v.field_id)).toEqual([1, 2]);
    expect(page.field_values[0]!.field.options.map((o) => o.value)).toEqual(["used"]);
    expect(page.field_values[1]!.field.options.map((o) => o.value)).toEqual(["pool", "garage"]);
    expect(Object.keys(page.field_values[0]!.field).sort()).toEqual(["display_type", "label_en", "label_es", "options"]);
  });

  it("names the overview's fields by id instead of repeating them, and drops the draft's wizard step", () => {
    expect(page.top_field_ids).toEqual([2]);
    expect(page).not.toHaveProperty("top_fields");
    expect(page).not.toHaveProperty("wizard_step");
  });
});
