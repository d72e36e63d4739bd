import * as z from "zod";
import { AdminListQuerySchema, booleanFilter } from "./admin.js";
import type { CategoryFields } from "./categories.js";
import type { FieldOption } from "./listing.js";
import { LISTING_LIFETIME_DAYS, LISTING_LIFETIME_MAX_DAYS, MAX_ID } from "./constants.js";
import { blankAsMissing } from "./listing-query.js";
import { multilineText, plainText } from "./text.js";

// The catalogue's structure in the back-office: categories (and their subcategories), the layout
// of dynamic fields in a category, listing types, dynamic fields with their options and
// validation rules, and field groups. Shared by the API and the admin pages: a form posts texts
// (numbers as text, an unticked box is absent and means false), a JSON client posts values.

/** "" and absent read as null: a cleared optional text or id is stored as NULL. */
const blankAsNull = (value: unknown) => (value === undefined || (typeof value === "string" && value.trim() === "") ? null : value);
/** "" and null read as absent, so the default applies. */
const blankOrNullAsMissing = (value: unknown) => (value === null ? undefined : blankAsMissing(value));

const requiredText = (message: string, max: number, tooLong: string) =>
  plainText({ error: message }).trim().min(1, message).max(max, tooLong);
const optionalText = (max: number, tooLong: string, text = plainText) => z.preprocess(blankAsNull, text().trim().max(max, tooLong).nullable());
const wholeNumber = (message: string, min: number, max: number) => z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
const flag = z.boolean({ error: "Use true or false" }).optional().default(false);
const optionalId = (message: string) =>
  z.preprocess(blankAsNull, z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message).nullable());
const requiredId = (message: string) =>
  z.preprocess(blankOrNullAsMissing, z.coerce.number({ error: message }).int(message).min(1, message).max(MAX_ID, message));

const SORT_ORDER_MESSAGE = "Sort order must be a whole number from 0 to 10000";
const sortOrder = z.preprocess(blankOrNullAsMissing, wholeNumber(SORT_ORDER_MESSAGE, 0, 10_000).default(0));

/** Lowercase words joined by hyphens ("boats-and-marine"); blank: made from the English name. */
const slug = (tooLong: string) =>
  z.preprocess(
    blankAsNull,
    z
      .string()
      .trim()
      .max(80, tooLong)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "A slug uses lowercase letters, digits and single hyphens")
      .nullable(),
  );

/** ASCII kebab-case of a name ("Boats & Marine" → "boats-marine"), for a slug left blank. */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
}

// ---- Categories ----

export const AdminCategoryQuerySchema = AdminListQuerySchema.extend({
  /** "top": top-level categories only; an id: that category's subcategories. */
  parent: z.preprocess(
    blankAsMissing,
    z.union([z.literal("top"), z.coerce.number().int().min(1).max(MAX_ID)], { error: "parent must be top or a category id" }).optional(),
  ),
  is_active: booleanFilter,
});
export type AdminCategoryQuery = z.output<typeof AdminCategoryQuerySchema>;

export const CATEGORY_COLOUR_MESSAGE = "Use a colour like #1f6feb";
export const LISTING_LIFETIME_MESSAGE = `Listings run from 1 to ${LISTING_LIFETIME_MAX_DAYS} days`;

export const CategorySchema = z.object({
  slug: slug("A slug is at most 80 characters"),
  name_en: requiredText("English name is required", 100, "A name is at most 100 characters"),
  name_es: requiredText("Spanish name is required", 100, "A name is at most 100 characters"),
  description_en: optionalText(2000, "A description is at most 2000 characters", multilineText),
  description_es: optionalText(2000, "A description is at most 2000 characters", multilineText),
  icon: z.preprocess(
    blankAsNull,
    z.string().trim().max(40, "An icon name is at most 40 characters").regex(/^[a-z0-9-]+$/, "An icon name uses lowercase letters, digits and hyphens").nullable(),
  ),
  color: z.preprocess(blankAsNull, z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, CATEGORY_COLOUR_MESSAGE).nullable()),
  sort_order: sortOrder,
  is_active: flag,
  parent_id: optionalId("Choose a parent category"),
  /** Days its listings run; blank: the parent's, else LISTING_LIFETIME_DAYS. */
  listing_lifetime_days: z
    .preprocess(blankAsNull, wholeNumber(LISTING_LIFETIME_MESSAGE, 1, LISTING_LIFETIME_MAX_DAYS).nullable())
    .meta({ description: `Blank: the parent category's, else ${LISTING_LIFETIME_DAYS} days` }),
});
export type CategoryInput = z.output<typeof CategorySchema>;

/** Deleting a category: where its listings (and those of its subcategories) go. */
export const CategoryDeleteSchema = z.object({ move_to: optionalId("Choose a category to move its listings to") });
export type CategoryDelete = z.output<typeof CategoryDeleteSchema>;

/** A category as the back-office sees it: every field, its parent's name and its counts. */
export type AdminCategory = CategoryFields & {
  parent_name_en: string | null;
  /** Listings filed directly in this category, whatever their status. */
  listings_count: number;
  children_count: number;
};

/** Every category in tree order (each parent before its children), for the pages' selects. */
export type CategoryChoice = Pick<CategoryFields, "id" | "parent_id" | "name_en" | "name_es" | "is_active"> & { depth: number };

// ---- A category's layout of dynamic fields ----

/** The columns of a group's grid: the wizard and the listing page draw at most this many. */
export const LAYOUT_COLUMNS = 4;
export const LAYOUT_ROWS = 20;

const placementFields = {
  group_id: optionalId("Choose a group"),
  grid_row: z.preprocess(blankOrNullAsMissing, wholeNumber("Row must be a whole number from 1 to 20", 1, LAYOUT_ROWS).default(1)),
  grid_column_start: z.preprocess(blankOrNullAsMissing, wholeNumber("Column must be a whole number from 1 to 4", 1, LAYOUT_COLUMNS).default(1)),
  grid_column_span: z.preprocess(blankOrNullAsMissing, wholeNumber("Span must be a whole number from 1 to 4", 1, LAYOUT_COLUMNS).default(1)),
  sort_order: sortOrder,
  is_top_field: flag,
};

const endsInsideTheGrid = (value: { grid_column_start: number; grid_column_span: number }) =>
  value.grid_column_start + value.grid_column_span - 1 <= LAYOUT_COLUMNS;
const END_INSIDE_THE_GRID = { path: ["grid_column_span"], message: "The field must end by column 4" };

export const PlacementSchema = z.object(placementFields).refine(endsInsideTheGrid, END_INSIDE_THE_GRID);
export type PlacementInput = z.output<typeof PlacementSchema>;

export const PlacementCreateSchema = z.object({ field_id: requiredId("Choose a field"), ...placementFields }).refine(endsInsideTheGrid, END_INSIDE_THE_GRID);
export type PlacementCreate = z.output<typeof PlacementCreateSchema>;

export type LayoutPlacement = {
  field_id: number;
  field_name: string;
  label_en: string;
  label_es: string;
  display_type: string;
  /** An inactive field keeps its place but is shown nowhere. */
  field_is_active: boolean;
  group_id: number | null;
  group_name_en: string | null;
  group_name_es: string | null;
  sort_order: number;
  grid_row: number;
  grid_column_start: number;
  grid_column_span: number;
  is_top_field: boolean;
};

/** A field the category gets from an ancestor (the nearest one that places it). */
export type InheritedPlacement = LayoutPlacement & { category_id: number; category_name_en: string };

export type FieldGroup = { id: number; name_en: string; name_es: string; sort_order: number };
export type FieldChoice = { id: number; field_name: string; label_en: string; label_es: string; is_active: boolean };

export type CategoryLayout = {
  category: AdminCategory;
  placements: LayoutPlacement[];
  inherited: InheritedPlacement[];
  groups: FieldGroup[];
  fields: FieldChoice[];
};

export const FieldGroupSchema = z.object({
  name_en: requiredText("English name is required", 100, "A name is at most 100 characters"),
  name_es: requiredText("Spanish name is required", 100, "A name is at most 100 characters"),
  sort_order: sortOrder,
});
export type FieldGroupInput = z.output<typeof FieldGroupSchema>;

// ---- Listing types ----

export const AdminListingTypeQuerySchema = AdminListQuerySchema.extend({ is_active: booleanFilter });
export type AdminListingTypeQuery = z.output<typeof AdminListingTypeQuerySchema>;

export const ListingTypeSchema = z.object({
  slug: slug("A slug is at most 80 characters"),
  name_en: requiredText("English name is required", 100, "A name is at most 100 characters"),
  name_es: requiredText("Spanish name is required", 100, "A name is at most 100 characters"),
  description: optionalText(2000, "A description is at most 2000 characters", multilineText),
  is_active: flag,
});
export type ListingTypeInput = z.output<typeof ListingTypeSchema>;

export type AdminListingType = {
  id: number;
  slug: string;
  name_en: string;
  name_es: string;
  description: string | null;
  is_active: boolean;
  created_at: string;
  listings_count: number;
};

// ---- Dynamic fields ----

export const DATA_TYPES = ["STRING", "TEXT", "INTEGER", "FLOAT", "BOOLEAN", "DATE", "ARRAY"] as const;
export type DataType = (typeof DATA_TYPES)[number];
export const DISPLAY_TYPES = ["TEXT", "TEXTAREA", "NUMBER", "SELECT", "RADIO", "MULTI_SELECT", "CHECKBOX", "DATE", "COLOR_PICKER"] as const;
export type DisplayType = (typeof DISPLAY_TYPES)[number];

/**
 * How each kind of value may be entered: the wizard draws the display type and the API stores
 * the value by its data type, so the two must agree (a checkbox gives yes/no, a multi-select a list).
 */
export const DISPLAY_TYPES_FOR: Record<DataType, readonly DisplayType[]> = {
  STRING: ["TEXT", "TEXTAREA", "SELECT", "RADIO", "COLOR_PICKER"],
  TEXT: ["TEXT", "TEXTAREA"],
  INTEGER: ["NUMBER", "SELECT", "RADIO"],
  FLOAT: ["NUMBER"],
  BOOLEAN: ["CHECKBOX"],
  DATE: ["DATE"],
  ARRAY: ["MULTI_SELECT"],
};
const NUMBER_TYPES: readonly DataType[] = ["INTEGER", "FLOAT"];
const TEXT_TYPES: readonly DataType[] = ["STRING", "TEXT"];
/** Display types whose choices are the field's options. */
export const OPTION_DISPLAY_TYPES: readonly DisplayType[] = ["SELECT", "RADIO", "MULTI_SELECT"];

const LENGTH_MESSAGE = "Length must be a whole number from 0 to 10000";
const optionalNumber = (message: string) => z.preprocess(blankOrNullAsMissing, z.coerce.number({ error: message }).optional());
const optionalLength = z.preprocess(blankOrNullAsMissing, wholeNumber(LENGTH_MESSAGE, 0, 10_000).optional());

/** The rules the API checks a listing's value against (api/modules/listings/field-validation.ts). */
export const ValidationRulesSchema = z.object({
  min: optionalNumber("Minimum must be a number"),
  max: optionalNumber("Maximum must be a number"),
  min_length: optionalLength,
  max_length: optionalLength,
  pattern: z.preprocess(
    blankOrNullAsMissing,
    plainText()
      .max(200, "A pattern is at most 200 characters")
      .refine((value) => {
        try {
          new RegExp(value);
          return true;
        } catch {
          return false;
        }
      }, "Pattern is not a valid regular expression")
      .optional(),
  ),
});
export type ValidationRules = z.output<typeof ValidationRulesSchema>;

export const DynamicFieldSchema = z
  .object({
    field_name: z
      .string({ error: "Field name is required" })
      .trim()
      .min(1, "Field name is required")
      .max(50, "A field name is at most 50 characters")
      .regex(/^[a-z][a-z0-9_]*$/, "A field name starts with a letter and uses lowercase letters, digits and underscores"),
    label_en: requiredText("English label is required", 100, "A label is at most 100 characters"),
    label_es: requiredText("Spanish label is required", 100, "A label is at most 100 characters"),
    data_type: z.enum(DATA_TYPES, { error: "Choose a data type" }),
    display_type: z.enum(DISPLAY_TYPES, { error: "Choose a display type" }),
    is_required: flag,
    sort_order: sortOrder,
    placeholder_en: optionalText(200, "A placeholder is at most 200 characters"),
    placeholder_es: optionalText(200, "A placeholder is at most 200 characters"),
    validation_rules: z.preprocess(blankOrNullAsMissing, ValidationRulesSchema.optional().default({})),
    is_active: flag,
  })
  .superRefine((field, ctx) => {
    const issue = (path: string[], message: string) => ctx.addIssue({ code: "custom", path, message });
    const rules = field.validation_rules;
    if (!DISPLAY_TYPES_FOR[field.data_type].includes(field.display_type)) issue(["display_type"], "This display type does not fit the data type");
    const isNumber = NUMBER_TYPES.includes(field.data_type);
    const isText = TEXT_TYPES.includes(field.data_type);
    for (const key of ["min", "max"] as const) {
      if (rules[key] !== undefined && !isNumber) issue(["validation_rules", key], "Minimum and maximum apply to number fields");
    }
    for (const key of ["min_length", "max_length", "pattern"] as const) {
      if (rules[key] !== undefined && !isText) issue(["validation_rules", key], "Length limits and patterns apply to text fields");
    }
    if (rules.min !== undefined && rules.max !== undefined && rules.max < rules.min) {
      issue(["validation_rules", "max"], "The maximum must not be less than the minimum");
    }
    if (rules.min_length !== undefined && rules.max_length !== undefined && rules.max_length < rules.min_length) {
      issue(["validation_rules", "max_length"], "The maximum length must not be less than the minimum length");
    }
  });
export type DynamicFieldInput = z.output<typeof DynamicFieldSchema>;

export const AdminDynamicFieldQuerySchema = AdminListQuerySchema.extend({
  data_type: z.preprocess(blankAsMissing, z.enum(DATA_TYPES, { error: "Choose a data type" }).optional()),
  is_active: booleanFilter,
});
export type AdminDynamicFieldQuery = z.output<typeof AdminDynamicFieldQuerySchema>;

const optionLabels = {
  label_en: requiredText("English label is required", 100, "A label is at most 100 characters"),
  label_es: requiredText("Spanish label is required", 100, "A label is at most 100 characters"),
  sort_order: sortOrder,
};

/**
 * A new option. Its value is what listings store (several joined by commas), so it has no commas
 * and never changes afterwards: an edit changes the labels and the order.
 */
export const FieldOptionCreateSchema = z.object({
  value: z
    .string({ error: "Option value is required" })
    .trim()
    .min(1, "Option value is required")
    .max(60, "An option value is at most 60 characters")
    .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, "An option value uses letters, digits, hyphens and underscores"),
  ...optionLabels,
});
export type FieldOptionCreate = z.output<typeof FieldOptionCreateSchema>;

export const FieldOptionUpdateSchema = z.object(optionLabels);
export type FieldOptionUpdate = z.output<typeof FieldOptionUpdateSchema>;

export type AdminFieldOption = { id: number } & FieldOption;

export type AdminDynamicField = {
  id: number;
  field_name: string;
  label_en: string;
  label_es: string;
  data_type: DataType;
  display_type: DisplayType;
  is_required: boolean;
  sort_order: number;
  placeholder_en: string | null;
  placeholder_es: string | null;
  validation_rules: ValidationRules | null;
  is_active: boolean;
  created_at: string;
  options: AdminFieldOption[];
  /** Categories whose layout places the field. */
  categories_count: number;
};
