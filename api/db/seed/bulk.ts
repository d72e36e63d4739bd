import type { Insertable, Kysely } from "kysely";
import type { DB, ListingsTable } from "../schema.js";
import { FIELD_BY_NAME } from "./fields.js";
import type { FieldValue, ListingSeed } from "./listing-types.js";
import { LISTINGS, type PlannedListing, fieldValueRows } from "./listings.js";
import { LOCATIONS } from "./locations.js";
import { type Random, createClock, createRandom, insertBatched, insertReturningIds, round, slugify } from "./util.js";

/** Listings per transaction: large enough to be fast on SQLite, small enough to keep memory flat. */
const CHUNK = 2000;

const QUALIFIERS = ["", "", "", "Reduced: ", "Must see: ", "As new: ", "Bargain: ", "Quick sale: "] as const;

/** A number field moved by up to ±25%, kept within the field's rules and type. */
function vary(name: string, value: number, random: Random): number {
  const field = FIELD_BY_NAME.get(name);
  const rules = (field?.rules ?? {}) as { min?: number; max?: number };
  let next = value * (0.75 + random.next() * 0.5);
  if (rules.min !== undefined) next = Math.max(rules.min, next);
  if (rules.max !== undefined) next = Math.min(rules.max, next);
  return field?.data === "FLOAT" ? round(next, 1) : Math.round(next);
}

/** A variation of a hand-written listing: other price, place, age and numbers, same kind of thing. */
function variant(template: ListingSeed, n: number, random: Random): ListingSeed {
  const fields: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(template.fields ?? {})) {
    fields[name] = typeof value === "number" && name !== "year" ? vary(name, value, random) : value;
  }
  // The place stays the template's: its title and description speak of it.
  const location = LOCATIONS.find((l) => l.slug === template.loc);
  const factor = 0.7 + random.next() * 0.6;
  return {
    ...template,
    title: `${random.pick(QUALIFIERS)}${template.title} (ref. ${n.toString(36).toUpperCase()})`,
    address: template.address !== undefined ? template.address : location ? `${location.short ?? location.name}, Gibraltar GX11 1AA` : null,
    at: location && template.at !== null ? [round(location.lat + random.float(-0.001, 0.001, 6), 6), round(location.lng + random.float(-0.001, 0.001, 6), 6)] : null,
    gbp: template.gbp === undefined ? undefined : Math.round(template.gbp * factor),
    eur: template.eur === undefined ? undefined : Math.round(template.eur * factor),
    flags: random.next() < 0.01 ? "featured" : random.next() < 0.02 ? "highlighted" : undefined,
    fields,
  };
}

async function idsBy(db: Kysely<DB>, table: "categories" | "listing_types" | "top_locations", key: "slug") {
  const rows = await db.selectFrom(table).select(["id", key]).execute();
  return new Map(rows.map((row) => [String(row[key]), Number(row.id)]));
}

/**
 * Adds `count` published listings made from the hand-written ones (npm run db:seed -- --listings N),
 * for measuring search and pages at scale. They have no photos: rendering 100k pictures would take
 * longer than everything else together, and sharing files between listings would let deleting one
 * listing's photo break another's.
 */
export async function seedBulkListings(db: Kysely<DB>, count: number, log: (message: string) => void = () => {}): Promise<number> {
  const [categories, types, locations, fieldRows, userRows] = await Promise.all([
    idsBy(db, "categories", "slug"),
    idsBy(db, "listing_types", "slug"),
    idsBy(db, "top_locations", "slug"),
    db.selectFrom("field_definitions").select(["id", "field_name"]).execute(),
    db.selectFrom("users").select("id").where("is_active", "=", 1).where("is_superuser", "=", 0).execute(),
  ]);
  if (!userRows.length || !categories.size) throw new Error("Seed the demo data first: bulk listings reuse its users and categories");
  const fields = new Map(fieldRows.map((row) => [row.field_name, row.id]));
  const clock = createClock(Date.now());
  const random = createRandom(count);
  // Slugs stay unique when the command runs more than once.
  const run = Date.now().toString(36);
  const started = Date.now();

  for (let offset = 0; offset < count; offset += CHUNK) {
    const size = Math.min(CHUNK, count - offset);
    const planned: PlannedListing[] = Array.from({ length: size }, (_, i) => {
      const n = offset + i;
      const seed = variant(LISTINGS[n % LISTINGS.length]!, n, random);
      const ageHours = round(random.next() * 365 * 24, 1);
      const created = clock.hoursAgo(ageHours);
      const location = seed.loc ? locations.get(seed.loc) ?? null : null;
      const row: Insertable<ListingsTable> = {
        slug: `${slugify(seed.title, 48)}-${run}${n.toString(36)}`,
        user_id: userRows[n % userRows.length]!.id,
        category_id: categories.get(seed.cat)!,
        listing_type_id: types.get(seed.type) ?? null,
        location_id: location,
        title: seed.title,
        description: seed.desc,
        address: seed.address ?? null,
        latitude: seed.at ? seed.at[0] : null,
        longitude: seed.at ? seed.at[1] : null,
        price_gbp_minor: seed.eur !== undefined ? Math.round((seed.eur / 1.17) * 100) : seed.gbp !== undefined ? seed.gbp * 100 : null,
        price_eur_minor: seed.eur !== undefined ? seed.eur * 100 : null,
        selected_currency: seed.eur !== undefined ? "eur" : "gbp",
        status: "published",
        wizard_step: null,
        is_top: 0,
        is_featured: seed.flags === "featured" ? 1 : 0,
        is_highlighted: seed.flags === "highlighted" ? 1 : 0,
        views_count: random.int(0, Math.round(ageHours / 4)),
        published_at: created,
        created_at: created,
        updated_at: created,
      };
      return { seed, index: n, row, photos: 0, ageHours };
    });
    await db.transaction().execute(async (trx) => {
      const ids = await insertReturningIds(trx, "listings", planned.map((p) => p.row), "slug", 500);
      await insertBatched(
        trx,
        "listing_field_values",
        planned.flatMap((p) => fieldValueRows(p, ids.get(p.row.slug as string)!, fields, clock)),
        1000,
      );
    });
    if ((offset + size) % 20000 === 0 || offset + size === count) log(`Inserted ${offset + size} of ${count} listings (${Math.round((Date.now() - started) / 1000)} s)`);
  }
  return count;
}
