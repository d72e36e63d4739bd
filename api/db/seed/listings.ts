import type { Insertable } from "kysely";
import type { ListingFieldValuesTable, ListingsTable } from "../schema.js";
import { TOP_LEVEL_OF } from "./categories.js";
import { CATEGORY_FIELDS, FIELD_BY_NAME, FIELDS } from "./fields.js";
import type { FieldValue, ListingSeed } from "./listing-types.js";
import { GENERAL_LISTINGS } from "./listings-general.js";
import { PROPERTY_LISTINGS } from "./listings-property.js";
import { VEHICLE_LISTINGS } from "./listings-vehicles.js";
import { LOCATIONS } from "./locations.js";
import { USERS } from "./users.js";
import { type Clock, createRandom, lookup, round, slugify } from "./util.js";

export const LISTINGS: ListingSeed[] = [...PROPERTY_LISTINGS, ...VEHICLE_LISTINGS, ...GENERAL_LISTINGS];

export type PlannedListing = {
  seed: ListingSeed;
  index: number;
  row: Insertable<ListingsTable>;
  photos: number;
  ageHours: number;
};

/** Creation ages in hours: a few within 24 h (NEW badge), a dozen within the week, the rest over 60 days. */
function ages(count: number): number[] {
  const fresh = [1.5, 4, 8.5, 13, 20];
  const week = Array.from({ length: 12 }, (_, i) => 26 + i * 12);
  const restCount = Math.max(0, count - fresh.length - week.length);
  const rest = Array.from({ length: restCount }, (_, i) => round(7 * 24 + ((i + 0.5) / restCount) * 53 * 24, 1));
  return [...fresh, ...week, ...rest].slice(0, count);
}

/** A fixed shuffle so categories mix across the timeline. */
function shuffled<T>(items: T[], seed: number): T[] {
  const random = createRandom(seed);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Turns the hand-written listings into rows (ids filled in by the caller). */
export function planListings(
  clock: Clock,
  ids: { categories: Map<string, number>; types: Map<string, number>; users: Map<string, number>; locations: Map<string, number> },
): PlannedListing[] {
  const random = createRandom(2024);
  const ageList = shuffled(ages(LISTINGS.length), 77);
  const locations = new Map(LOCATIONS.map((l) => [l.slug, l]));
  const users = new Map(USERS.map((u) => [u.key, u]));

  return LISTINGS.map((seed, index) => {
    const user = users.get(seed.seller);
    if (!user) throw new Error(`Seed listing "${seed.title}" has an unknown seller ${seed.seller}`);
    const location = seed.loc ? locations.get(seed.loc) : undefined;
    if (seed.loc && !location) throw new Error(`Seed listing "${seed.title}" has an unknown location ${seed.loc}`);
    // A seller cannot have posted before joining.
    const ageHours = Math.min(ageList[index]!, (user.joined - 1) * 24);
    const created = clock.hoursAgo(ageHours);
    const flags = new Set((seed.flags ?? "").split(" ").filter(Boolean));
    const promoted = flags.has("top") || flags.has("featured");
    const views = Math.min(1990, Math.round((ageHours / 24) * random.int(3, 32) * (promoted ? 1.8 : 1) + random.int(0, 12)));
    const at =
      seed.at === null
        ? null
        : (seed.at ?? (location ? ([round(location.lat + random.float(-0.0008, 0.0008, 6), 6), round(location.lng + random.float(-0.0008, 0.0008, 6), 6)] as const) : null));
    const address =
      seed.address !== undefined ? seed.address : location ? `${location.short ?? location.name}, Gibraltar GX11 1AA` : null;
    const eur = seed.eur !== undefined;
    const top = TOP_LEVEL_OF.get(seed.cat)!;
    const photos = seed.photos ?? (top.slug.startsWith("property") || top.slug === "vehicles" ? 3 : 1 + (index % 2));

    const row: Insertable<ListingsTable> = {
      slug: `${slugify(seed.title, 56)}-${(index + 1).toString(36).padStart(2, "0")}`,
      user_id: lookup(ids.users, seed.seller, "user"),
      category_id: lookup(ids.categories, seed.cat, "category"),
      listing_type_id: lookup(ids.types, seed.type, "listing type"),
      location_id: seed.loc ? lookup(ids.locations, seed.loc, "location") : null,
      title: seed.title,
      description: seed.desc,
      address,
      latitude: at ? at[0] : null,
      longitude: at ? at[1] : null,
      // Euro listings keep the converted pound price too, so price filters and sorting see every priced listing.
      price_gbp_minor: eur ? Math.round((seed.eur! / 1.17) * 100) : seed.gbp !== undefined ? Math.round(seed.gbp * 100) : null,
      price_eur_minor: eur ? Math.round(seed.eur! * 100) : null,
      selected_currency: eur ? "eur" : "gbp",
      status: "published",
      wizard_step: null,
      is_top: flags.has("top") ? 1 : 0,
      is_featured: flags.has("featured") ? 1 : 0,
      is_highlighted: flags.has("highlighted") ? 1 : 0,
      views_count: views,
      published_at: created,
      created_at: created,
      updated_at: index % 5 === 0 ? clock.hoursAgo(ageHours * 0.5) : created,
    };
    return { seed, index, row, photos, ageHours };
  });
}

const dataTypeOf = new Map(FIELDS.map((f) => [f.name, f.data]));

/** Field values of one listing, checked against the fields of its top-level category. */
export function fieldValueRows(
  planned: PlannedListing,
  listingId: number,
  fieldIds: Map<string, number>,
  clock: Clock,
): Insertable<ListingFieldValuesTable>[] {
  const { seed } = planned;
  const top = TOP_LEVEL_OF.get(seed.cat);
  if (!top) throw new Error(`Seed listing "${seed.title}" has an unknown category ${seed.cat}`);
  const allowed = new Set((CATEGORY_FIELDS[top.slug] ?? []).map(([name]) => name));
  const values = seed.fields ?? {};
  for (const name of allowed) {
    const field = FIELD_BY_NAME.get(name)!;
    if (field.required && values[name] === undefined) throw new Error(`Seed listing "${seed.title}" lacks required ${name}`);
  }

  const rows: Insertable<ListingFieldValuesTable>[] = [];
  for (const [name, value] of Object.entries(values) as [string, FieldValue][]) {
    if (!allowed.has(name)) throw new Error(`Seed listing "${seed.title}": ${name} is not a field of ${top.slug}`);
    const field = FIELD_BY_NAME.get(name)!;
    const options = field.options ? new Set(field.options.map(([v]) => v)) : null;
    const base = { listing_id: listingId, field_id: lookup(fieldIds, name, "field"), value_text: null, value_number: null, value_boolean: null, value_array: null };
    const bad = () => new Error(`Seed listing "${seed.title}": bad value for ${name}: ${String(value)}`);
    switch (dataTypeOf.get(name)) {
      case "INTEGER":
      case "FLOAT": {
        const rules = field.rules as { min?: number; max?: number } | undefined;
        if (typeof value !== "number" || (rules?.min !== undefined && value < rules.min) || (rules?.max !== undefined && value > rules.max)) throw bad();
        rows.push({ ...base, value_number: value });
        break;
      }
      case "BOOLEAN":
        if (typeof value !== "boolean") throw bad();
        rows.push({ ...base, value_boolean: value ? 1 : 0 });
        break;
      case "ARRAY":
        if (!Array.isArray(value) || (options && value.some((v) => !options.has(v)))) throw bad();
        if (value.length) rows.push({ ...base, value_array: value.join(",") });
        break;
      case "DATE": {
        // "+7" means seven days from now.
        if (typeof value !== "string") throw bad();
        rows.push({ ...base, value_text: /^[+-]\d+$/.test(value) ? clock.dateIn(Number(value)) : value });
        break;
      }
      default:
        if (typeof value !== "string" || (options && !options.has(value))) throw bad();
        if (field.rules?.pattern && !new RegExp(String(field.rules.pattern)).test(value)) throw bad();
        rows.push({ ...base, value_text: value });
    }
  }
  return rows;
}
