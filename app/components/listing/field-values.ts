import type { FieldDefinition, FieldOption, FieldValue } from "@schemas/listing";
import { calendarDateFormat, numberFormat } from "@schemas/format";

/** What showing a value needs: the value, its field's labels and display, and its options' labels. */
export type ShownFieldValue = Pick<FieldValue, "field_id" | "value_text" | "value_number" | "value_boolean" | "value_array" | "is_multiple_value"> & {
  field: Pick<FieldDefinition, "label_en" | "label_es" | "display_type"> & { options: Pick<FieldOption, "value" | "label_en" | "label_es">[] };
};

const pick = (language: string, en: string, es: string | null | undefined) => (language === "es" && es ? es : en);

export const fieldLabel = (value: ShownFieldValue, language: string) => pick(language, value.field.label_en, value.field.label_es);

/** The option values of a multi-select, as labels in the UI language. */
export function optionLabels(value: ShownFieldValue, language: string): string[] {
  const chosen = (value.value_array ?? value.value_text ?? "").split(",").map((v) => v.trim()).filter(Boolean);
  return chosen.map((v) => {
    const option = value.field.options.find((o) => o.value === v);
    return option ? pick(language, option.label_en, option.label_es) : v;
  });
}

export const isMultiple = (value: ShownFieldValue) => value.is_multiple_value || value.field.display_type === "MULTI_SELECT";

/**
 * A field value as text: option labels for choices, Yes/No for booleans (via `yesNo`), numbers
 * formatted for the language, dates as local dates; colours are their hex code.
 */
export function formatFieldValue(value: ShownFieldValue, language: string, yesNo: (v: boolean) => string): string {
  if (isMultiple(value)) return optionLabels(value, language).join(", ");
  if (value.value_boolean !== null && value.value_boolean !== undefined) return yesNo(value.value_boolean);
  if (value.value_number !== null && value.value_number !== undefined) return numberFormat(language).format(value.value_number);
  const text = value.value_text ?? "";
  if (value.field.display_type === "DATE" && /^\d{4}-\d{2}-\d{2}/.test(text)) {
    return calendarDateFormat(language).format(new Date(text));
  }
  const option = value.field.options.find((o) => o.value === text);
  return option ? pick(language, option.label_en, option.label_es) : text;
}

/** True when a value has something to show. */
export const hasValue = (value: ShownFieldValue) =>
  Boolean(value.value_text || value.value_array) || value.value_number !== null || value.value_boolean !== null;
