import { AppError, type FieldError } from "../../lib/errors.js";
import { AREA_MESSAGES, type Bounds, DEFAULT_NEAR_KM } from "../../schemas/area.js";

// Listing filters shared by the listing list and the search: what they are, how a request gives
// them, and whether they name fields that exist. The SQL that applies them is filters-repository.ts.

export type DynamicFilter = { field: string; min?: number; max?: number; values?: string[]; bool?: boolean };
export type ListingFilters = {
  /** Already expanded to the category and all its descendants. */
  categoryIds?: number[];
  /** Major units, in `currency`. */
  priceMin?: number;
  priceMax?: number;
  /** Default gbp. */
  currency?: "gbp" | "eur";
  /** A top-location slug or name, or free text matched (case-insensitive) against the address. */
  location?: string;
  dynamic?: DynamicFilter[];
  /** Only listings placed inside a map's bounds ("Search this area"). */
  bounds?: Bounds;
  /** Only listings within `km` of a point (a top location's position). */
  near?: Near;
  /** Only these listings (the alert job's newly published ones). */
  ids?: number[];
};

/** A point and a distance in km. */
export type Near = { latitude: number; longitude: number; km: number };

/** Where a top location is, by slug (undefined when there is none). */
export type PositionOf = (slug: string) => Promise<{ name: string; latitude: number | null; longitude: number | null } | undefined>;

/**
 * The area filters of a query: its bounds as given, and `near` (a top location's slug) as that
 * place's position with the distance `within` (1 km by default). A 422 names an unknown place or
 * one without a position.
 */
export async function areaFilters(
  query: { bbox?: Bounds; near?: string; within?: number },
  positionOf: PositionOf,
): Promise<Pick<ListingFilters, "bounds" | "near">> {
  if (query.near === undefined) return { bounds: query.bbox };
  const place = await positionOf(query.near);
  if (!place) return fail("near", AREA_MESSAGES.unknownPlace(query.near));
  const { latitude, longitude } = place;
  if (latitude === null || longitude === null) return fail("near", AREA_MESSAGES.noPosition(place.name));
  return { bounds: query.bbox, near: { latitude, longitude, km: query.within ?? DEFAULT_NEAR_KM } };
}

export type PriceCurrency = NonNullable<ListingFilters["currency"]>;

/** The active field definitions and the options of the fields some filters name. */
export type FilterFields = {
  definitions: Array<{ id: number; field_name: string; data_type: string; display_type: string }>;
  options: Array<{ field_name: string; value: string }>;
};

// ---- Reading dynamic filters from a query ----

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,99}$/;
const MAX_VALUES = 50;

export const FILTER_MESSAGES = {
  json: "dynamic_filters must be a JSON object of field filters",
  name: (name: string) => `Invalid filter field name: ${name}`,
  unknown: (name: string) => `Unknown filter field: ${name}`,
  number: (name: string, bound: "min" | "max") => `${name} ${bound} must be a number`,
  range: (name: string) => `${name} min must not be greater than max`,
  shape: (name: string) => `${name} filter must be {"min","max"}, a list of options or true/false`,
  text: (name: string) => `${name} options must be text`,
  tooMany: (name: string) => `${name} has too many options (at most ${MAX_VALUES})`,
  notNumber: (name: string) => `${name} is not a number field: filter it by options or yes/no`,
  notOptions: (name: string) => `${name} has no options: filter it by a range or yes/no`,
  notBoolean: (name: string) => `${name} is not a yes/no field`,
  option: (name: string, value: string) => `${name} has no option ${value}`,
} as const;

const fail = (field: string, message: string): never => {
  throw new AppError(422, message, [{ field, message }]);
};

/** A number bound from JSON or a query string; blank counts as absent. */
function readNumber(value: unknown, name: string, bound: "min" | "max", param: string): number | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const n = typeof value === "number" ? value : typeof value === "string" && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : NaN;
  return Number.isFinite(n) ? n : fail(param, FILTER_MESSAGES.number(name, bound));
}

/** Option values from strings (comma-separated too: options never contain commas) or JSON arrays. */
function readValues(value: unknown, name: string, param: string): string[] {
  const list = Array.isArray(value) ? value : [value];
  const values: string[] = [];
  for (const item of list) {
    if (typeof item !== "string" && typeof item !== "number") fail(param, FILTER_MESSAGES.text(name));
    values.push(...String(item).split(",").map((v) => v.trim()).filter(Boolean));
  }
  const unique = [...new Set(values)];
  return unique.length > MAX_VALUES ? fail(param, FILTER_MESSAGES.tooMany(name)) : unique;
}

function checkName(name: string, param: string) {
  if (!FIELD_NAME.test(name)) fail(param, FILTER_MESSAGES.name(name));
}

/** One JSON filter value: {min,max}, a number (exact), a list or a single option, or true/false. */
function fromJson(name: string, value: unknown): DynamicFilter | null {
  const param = "dynamic_filters";
  if (value === null) return null;
  if (typeof value === "boolean") return { field: name, bool: value };
  if (typeof value === "number") {
    const n = readNumber(value, name, "min", param)!;
    return { field: name, min: n, max: n };
  }
  if (typeof value === "string" || Array.isArray(value)) {
    const values = readValues(value, name, param);
    return values.length ? { field: name, values } : null;
  }
  if (typeof value === "object") {
    const { min, max, ...rest } = value as Record<string, unknown>;
    if (Object.keys(rest).length) fail(param, FILTER_MESSAGES.shape(name));
    return { field: name, min: readNumber(min, name, "min", param), max: readNumber(max, name, "max", param) };
  }
  return fail(param, FILTER_MESSAGES.shape(name));
}

/**
 * Reads dynamic filters from either a JSON `dynamic_filters` string
 * ({"bedrooms":{"min":2},"fuel":["diesel"],"pets_allowed":true}) or `df_<field>`, `df_<field>_min`,
 * `df_<field>_max` query params (`df_<field>` = true/false is yes/no, anything else options, repeated
 * or comma-separated); invalid input -> a 422 AppError naming the parameter. Field names are
 * checked against the database by `checkDynamicFilters`.
 */
export function parseDynamicFilters(query: Record<string, unknown>): DynamicFilter[] {
  const byField = new Map<string, DynamicFilter>();
  const merge = (filter: DynamicFilter | null) => {
    if (!filter) return;
    const known = byField.get(filter.field) ?? { field: filter.field };
    for (const [key, value] of Object.entries(filter)) {
      if (value !== undefined) Object.assign(known, { [key]: value });
    }
    byField.set(filter.field, known);
  };

  const json = query.dynamic_filters;
  if (json !== undefined && json !== "") {
    let parsed: unknown;
    try {
      parsed = typeof json === "string" ? JSON.parse(json) : undefined;
    } catch {
      parsed = undefined;
    }
    if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) fail("dynamic_filters", FILTER_MESSAGES.json);
    for (const [name, value] of Object.entries(parsed as Record<string, unknown>)) {
      checkName(name, "dynamic_filters");
      merge(fromJson(name, value));
    }
  }

  for (const [param, value] of Object.entries(query)) {
    if (!param.startsWith("df_")) continue;
    const bound = /^df_(.+)_(min|max)$/.exec(param);
    if (bound) {
      const [, name, which] = bound as unknown as [string, string, "min" | "max"];
      checkName(name, param);
      const n = readNumber(Array.isArray(value) ? value[value.length - 1] : value, name, which, param);
      if (n !== undefined) merge({ field: name, [which]: n });
      continue;
    }
    const name = param.slice(3);
    checkName(name, param);
    const values = readValues(value, name, param);
    if (values.length === 1 && (values[0] === "true" || values[0] === "false")) merge({ field: name, bool: values[0] === "true" });
    else if (values.length) merge({ field: name, values });
  }

  const filters = [...byField.values()].filter((f) => f.min !== undefined || f.max !== undefined || f.values || f.bool !== undefined);
  for (const filter of filters) {
    if (filter.min !== undefined && filter.max !== undefined && filter.min > filter.max) {
      fail(`df_${filter.field}_min`, FILTER_MESSAGES.range(filter.field));
    }
  }
  return filters;
}

const isNumberField = (def: { data_type: string; display_type: string }) =>
  def.data_type === "INTEGER" || def.data_type === "FLOAT" || def.display_type === "NUMBER";
const isBooleanField = (def: { data_type: string; display_type: string }) =>
  def.data_type === "BOOLEAN" || def.display_type === "CHECKBOX";

/**
 * Checks parsed filters against the active field definitions: unknown fields, a range on a
 * non-number field, options a field does not have, yes/no on a non-boolean field -> 422.
 * Call it before `applyListingFilters` with filters that came from a request; `fieldsOf` is the
 * repositories' `dynamicFilterFields`.
 */
export async function checkDynamicFilters(filters: DynamicFilter[], fieldsOf: (names: string[]) => Promise<FilterFields>): Promise<void> {
  if (!filters.length) return;
  const { definitions, options } = await fieldsOf([...new Set(filters.map((f) => f.field))]);
  const byName = new Map(definitions.map((d) => [d.field_name, d]));
  const errors: FieldError[] = [];
  for (const filter of filters) {
    const def = byName.get(filter.field);
    const param = `df_${filter.field}`;
    if (!def) {
      errors.push({ field: param, message: FILTER_MESSAGES.unknown(filter.field) });
      continue;
    }
    if ((filter.min !== undefined || filter.max !== undefined) && !isNumberField(def)) {
      errors.push({ field: param, message: FILTER_MESSAGES.notNumber(filter.field) });
    }
    if (filter.bool !== undefined && !isBooleanField(def)) {
      errors.push({ field: param, message: FILTER_MESSAGES.notBoolean(filter.field) });
    }
    if (filter.values) {
      const allowed = new Set(options.filter((o) => o.field_name === filter.field).map((o) => o.value));
      // Free-text fields (no options) can still be matched by exact values; number and yes/no fields cannot.
      if (isNumberField(def) || isBooleanField(def)) errors.push({ field: param, message: FILTER_MESSAGES.notOptions(filter.field) });
      else {
        const missing = allowed.size ? filter.values.find((v) => !allowed.has(v)) : undefined;
        if (missing !== undefined) errors.push({ field: param, message: FILTER_MESSAGES.option(filter.field, missing) });
      }
    }
  }
  if (errors.length) throw new AppError(422, errors[0]!.message, errors);
}
