import type { FieldError } from "../../lib/errors.js";
import type { FieldDefinition } from "../../schemas/listing.js";
import { TEXT_CHARACTERS_MESSAGE } from "../../schemas/constants.js";
import type { FieldInput } from "../../schemas/listing-write.js";
import { isAllowedText } from "../../schemas/text.js";

// Dynamic field values against the definitions of a listing's category: pure functions.

/** A value as listing_field_values stores it; null means "no value" (delete the row). */
export type StoredFieldValue = {
  value_text: string | null;
  value_number: number | null;
  value_boolean: number | null;
  value_array: string | null;
};

export const FIELD_MESSAGES = {
  unknown: "This field does not belong to the category",
  required: (label: string) => `${label} is required`,
  integer: "Must be a whole number",
  number: "Must be a number",
  boolean: "Must be yes or no",
  date: "Must be a date (YYYY-MM-DD)",
  text: "Must be text",
  list: "Must be a list of options",
  option: "Choose one of the listed options",
  colour: "Choose a colour as #rrggbb",
  min: (min: number) => `Must be at least ${min}`,
  max: (max: number) => `Must be at most ${max}`,
  maxLength: (n: number) => `Must be at most ${n} characters`,
  minLength: (n: number) => `Must be at least ${n} characters`,
  pattern: "Invalid format",
  characters: TEXT_CHARACTERS_MESSAGE,
} as const;

export type FieldLanguage = "en" | "es";
type FieldMessages = { readonly [K in keyof typeof FIELD_MESSAGES]: (typeof FIELD_MESSAGES)[K] extends string ? string : (typeof FIELD_MESSAGES)[K] };

/** The same messages in Spanish, for requests whose language is Spanish (Accept-Language). */
const FIELD_MESSAGES_ES: FieldMessages = {
  unknown: "Este campo no pertenece a la categoría",
  required: (label: string) => `El campo «${label}» es obligatorio`,
  integer: "Debe ser un número entero",
  number: "Debe ser un número",
  boolean: "Debe ser sí o no",
  date: "Debe ser una fecha (AAAA-MM-DD)",
  text: "Debe ser texto",
  list: "Debe ser una lista de opciones",
  option: "Elige una de las opciones de la lista",
  colour: "Elige un color como #rrggbb",
  min: (min: number) => `Debe ser como mínimo ${min}`,
  max: (max: number) => `Debe ser como máximo ${max}`,
  maxLength: (n: number) => `Debe tener como máximo ${n} caracteres`,
  minLength: (n: number) => `Debe tener al menos ${n} caracteres`,
  pattern: "Formato no válido",
  characters: "Contiene caracteres no permitidos",
};

const messagesFor = (language: FieldLanguage): FieldMessages => (language === "es" ? FIELD_MESSAGES_ES : FIELD_MESSAGES);
const labelIn = (def: FieldDefinition, language: FieldLanguage) => (language === "es" ? def.label_es || def.label_en : def.label_en);

const EMPTY: StoredFieldValue = { value_text: null, value_number: null, value_boolean: null, value_array: null };

export const isMultiple = (def: FieldDefinition) => def.data_type === "ARRAY" || def.display_type === "MULTI_SELECT";
const hasOptions = (def: FieldDefinition) => ["SELECT", "RADIO", "MULTI_SELECT"].includes(def.display_type) && def.options.length > 0;
const isBlank = (value: FieldInput | undefined) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "") || (Array.isArray(value) && value.length === 0);

const ruleNumber = (rules: Record<string, unknown> | null, key: string): number | null => {
  const value = rules?.[key];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};

function toNumber(value: FieldInput, integer: boolean, m: FieldMessages): number | string {
  const message = integer ? m.integer : m.number;
  let n: number;
  if (typeof value === "number") n = value;
  else if (typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) n = Number(value);
  else return message;
  if (!Number.isFinite(n) || (integer && !Number.isInteger(n))) return message;
  return n;
}

function validDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

function checkText(def: FieldDefinition, text: string, m: FieldMessages): string | null {
  // The same characters as in every other user text; a textarea keeps its line breaks.
  if (!isAllowedText(text, def.display_type === "TEXTAREA")) return m.characters;
  const rules = def.validation_rules;
  const maxLength = ruleNumber(rules, "max_length");
  const minLength = ruleNumber(rules, "min_length");
  if (maxLength !== null && text.length > maxLength) return m.maxLength(maxLength);
  if (minLength !== null && text.length < minLength) return m.minLength(minLength);
  const pattern = rules?.pattern;
  if (typeof pattern === "string") {
    try {
      if (!new RegExp(pattern).test(text)) return m.pattern;
    } catch {
      // An invalid stored pattern checks nothing.
    }
  }
  return null;
}

/** One non-blank value → its stored form, or an error message. */
export function convertFieldValue(def: FieldDefinition, value: FieldInput, language: FieldLanguage = "en"): StoredFieldValue | string {
  const m = messagesFor(language);
  const options = new Set(def.options.map((o) => o.value));
  if (isMultiple(def)) {
    if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) return m.list;
    if (hasOptions(def) && value.some((v) => !options.has(v))) return m.option;
    if (value.some((v) => !isAllowedText(v))) return m.characters;
    return { ...EMPTY, value_array: [...new Set(value)].join(",") };
  }
  if (Array.isArray(value)) return def.data_type === "INTEGER" ? m.integer : def.data_type === "FLOAT" ? m.number : m.text;
  if (hasOptions(def) && !options.has(String(value))) return m.option;
  switch (def.data_type) {
    case "INTEGER":
    case "FLOAT": {
      const n = toNumber(value, def.data_type === "INTEGER", m);
      if (typeof n === "string") return n;
      const min = ruleNumber(def.validation_rules, "min");
      const max = ruleNumber(def.validation_rules, "max");
      if (min !== null && n < min) return m.min(min);
      if (max !== null && n > max) return m.max(max);
      return { ...EMPTY, value_number: n };
    }
    case "BOOLEAN":
      if (value === true || value === "true" || value === "on") return { ...EMPTY, value_boolean: 1 };
      if (value === false || value === "false") return { ...EMPTY, value_boolean: 0 };
      return m.boolean;
    case "DATE":
      return typeof value === "string" && validDate(value) ? { ...EMPTY, value_text: value } : m.date;
    default: {
      if (typeof value !== "string") return m.text;
      if (def.display_type === "COLOR_PICKER" && !/^#[0-9a-fA-F]{6}$/.test(value)) return m.colour;
      const text = value.trim();
      return checkText(def, text, m) ?? { ...EMPTY, value_text: text };
    }
  }
}

export type FieldValidation = {
  errors: FieldError[];
  /** Field id → the value to store, or null to delete the stored one. */
  values: Map<number, StoredFieldValue | null>;
};

/**
 * Checks values given by field name against the category's definitions. When publishing, every
 * required field must have a value among those given. Messages are in the request's language.
 */
export function validateFieldValues(
  definitions: FieldDefinition[],
  input: Record<string, FieldInput>,
  options: { publish: boolean; language?: FieldLanguage },
): FieldValidation {
  const language = options.language ?? "en";
  const m = messagesFor(language);
  const byName = new Map(definitions.map((def) => [def.field_name, def]));
  const errors: FieldError[] = [];
  const values = new Map<number, StoredFieldValue | null>();
  for (const [name, value] of Object.entries(input)) {
    const def = byName.get(name);
    const field = `field_values.${name}`;
    if (!def) {
      errors.push({ field, message: m.unknown });
      continue;
    }
    if (isBlank(value)) {
      values.set(def.id, null);
      continue;
    }
    const converted = convertFieldValue(def, value, language);
    if (typeof converted === "string") errors.push({ field, message: converted });
    else values.set(def.id, converted);
  }
  if (options.publish) {
    for (const def of definitions) {
      if (def.is_required && isBlank(input[def.field_name])) {
        errors.push({ field: `field_values.${def.field_name}`, message: m.required(labelIn(def, language)) });
      }
    }
  }
  return { errors, values };
}

/** A stored value back in the form forms send it (to re-check a listing before publishing). */
export function storedToInput(def: FieldDefinition, row: StoredFieldValue): FieldInput {
  if (isMultiple(def)) return row.value_array ? row.value_array.split(",") : [];
  if (row.value_number !== null) return Number(row.value_number);
  if (row.value_boolean !== null) return Number(row.value_boolean) === 1;
  if (row.value_array !== null) return row.value_array.split(",");
  return row.value_text;
}
