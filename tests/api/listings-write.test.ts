import { beforeAll, describe, expect, it } from "vitest";
import type { Listing, ListingList } from "../../api/schemas/listing.js";
import { createUser } from "../support/factories.js";
import { loginAs, setupTestServer } from "../support/test-server.js";

type CategoryNode = { id: number; slug: string; children: CategoryNode[] };
type ErrorBody = { detail: string; errors?: Array<{ field: string; message: string }> };

let property: number;
let vehicles: number;
let owner: { id: number; token: string };
let other: { id: number; token: string };

async function signedInUser() {
  const user = await createUser(server.services.database);
  return { id: user.id, token: await loginAs(server, user.email, user.password) };
}

const server = setupTestServer({ admin: true });
beforeAll(async () => {
  const tree = (await (await server.api("/categories")).json()) as CategoryNode[];
  property = tree.find((c) => c.slug === "property-for-sale")!.children[0]!.id;
  vehicles = tree.find((c) => c.slug === "vehicles")!.children[0]!.id;
  owner = await signedInUser();
  other = await signedInUser();
});

async function call(method: string, path: string, token?: string, body?: unknown) {
  const response = await server.api(path, { method, token, body });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : null) as unknown };
}

async function ok<T>(method: string, path: string, token: string | undefined, body?: unknown, status = 200): Promise<T> {
  const result = await call(method, path, token, body);
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBe(status);
  return result.body as T;
}

const createDraft = (body: Record<string, unknown>, token = owner.token) => ok<Listing>("POST", "/listings", token, body, 201);

const COMPLETE = {
  title: "Sunny flat in Ocean Village",
  description: "Two bedrooms, sea views and a large terrace overlooking the marina.",
  price_gbp: 350000,
};

async function expectErrors(method: string, path: string, token: string, body: unknown, errors: Array<[string, string]>) {
  const result = await call(method, path, token, body);
  expect(result.status, JSON.stringify(result.body)).toBe(422);
  const payload = result.body as ErrorBody;
  // The detail is the first field's message.
  expect(payload.detail).toBe(payload.errors![0]!.message);
  for (const [field, message] of errors) expect(payload.errors).toContainEqual({ field, message });
}

describe("creating and editing a listing", () => {
  it("creates a draft, fills it step by step and publishes it", async () => {
    const draft = await createDraft({ category_id: property });
    expect(draft).toMatchObject({ status: "draft", user_id: owner.id, category_id: property, title: "", published_at: null });
    expect(draft.slug).toBe(`draft-${draft.id.toString(36)}`);
    expect((await call("GET", `/listings/${draft.slug}`)).status).toBe(404);

    const titled = await ok<Listing>("PATCH", `/listings/${draft.id}`, owner.token, { title: "Sunny flat — Ocean Village", wizard_step: "details" });
    expect(titled.slug).toBe(`sunny-flat-ocean-village-${draft.id.toString(36)}`);
    const row = await server.db.selectFrom("listings").select(["wizard_step", "created_at"]).where("id", "=", draft.id).executeTakeFirstOrThrow();
    expect(row.wizard_step).toBe("details");

    // The slug is set once: a later title keeps it.
    const retitled = await ok<Listing>("PATCH", `/listings/${draft.id}`, owner.token, { title: "Sunny flat with terrace" });
    expect(retitled.slug).toBe(titled.slug);

    await ok("PATCH", `/listings/${draft.id}`, owner.token, { description: COMPLETE.description, price_gbp: 12.5, latitude: 36.14, longitude: -5.35 });
    const withFields = await ok<Listing>("PATCH", `/listings/${draft.id}`, owner.token, {
      field_values: { bedrooms: 2, property_type: "apartment", amenities: ["pool", "lift"], pets_allowed: "on" },
    });
    expect(withFields.price_gbp).toBe(12.5);
    const stored = await server.db.selectFrom("listings").select("price_gbp_minor").where("id", "=", draft.id).executeTakeFirstOrThrow();
    expect(stored.price_gbp_minor).toBe(1250);
    const byName = Object.fromEntries(withFields.field_values.map((v) => [v.field.field_name, v]));
    expect(byName.bedrooms!.value_number).toBe(2);
    expect(byName.property_type!.value_text).toBe("apartment");
    expect(byName.amenities!.value_array).toBe("pool,lift");
    expect(byName.pets_allowed!.value_boolean).toBe(true);

    // Replacing one field keeps the others; a null clears a field.
    const replaced = await ok<Listing>("PATCH", `/listings/${draft.id}`, owner.token, { field_values: { bedrooms: 3, pets_allowed: null } });
    const names = replaced.field_values.map((v) => v.field.field_name);
    expect(names).not.toContain("pets_allowed");
    expect(replaced.field_values.find((v) => v.field.field_name === "bedrooms")!.value_number).toBe(3);
    expect(names).toContain("amenities");

    const published = await ok<Listing>("POST", `/listings/${draft.id}/publish`, owner.token);
    expect(published.status).toBe("published");
    expect(published.published_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(published.created_at).toBe(row.created_at);
    const visible = await ok<Listing>("GET", `/listings/${titled.slug}`, undefined);
    expect(visible).toMatchObject({ id: draft.id, title: "Sunny flat with terrace", price_gbp: 12.5 });

    // Published slugs never change.
    const later = await ok<Listing>("PATCH", `/listings/${draft.id}`, owner.token, { title: "Completely different title" });
    expect(later.slug).toBe(titled.slug);
  });

  it("refuses to publish an incomplete listing, naming each missing field", async () => {
    const draft = await createDraft({ category_id: property, title: "Flat to publish" });
    await expectErrors("POST", `/listings/${draft.id}/publish`, owner.token, undefined, [
      ["description", "Description must be at least 20 characters"],
      ["field_values.bedrooms", "Bedrooms is required"],
    ]);
    await ok("PATCH", `/listings/${draft.id}`, owner.token, { description: COMPLETE.description });
    await expectErrors("POST", `/listings/${draft.id}/publish`, owner.token, undefined, [["field_values.bedrooms", "Bedrooms is required"]]);
    await ok("PATCH", `/listings/${draft.id}`, owner.token, { field_values: { bedrooms: "1" } });
    expect((await ok<Listing>("POST", `/listings/${draft.id}/publish`, owner.token)).status).toBe("published");
  });

  it("validates the listing fields", async () => {
    const draft = await createDraft({ category_id: property });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ title: "Abc" }, "title", "Title must be at least 5 characters"],
      [{ title: "x".repeat(121) }, "title", "Title must be at most 120 characters"],
      [{ description: "too short" }, "description", "Description must be at least 20 characters"],
      [{ latitude: 91, longitude: 0 }, "latitude", "Invalid coordinate values"],
      [{ latitude: 36.1 }, "longitude", "Give both latitude and longitude"],
      [{ price_gbp: -1 }, "price_gbp", "Price must be a positive amount"],
      [{ price_eur: 1.005 }, "price_eur", "Price must be a positive amount"],
      [{ price_gbp: 100_000_000 }, "price_gbp", "Price must be a positive amount"],
      [{ category_id: 999999 }, "category_id", "Choose a category"],
    ];
    for (const [body, field, message] of cases) await expectErrors("PATCH", `/listings/${draft.id}`, owner.token, body, [[field, message]]);
    await expectErrors("POST", "/listings", owner.token, { title: "No category here" }, [["category_id", "Choose a category"]]);
    await expectErrors("POST", "/listings", owner.token, { category_id: "abc" }, [["category_id", "Choose a category"]]);
  });

  it("refuses a location outside the service area of the map settings (Gibraltar by default), keeping the stored one", async () => {
    const draft = await createDraft({ category_id: property, latitude: 36.1408, longitude: -5.3536 });
    await expectErrors("PATCH", `/listings/${draft.id}`, owner.token, { latitude: 2, longitude: 2 }, [["latitude", "This location is outside the service area"]]);
    await expectErrors("POST", "/listings", owner.token, { category_id: property, latitude: 36.2, longitude: -5.35 }, [["latitude", "This location is outside the service area"]]);
    expect((await ok<Listing>("GET", `/listings/${draft.id}`, owner.token)).latitude).toBe(36.1408);
    // The area is the admin's to set: widened, the same point is accepted.
    const map = await ok<Record<string, unknown>>("GET", "/admin/map-settings", server.admin);
    await ok("PUT", "/admin/map-settings", server.admin, { ...map, area_north: 36.3 });
    try {
      expect((await ok<Listing>("PATCH", `/listings/${draft.id}`, owner.token, { latitude: 36.2, longitude: -5.35 })).latitude).toBe(36.2);
    } finally {
      await ok("PUT", "/admin/map-settings", server.admin, map);
    }
  });

  it("validates dynamic field values against the category's definitions", async () => {
    const flat = await createDraft({ category_id: property });
    const car = await createDraft({ category_id: vehicles });
    const cases: Array<[number, Record<string, unknown>, string, string]> = [
      [flat.id, { make: "toyota" }, "make", "This field does not belong to the category"],
      [flat.id, { no_such_field: "x" }, "no_such_field", "This field does not belong to the category"],
      [flat.id, { bedrooms: "two" }, "bedrooms", "Must be a whole number"],
      [flat.id, { bedrooms: 2.5 }, "bedrooms", "Must be a whole number"],
      [flat.id, { area_m2: "big" }, "area_m2", "Must be a number"],
      [flat.id, { pets_allowed: "maybe" }, "pets_allowed", "Must be yes or no"],
      [flat.id, { available_from: "2026-13-01" }, "available_from", "This field does not belong to the category"],
      [flat.id, { amenities: "pool" }, "amenities", "Must be a list of options"],
      [flat.id, { amenities: ["pool", "helipad"] }, "amenities", "Choose one of the listed options"],
      [flat.id, { property_type: "castle" }, "property_type", "Choose one of the listed options"],
      [flat.id, { bedrooms: -1 }, "bedrooms", "Must be at least 0"],
      [flat.id, { bedrooms: 21 }, "bedrooms", "Must be at most 20"],
      [car.id, { colour: "red" }, "colour", "Choose a colour as #rrggbb"],
      [car.id, { model: "m".repeat(61) }, "model", "Must be at most 60 characters"],
      [car.id, { model: 12 }, "model", "Must be text"],
      [car.id, { fuel: "coal" }, "fuel", "Choose one of the listed options"],
      [car.id, { year: 1900 }, "year", "Must be at least 1950"],
    ];
    for (const [id, values, name, message] of cases) {
      await expectErrors("PATCH", `/listings/${id}`, owner.token, { field_values: values }, [[`field_values.${name}`, message]]);
    }
    const saved = await ok<Listing>("PATCH", `/listings/${car.id}`, owner.token, {
      field_values: { colour: "#1a2B3c", model: "Yaris", year: 2019, features: [] },
    });
    const colour = saved.field_values.find((v) => v.field.field_name === "colour")!;
    expect(colour.value_text).toBe("#1a2B3c");

    // A category change drops the values of fields the new category does not have.
    const moved = await ok<Listing>("PATCH", `/listings/${car.id}`, owner.token, { category_id: property, field_values: { bedrooms: 4 } });
    expect(moved.field_values.map((v) => v.field.field_name)).toEqual(["bedrooms"]);
  });

  it("makes readable, unique slugs", async () => {
    const first = await createDraft({ category_id: property, title: "Ático con vistas al mar — ¡Precioso!" });
    const second = await createDraft({ category_id: property, title: "Ático con vistas al mar — ¡Precioso!" });
    expect(first.slug).toBe(`atico-con-vistas-al-mar-precioso-${first.id.toString(36)}`);
    expect(second.slug).not.toBe(first.slug);
    expect(second.slug).toMatch(/^atico-con-vistas-al-mar-precioso-[0-9a-z]+$/);
    const long = await createDraft({ category_id: property, title: `${"word ".repeat(23)}end` });
    expect(long.slug).toMatch(/^[a-z0-9-]+$/);
    expect(long.slug.length).toBeLessThanOrEqual(60 + 1 + long.id.toString(36).length);
  });
});

describe("permissions", () => {
  it("lets only the owner or an admin change a listing; visitors must sign in", async () => {
    const draft = await createDraft({ category_id: property, title: "Owner's listing" });
    const attempts: Array<[string, string, unknown]> = [
      ["PATCH", `/listings/${draft.id}`, { title: "Taken over listing" }],
      ["POST", `/listings/${draft.id}/publish`, undefined],
      ["DELETE", `/listings/${draft.id}`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
      const denied = await call(method, path, other.token, body);
      expect(denied.status, `${method} ${path}`).toBe(403);
      expect((denied.body as ErrorBody).detail).toBe("You can only change your own listings");
    }
    expect((await call("POST", "/listings", undefined, { category_id: property })).status).toBe(401);
    expect((await call("GET", "/listings/mine")).status).toBe(401);
    for (const path of ["/listings/999999", "/listings/abc"]) {
      expect((await call("PATCH", path, owner.token, { title: "Nobody's listing" })).status).toBe(404);
      expect((await call("DELETE", path, owner.token)).status).toBe(404);
    }
    expect((await call("POST", "/listings/999999/publish", owner.token)).status).toBe(404);

    const byAdmin = await ok<Listing>("PATCH", `/listings/${draft.id}`, server.admin, { title: "Edited by an admin" });
    expect(byAdmin).toMatchObject({ title: "Edited by an admin", user_id: owner.id });
  });

  it("requires a complete profile to post", async () => {
    const user = await signedInUser();
    await server.db.updateTable("users").set({ phone: null }).where("id", "=", user.id).execute();
    const result = await call("POST", "/listings", user.token, { category_id: property });
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({ detail: "Complete your profile (first name, last name and phone) before posting an ad" });
  });
});

describe("my listings and deleting", () => {
  it("lists the user's listings of any status and deletes with cascade", async () => {
    const user = await signedInUser();
    const draft = await createDraft({ category_id: property, title: "Draft of mine" }, user.token);
    const complete = await createDraft({ category_id: property, ...COMPLETE, field_values: { bedrooms: 1 } }, user.token);
    await ok("POST", `/listings/${complete.id}/publish`, user.token);

    const mine = await ok<ListingList>("GET", "/listings/mine", user.token);
    expect(mine.total).toBe(2);
    expect(mine.listings.map((l) => l.id).sort()).toEqual([draft.id, complete.id].sort());
    const drafts = await ok<ListingList>("GET", "/listings/mine?status=draft", user.token);
    expect(drafts.listings.map((l) => l.id)).toEqual([draft.id]);
    expect((await ok<ListingList>("GET", `/listings?user_id=${user.id}`, undefined)).total).toBe(1);

    expect((await call("DELETE", `/listings/${complete.id}`, user.token)).status).toBe(204);
    expect((await call("GET", `/listings/${complete.id}`, user.token)).status).toBe(404);
    const values = await server.db.selectFrom("listing_field_values").select("id").where("listing_id", "=", complete.id).execute();
    expect(values).toHaveLength(0);
    expect((await call("DELETE", `/listings/${complete.id}`, user.token)).status).toBe(404);
    expect((await call("DELETE", `/listings/${draft.id}`, server.admin)).status).toBe(204);
    expect((await ok<ListingList>("GET", "/listings/mine", user.token)).total).toBe(0);
  });
});
