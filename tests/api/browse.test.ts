import { beforeAll, describe, expect, it } from "vitest";
import type { ListingList } from "../../api/schemas/listing.js";
import { createUser } from "../support/factories.js";
import { loginAs, setupTestServer } from "../support/test-server.js";

/*
 * Browse filters of GET /listings over listings made here through the real API, in two
 * categories of their own (a subcategory of "Property for Sale" and its child), so every
 * expectation is exact. The seed's eur rate is 1.17 per pound.
 */

let homesId: number;
let subId: number;
const ids: Record<string, number> = {};

type Made = {
  key: string;
  sub?: boolean;
  price_gbp?: number;
  price_eur?: number;
  currency?: "gbp" | "eur";
  address?: string;
  location?: string;
  fields: Record<string, string | number | boolean | string[]>;
};

const LISTINGS: Made[] = [
  { key: "A", price_gbp: 100_000, address: "12 Main Street", location: "town-centre", fields: { bedrooms: 1, property_type: "apartment", pets_allowed: true, browse_extras: ["pool"] } },
  { key: "B", price_gbp: 250_000, address: "Ocean Village Marina", location: "ocean-village", fields: { bedrooms: 3, property_type: "villa", pets_allowed: false, browse_extras: ["pool-table"] } },
  { key: "C", price_eur: 200_000, currency: "eur", address: "Europa Road", fields: { bedrooms: 2, property_type: "penthouse", browse_extras: ["table", "pool"] } },
  { key: "D", address: "main street 5", fields: { bedrooms: 4, property_type: "apartment" } },
  { key: "E", sub: true, price_gbp: 50_000, address: "Rosia Road", fields: { bedrooms: 2, property_type: "studio", pets_allowed: true } },
  { key: "F", price_gbp: 300_000, price_eur: 290_000, address: "50% Bay Road", fields: { bedrooms: 5, property_type: "villa" } },
];

async function getList(query: string): Promise<ListingList> {
  const response = await server.api(`/listings?${query}`);
  expect(response.status, `GET /listings?${query}: ${response.status === 200 ? "" : await response.clone().text()}`).toBe(200);
  return (await response.json()) as ListingList;
}

/** Keys of the listings a query over the test categories answers, in answer order. */
async function keys(query: string): Promise<string[]> {
  const page = await getList(`category_id=${homesId}&limit=100&${query}`);
  const byId = new Map(Object.entries(ids).map(([key, id]) => [id, key]));
  expect(page.total).toBe(page.listings.length);
  return page.listings.map((l) => byId.get(l.id) ?? `other:${l.id}`);
}
const sorted = async (query: string) => (await keys(query)).sort();

async function expect422(query: string, field: string, message: string) {
  const response = await server.api(`/listings?${query}`);
  expect(response.status, query).toBe(422);
  const body = (await response.json()) as { detail: string; errors: Array<{ field: string; message: string }> };
  expect(body.detail, query).toBe(message);
  expect(body.errors, query).toContainEqual({ field, message });
}

const server = setupTestServer();
beforeAll(async () => {
  const now = new Date().toISOString();
  const parent = await server.db.selectFrom("categories").select("id").where("slug", "=", "property-for-sale").executeTakeFirstOrThrow();
  const category = (slug: string, parentId: number) =>
    server.db
      .insertInto("categories")
      .values({ parent_id: parentId, slug, name_en: slug, name_es: slug, sort_order: 99, is_active: 1, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
  homesId = (await category("browse-homes", parent.id)).id;
  subId = (await category("browse-homes-sub", homesId)).id;

  // A multi-select whose options are substrings of each other: item matching must be exact.
  const field = await server.db
    .insertInto("field_definitions")
    .values({
      field_name: "browse_extras", label_en: "Extras", label_es: "Extras", data_type: "ARRAY", display_type: "MULTI_SELECT",
      is_required: 0, sort_order: 99, placeholder_en: null, placeholder_es: null, validation_rules: null, is_active: 1, created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await server.db
    .insertInto("field_options")
    .values(["pool", "pool-table", "table"].map((value, i) => ({ field_id: field.id, value, label_en: value, label_es: value, sort_order: i })))
    .execute();
  await server.db
    .insertInto("category_fields")
    .values({ category_id: homesId, field_id: field.id, group_id: null, sort_order: 99, grid_row: 9, grid_column_start: 1, grid_column_span: 2, is_top_field: 0 })
    .execute();

  const user = await createUser(server.services.database);
  const token = await loginAs(server, user.email, user.password);
  const locations = await server.db.selectFrom("top_locations").select(["id", "slug"]).execute();
  const start = Date.parse("2026-01-01T00:00:00.000Z");
  for (const [index, made] of LISTINGS.entries()) {
    const created = await server.api("/listings", {
      token,
      body: {
        category_id: made.sub ? subId : homesId,
        title: `Browse test home ${made.key}`,
        description: "A home made by the browse filter tests.",
        address: made.address,
        selected_currency: made.currency ?? "gbp",
        ...(made.price_gbp !== undefined ? { price_gbp: made.price_gbp } : {}),
        ...(made.price_eur !== undefined ? { price_eur: made.price_eur } : {}),
        ...(made.location ? { location_id: locations.find((l) => l.slug === made.location)!.id } : {}),
        field_values: made.fields,
      },
    });
    expect(created.status, await created.clone().text()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const published = await server.api(`/listings/${id}/publish`, { token, body: {} });
    expect(published.status, await published.clone().text()).toBe(200);
    ids[made.key] = id;
    // Distinct creation times, A oldest, so date sorts are exact.
    await server.db
      .updateTable("listings")
      .set({ created_at: new Date(start + index * 60_000).toISOString() })
      .where("id", "=", id)
      .execute();
  }
});

describe("GET /listings browse filters", () => {
  it("takes a category with its descendants", async () => {
    expect(await sorted("")).toEqual(["A", "B", "C", "D", "E", "F"]);
    const sub = await getList(`category_id=${subId}`);
    expect(sub.listings.map((l) => l.id)).toEqual([ids.E]);
    expect(sub.total).toBe(1);
  });

  it("filters by a price range in pounds, converting euro-only prices", async () => {
    // C is €200,000 only: £170,940.17 at 1.17.
    expect(await sorted("price_min=100000&price_max=200000")).toEqual(["A", "C"]);
    expect(await sorted("price_min=170941")).toEqual(["B", "F"]);
    expect(await sorted("price_min=170940&price_max=170941&currency=gbp")).toEqual(["C"]);
  });

  it("filters by a price range in euros, using a listing's own euro price first", async () => {
    // In euros: A 117,000; B 292,500; C 200,000 (own); E 58,500; F 290,000 (own, not 351,000).
    expect(await sorted("currency=eur&price_min=200000&price_max=300000")).toEqual(["B", "C", "F"]);
    expect(await sorted("currency=eur&price_max=117001")).toEqual(["A", "E"]);
    expect(await sorted("currency=eur&price_min=300000")).toEqual([]);
  });

  it("leaves unpriced listings out when a price bound is given", async () => {
    expect(await sorted("price_min=0")).toEqual(["A", "B", "C", "E", "F"]);
    expect(await sorted("price_max=99999999")).toEqual(["A", "B", "C", "E", "F"]);
  });

  it("filters by a top-location slug or name, or by address text, case-insensitively", async () => {
    expect(await sorted("location=ocean-village")).toEqual(["B"]);
    expect(await sorted("location=town-centre")).toEqual(["A"]);
    // A top location's name, as the search form suggests it, selects that location too.
    expect(await sorted(`location=${encodeURIComponent("town centre / MAIN street")}`)).toEqual(["A"]);
    expect(await sorted("location=MAIN%20street")).toEqual(["A", "D"]);
    expect(await sorted("location=europa%20road")).toEqual(["C"]);
    // LIKE wildcards in the text are literal.
    expect(await sorted("location=50%25")).toEqual(["F"]);
    expect(await sorted("location=_")).toEqual([]);
  });

  it("filters a number field by a range", async () => {
    expect(await sorted("df_bedrooms_min=2&df_bedrooms_max=3")).toEqual(["B", "C", "E"]);
    expect(await sorted("df_bedrooms_min=4")).toEqual(["D", "F"]);
    expect(await sorted(`dynamic_filters=${encodeURIComponent('{"bedrooms":{"max":1}}')}`)).toEqual(["A"]);
    expect(await sorted(`dynamic_filters=${encodeURIComponent('{"bedrooms":2}')}`)).toEqual(["C", "E"]);
  });

  it("filters a select field by any of the chosen options", async () => {
    expect(await sorted("df_property_type=apartment&df_property_type=villa")).toEqual(["A", "B", "D", "F"]);
    expect(await sorted("df_property_type=studio,penthouse")).toEqual(["C", "E"]);
    expect(await sorted(`dynamic_filters=${encodeURIComponent('{"property_type":["villa"]}')}`)).toEqual(["B", "F"]);
  });

  it("matches multi-select items exactly, not as substrings", async () => {
    expect(await sorted("df_browse_extras=pool")).toEqual(["A", "C"]);
    expect(await sorted("df_browse_extras=table")).toEqual(["C"]);
    expect(await sorted("df_browse_extras=pool-table")).toEqual(["B"]);
    expect(await sorted("df_browse_extras=table&df_browse_extras=pool-table")).toEqual(["B", "C"]);
  });

  it("filters a yes/no field; 'no' includes listings that never ticked it", async () => {
    expect(await sorted("df_pets_allowed=true")).toEqual(["A", "E"]);
    expect(await sorted("df_pets_allowed=false")).toEqual(["B", "C", "D", "F"]);
    expect(await sorted(`dynamic_filters=${encodeURIComponent('{"pets_allowed":true}')}`)).toEqual(["A", "E"]);
    expect(await sorted("df_pets_allowed=")).toEqual(["A", "B", "C", "D", "E", "F"]);
  });

  it("combines filters, and counts the total with them", async () => {
    expect(await sorted("price_max=260000&df_bedrooms_min=2&df_pets_allowed=false")).toEqual(["B", "C"]);
    const page = await getList(`category_id=${homesId}&price_min=1&limit=2`);
    expect(page.listings).toHaveLength(2);
    expect(page.total).toBe(5);
    const all = await getList("limit=1");
    const priced = await getList("limit=1&price_min=0");
    expect(priced.total).toBeLessThan(all.total);
    expect(priced.total).toBeGreaterThan(0);
  });

  it("sorts by each named sort option, unpriced last", async () => {
    expect(await keys("sort=newest")).toEqual(["F", "E", "D", "C", "B", "A"]);
    expect(await keys("sort=oldest")).toEqual(["A", "B", "C", "D", "E", "F"]);
    expect(await keys("sort=price_low")).toEqual(["E", "A", "C", "B", "F", "D"]);
    expect(await keys("sort=price_high")).toEqual(["F", "B", "C", "A", "E", "D"]);
    // In euros F (€290,000 own) comes before B (€292,500 converted).
    expect(await keys("sort=price_low&currency=eur")).toEqual(["E", "A", "C", "F", "B", "D"]);
    expect(await keys("sort=price_high&currency=eur")).toEqual(["B", "F", "C", "A", "E", "D"]);
    // The named options imply their order; `order` does not turn them round.
    expect(await keys("sort=oldest&order=desc")).toEqual(["A", "B", "C", "D", "E", "F"]);
  });

  it("pages without overlap and keeps the total", async () => {
    const seen: number[] = [];
    for (const skip of [0, 2, 4]) {
      const page = await getList(`category_id=${homesId}&sort=price_low&limit=2&skip=${skip}`);
      expect(page.total).toBe(6);
      expect(page.listings).toHaveLength(2);
      seen.push(...page.listings.map((l) => l.id));
    }
    expect(seen).toEqual(["E", "A", "C", "B", "F", "D"].map((key) => ids[key]));
    const after = await getList(`category_id=${homesId}&sort=price_low&limit=2&skip=6`);
    expect(after.listings).toEqual([]);
    expect(after.total).toBe(6);
  });

  it("answers bad filters with 422 and a message naming the problem", async () => {
    await expect422("df_nope=1", "df_nope", "Unknown filter field: nope");
    await expect422(`dynamic_filters=${encodeURIComponent('{"nope":{"min":1}}')}`, "df_nope", "Unknown filter field: nope");
    await expect422("df_bedrooms_min=abc", "df_bedrooms_min", "bedrooms min must be a number");
    await expect422("df_bedrooms_min=3&df_bedrooms_max=2", "df_bedrooms_min", "bedrooms min must not be greater than max");
    await expect422("dynamic_filters=%7Bbad", "dynamic_filters", "dynamic_filters must be a JSON object of field filters");
    await expect422("dynamic_filters=%5B1%5D", "dynamic_filters", "dynamic_filters must be a JSON object of field filters");
    await expect422(
      `dynamic_filters=${encodeURIComponent('{"bedrooms":{"least":2}}')}`,
      "dynamic_filters",
      'bedrooms filter must be {"min","max"}, a list of options or true/false',
    );
    await expect422("df_property_type_min=2", "df_property_type", "property_type is not a number field: filter it by options or yes/no");
    await expect422("df_property_type=castle", "df_property_type", "property_type has no option castle");
    await expect422("df_bedrooms=true", "df_bedrooms", "bedrooms is not a yes/no field");
    await expect422("df_pets_allowed=maybe", "df_pets_allowed", "pets_allowed has no options: filter it by a range or yes/no");
    await expect422("df_bad%20name=1", "df_bad name", "Invalid filter field name: bad name");
    await expect422("price_min=abc", "price_min", "price_min must be a number");
    await expect422("price_max=-5", "price_max", "price_max must not be negative");
    await expect422("price_min=10&price_max=5", "price_min", "price_min must not be greater than price_max");
    await expect422("currency=usd", "currency", "currency must be one of gbp, eur");
    await expect422("sort=cheapest", "sort", "sort must be one of created_at, price, views_count, newest, oldest, price_low, price_high, distance");
    await expect422(`location=${"x".repeat(201)}`, "location", "location must be at most 200 characters");
  });
});
