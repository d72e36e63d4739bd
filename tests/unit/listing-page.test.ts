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
  const area = { ...value(4, [], null), value_number: 1250.5 };
  const pets = { ...value(5, [], null), value_boolean: false };
  const colour = { ...value(6, [], "#ff0000"), field: { ...field(6, []), display_type: "COLOR_PICKER" as const } };
  const listing = { id: 7, title: "Villa", wizard_step: "review", media_files: [], field_values: [condition, extras, empty, area, pets, colour], top_fields: [extras, empty] } as unknown as Listing;
  const yesNo = (language: string) => (yes: boolean) => (language === "es" ? (yes ? "Sí" : "No") : yes ? "Yes" : "No");
  const page = forListingPage(listing, "en", yesNo("en"));

  it("keeps only values with something to show, each as its label and text in the page's language", () => {
    expect(page.field_values).toEqual([
      { field_id: 1, label: "Field 1", text: "USED" },
      { field_id: 2, label: "Field 2", text: "POOL, GARAGE", items: ["POOL", "GARAGE"] },
      { field_id: 4, label: "Field 4", text: "1,250.5" },
      { field_id: 5, label: "Field 5", text: "No" },
      { field_id: 6, label: "Field 6", text: "#ff0000", color: "#ff0000" },
    ]);
    const spanish = forListingPage(listing, "es", yesNo("es"));
    expect(spanish.field_values.map((v) => [v.label, v.text])).toEqual([
      ["Campo 1", "used"],
      ["Campo 2", "pool, garage"],
      ["Campo 4", "1250,5"],
      ["Campo 5", "No"],
      ["Campo 6", "#ff0000"],
    ]);
  });

  it("names the overview's fields by id instead of repeating them, and drops the draft's wizard step", () => {
    expect(page.top_field_ids).toEqual([2]);
    expect(page).not.toHaveProperty("top_fields");
    expect(page).not.toHaveProperty("wizard_step");
  });
});
