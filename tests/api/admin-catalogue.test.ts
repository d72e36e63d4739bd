import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPage } from "../../api/schemas/admin.js";
import type {
  AdminCategory,
  AdminDynamicField,
  AdminListingType,
  CategoryChoice,
  CategoryLayout,
  FieldGroup,
  LayoutPlacement,
} from "../../api/schemas/admin-catalogue.js";
import type { FieldDefinition, Listing } from "../../api/schemas/listing.js";
import type { Category } from "../../api/modules/categories/service.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { ADMIN } from "../support/template.js";
import { type ApiErrorBody, type TestServer, loginAs, loginAsAdmin, setupTestServer, startTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });

const call = <T = unknown>(method: string, path: string, token?: string, body?: unknown) => server.call<T>(method, path, token, body);

let counter = 0;
const unique = (name: string) => `${name} ${Date.now().toString(36)}${(counter += 1)}`;

const lastAudit = async (entity: string, entityId: number) =>
  server.db.selectFrom("audit_log").selectAll().where("entity", "=", entity).where("entity_id", "=", String(entityId)).orderBy("id", "desc").executeTakeFirst();

async function newCategory(overrides: Record<string, unknown> = {}) {
  const name = unique("Gadgets");
  const created = await call<AdminCategory>("POST", "/admin/categories", server.admin, { name_en: name, name_es: `${name} ES`, is_active: true, ...overrides });
  expect(created.status).toBe(201);
  return created.body;
}

async function newField(overrides: Record<string, unknown> = {}) {
  const created = await call<AdminDynamicField>("POST", "/admin/dynamic-fields", server.admin, {
    field_name: `rotors_${Date.now().toString(36)}${(counter += 1)}`,
    label_en: "Rotors",
    label_es: "Rotores",
    data_type: "INTEGER",
    display_type: "NUMBER",
    is_active: true,
    ...overrides,
  });
  expect(created.status).toBe(201);
  return created.body;
}

/** A published listing of a new seller in `categoryId`. */
async function listingIn(categoryId: number) {
  const seller = await createUser(server.services.database);
  const listing = await createListing(server.db, seller.id, "Quadcopter with spare rotors");
  await server.db.updateTable("listings").set({ category_id: categoryId, status: "published" }).where("id", "=", listing.id).execute();
  return listing;
}

/** The fields the wizard's details step shows for a category (the public call it makes). */
const wizardFields = async (categoryId: number) => (await call<FieldDefinition[]>("GET", `/categories/${categoryId}/fields`)).body;

describe("the catalogue's admin endpoints", () => {
  it("answer 401 'Authentication required' without a token and 403 to a signed-in user", async () => {
    const user = await createUser(server.services.database);
    const token = await loginAs(server, user.email, user.password);
    for (const [method, path] of [
      ["GET", "/admin/categories"],
      ["POST", "/admin/categories"],
      ["PUT", "/admin/categories/1/layout/1"],
      ["GET", "/admin/listing-types"],
      ["POST", "/admin/dynamic-fields"],
      ["DELETE", "/admin/dynamic-fields/1/options/1"],
    ] as const) {
      expect(await call(method, path, undefined, method === "GET" ? undefined : {})).toMatchObject({ status: 401, body: { detail: "Authentication required" } });
      expect((await call(method, path, token, method === "GET" ? undefined : {})).status).toBe(403);
    }
  });
});

describe("admin categories", () => {
  it("lists categories filtered by parent, state and text, with their counts, a page at a time", async () => {
    const parent = await newCategory();
    const child = await newCategory({ parent_id: parent.id });
    const hidden = await newCategory({ parent_id: parent.id, is_active: false });
    await listingIn(child.id);

    const children = await call<AdminPage<AdminCategory>>("GET", `/admin/categories?parent=${parent.id}`, server.admin);
    expect(children.body.items.map((c) => c.id).sort()).toEqual([child.id, hidden.id].sort());
    expect(children.body.items.find((c) => c.id === child.id)).toMatchObject({ parent_name_en: parent.name_en, listings_count: 1, children_count: 0 });
    const inactive = await call<AdminPage<AdminCategory>>("GET", `/admin/categories?parent=${parent.id}&is_active=false`, server.admin);
    expect(inactive.body.items.map((c) => c.id)).toEqual([hidden.id]);

    const top = await call<AdminPage<AdminCategory>>("GET", `/admin/categories?parent=top&search=${encodeURIComponent(parent.name_en.toUpperCase())}`, server.admin);
    expect(top.body.items).toEqual([expect.objectContaining({ id: parent.id, children_count: 2, listings_count: 0 })]);

    const paged = await call<AdminPage<AdminCategory>>("GET", "/admin/categories?per_page=2&page=2", server.admin);
    expect(paged.body).toMatchObject({ page: 2, per_page: 2 });
    expect(paged.body.items).toHaveLength(2);
    expect(paged.body.pages).toBe(Math.ceil(paged.body.total / 2));

    const choices = await call<CategoryChoice[]>("GET", "/admin/categories/choices", server.admin);
    const at = (id: number) => choices.body.findIndex((c) => c.id === id);
    expect(at(parent.id)).toBeLessThan(at(child.id));
    expect(choices.body[at(child.id)]).toMatchObject({ parent_id: parent.id, depth: 1 });
  });

  it("explains bad list queries instead of failing", async () => {
    const answer = await call<ErrorBody>("GET", "/admin/categories?parent=someone&is_active=maybe", server.admin);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual(
      expect.arrayContaining([
        { field: "parent", message: "parent must be top or a category id" },
        { field: "is_active", message: "Use true or false" },
      ]),
    );
  });

  it("creates a category with a slug made from its English name, and audits it", async () => {
    const name = unique("Drones & Múltirotores");
    const created = await call<AdminCategory>("POST", "/admin/categories", server.admin, {
      name_en: name, name_es: "Drones", description_en: "Flying things", icon: "tag", color: "#1f6feb", sort_order: 4, is_active: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.slug).toMatch(/^drones-multirotores-[a-z0-9]+$/);
    const stored = await server.db.selectFrom("categories").selectAll().where("id", "=", created.body.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name_en: name, parent_id: null, color: "#1f6feb", sort_order: 4, is_active: 1, description_es: null });
    const audit = await lastAudit("category", created.body.id);
    expect(audit).toMatchObject({ action: "create", actor_email: ADMIN.email, before_json: null });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ name_en: name, slug: created.body.slug });
  });

  it("refuses a taken slug, missing names, a bad colour and an unknown parent, at their fields", async () => {
    const taken = await call<ErrorBody>("POST", "/admin/categories", server.admin, { slug: "vehicles", name_en: "Cars again", name_es: "Coches" });
    expect(taken).toMatchObject({
      status: 409,
      body: { detail: "This slug is already used by another category", errors: [{ field: "slug", message: "This slug is already used by another category" }] },
    });
    const bad = await call<ErrorBody>("POST", "/admin/categories", server.admin, { slug: "Not A Slug", name_en: " ", color: "blue", sort_order: "soon" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: "slug", message: "A slug uses lowercase letters, digits and single hyphens" },
        { field: "name_en", message: "English name is required" },
        { field: "name_es", message: "Spanish name is required" },
        { field: "color", message: "Use a colour like #1f6feb" },
        { field: "sort_order", message: "Sort order must be a whole number from 0 to 10000" },
      ]),
    );
    const orphan = await call<ErrorBody>("POST", "/admin/categories", server.admin, { name_en: "Orphan", name_es: "Huérfana", parent_id: 999999 });
    expect(orphan).toMatchObject({ status: 422, body: { detail: "Parent category not found", errors: [{ field: "parent_id", message: "Parent category not found" }] } });
  });

  it("never lets a category become its own ancestor", async () => {
    const top = await newCategory();
    const middle = await newCategory({ parent_id: top.id });
    const bottom = await newCategory({ parent_id: middle.id });
    const edit = (id: number, parentId: number) => call<ErrorBody>("PUT", `/admin/categories/${id}`, server.admin, { name_en: "Loop", name_es: "Bucle", parent_id: parentId });

    expect((await edit(top.id, top.id)).body).toMatchObject({ detail: "A category cannot be its own parent", errors: [{ field: "parent_id", message: "A category cannot be its own parent" }] });
    const cycle = await edit(top.id, bottom.id);
    expect(cycle).toMatchObject({
      status: 422,
      body: { detail: "A category cannot move under one of its own subcategories", errors: [{ field: "parent_id", message: "A category cannot move under one of its own subcategories" }] },
    });
    expect(await server.db.selectFrom("categories").select(["parent_id", "name_en"]).where("id", "=", top.id).executeTakeFirst()).toEqual({ parent_id: null, name_en: top.name_en });

    // Moving a branch elsewhere is fine: the bottom category becomes a top-level one (an emptied slug is kept).
    const moved = await call<AdminCategory>("PUT", `/admin/categories/${bottom.id}`, server.admin, { ...bottom, slug: "", parent_id: null, name_en: "Renamed bottom" });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ parent_id: null, name_en: "Renamed bottom", slug: bottom.slug });
    const audit = await lastAudit("category", bottom.id);
    expect(audit?.action).toBe("update");
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ parent_id: middle.id, name_en: bottom.name_en });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ parent_id: null, name_en: "Renamed bottom" });
  });

  it("asks where the listings go before deleting a category with listings, and moves them (its subcategories' too)", async () => {
    const doomed = await newCategory();
    const doomedChild = await newCategory({ parent_id: doomed.id });
    const target = await newCategory();
    const own = await listingIn(doomed.id);
    const childs = await listingIn(doomedChild.id);

    const unasked = await call<ErrorBody>("DELETE", `/admin/categories/${doomed.id}`, server.admin);
    expect(unasked).toMatchObject({
      status: 422,
      body: { detail: "Choose a category to move its listings to", errors: [{ field: "move_to", message: "Choose a category to move its listings to" }] },
    });
    const inside = await call<ErrorBody>("DELETE", `/admin/categories/${doomed.id}`, server.admin, { move_to: doomedChild.id });
    expect(inside.body.detail).toBe("The listings cannot move to the category being deleted or one of its subcategories");
    const nowhere = await call<ErrorBody>("DELETE", `/admin/categories/${doomed.id}`, server.admin, { move_to: 999999 });
    expect(nowhere.body.detail).toBe("The category to move listings to does not exist");
    expect(await server.db.selectFrom("categories").select("id").where("id", "in", [doomed.id, doomedChild.id]).execute()).toHaveLength(2);

    const deleted = await call("DELETE", `/admin/categories/${doomed.id}`, server.admin, { move_to: target.id });
    expect(deleted).toEqual({ status: 200, body: { moved_listings: 2 } });
    const listings = await server.db.selectFrom("listings").select(["id", "category_id"]).where("id", "in", [own.id, childs.id]).execute();
    expect(listings.map((l) => l.category_id)).toEqual([target.id, target.id]);
    expect(await server.db.selectFrom("categories").select("id").where("id", "in", [doomed.id, doomedChild.id]).execute()).toEqual([]);
    const audit = await lastAudit("category", doomed.id);
    expect(audit).toMatchObject({ action: "delete", summary: `Deleted category ${doomed.name_en}; moved 2 listings to category ${target.id}` });
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ name_en: doomed.name_en, subcategories: [{ id: doomedChild.id, name_en: doomedChild.name_en }] });
    expect(JSON.parse(audit!.after_json!)).toEqual({ moved_listings: 2, moved_to: target.id });

    expect(await call("DELETE", `/admin/categories/${doomed.id}`, server.admin)).toMatchObject({ status: 404, body: { detail: "Category not found" } });
    expect(await call("GET", "/admin/categories/abc", server.admin)).toMatchObject({ status: 404, body: { detail: "Category not found" } });
  });

  it("deletes a category without listings without asking", async () => {
    const empty = await newCategory();
    expect(await call("DELETE", `/admin/categories/${empty.id}`, server.admin)).toEqual({ status: 200, body: { moved_listings: 0 } });
    expect(await server.db.selectFrom("categories").select("id").where("id", "=", empty.id).executeTakeFirst()).toBeUndefined();
  });
});

describe("the public category tree after an admin change", () => {
  let cached: TestServer;
  let cachedAdmin: string;
  beforeAll(async () => {
    // The tree is kept for CACHE_SECONDS; admin changes must not wait for it.
    cached = await startTestServer({ RATE_LIMIT_FACTOR: "100", CACHE_SECONDS: "300" });
    cachedAdmin = await loginAsAdmin(cached);
  });
  afterAll(async () => {
    await cached?.stop();
  });

  const tree = async () => (await (await cached.api("/categories")).json()) as Category[];
  const find = (nodes: Category[], id: number): Category | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const inner = find(node.children, id);
      if (inner) return inner;
    }
  };
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await cached.api(path, { method, token: cachedAdmin, body });
    return (await response.json()) as AdminCategory;
  };

  it("shows a new, renamed, hidden or deleted category at once", async () => {
    const before = await tree();
    const vehicles = before.find((c) => c.slug === "vehicles")!;
    const created = await send("POST", "/admin/categories", { name_en: "Drones", name_es: "Drones", parent_id: vehicles.id, is_active: true });
    expect(find(await tree(), vehicles.id)!.children.map((c) => c.name_en)).toContain("Drones");

    await send("PUT", `/admin/categories/${created.id}`, { ...created, name_en: "Flying drones" });
    expect(find(await tree(), created.id)?.name_en).toBe("Flying drones");

    await send("PUT", `/admin/categories/${created.id}`, { ...created, name_en: "Flying drones", is_active: false });
    expect(find(await tree(), created.id)).toBeUndefined();

    await send("PUT", `/admin/categories/${created.id}`, { ...created, is_active: true });
    expect(find(await tree(), created.id)).toBeDefined();
    await cached.api(`/admin/categories/${created.id}`, { method: "DELETE", token: cachedAdmin });
    expect(find(await tree(), created.id)).toBeUndefined();
  });

  it("counts moved listings in their new category at once", async () => {
    const from = await send("POST", "/admin/categories", { name_en: "Old shelf", name_es: "Estante viejo", is_active: true });
    const to = await send("POST", "/admin/categories", { name_en: "New shelf", name_es: "Estante nuevo", is_active: true });
    const seller = await createUser(cached.services.database);
    const listing = await createListing(cached.services.database.db, seller.id, "Moved along");
    await cached.services.database.db.updateTable("listings").set({ category_id: from.id, status: "published" }).where("id", "=", listing.id).execute();
    expect(find(await tree(), to.id)?.listing_count).toBe(0);
    await cached.api(`/admin/categories/${from.id}`, { method: "DELETE", token: cachedAdmin, body: { move_to: to.id } });
    expect(find(await tree(), to.id)?.listing_count).toBe(1);
  });
});

describe("a category's layout", () => {
  it("places a field where the admin says, and the wizard's fields follow every change", async () => {
    const category = await newCategory();
    const field = await newField({ validation_rules: { min: 1, max: 12 } });
    const [key, features] = (await call<FieldGroup[]>("GET", "/admin/field-groups", server.admin)).body;

    const added = await call<LayoutPlacement>("POST", `/admin/categories/${category.id}/layout`, server.admin, {
      field_id: field.id, group_id: key!.id, grid_row: 2, grid_column_start: 2, grid_column_span: 2, sort_order: 3, is_top_field: true,
    });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ field_id: field.id, field_name: field.field_name, group_name_en: key!.name_en, is_top_field: true });
    let shown = await wizardFields(category.id);
    expect(shown.map((f) => f.field_name)).toEqual([field.field_name]);
    expect(shown[0]).toMatchObject({ validation_rules: { min: 1, max: 12 }, categories: [category.id] });
    expect(shown[0]!.group_position).toEqual({
      group_id: key!.id, group_name_en: key!.name_en, group_name_es: key!.name_es, group_sort_order: key!.sort_order,
      sort_order: 3, grid_row: 2, grid_column_start: 2, grid_column_span: 2,
    });

    const moved = await call<LayoutPlacement>("PUT", `/admin/categories/${category.id}/layout/${field.id}`, server.admin, {
      group_id: features!.id, grid_row: 1, grid_column_start: 1, grid_column_span: 4, sort_order: 1, is_top_field: false,
    });
    expect(moved.status).toBe(200);
    shown = await wizardFields(category.id);
    expect(shown[0]!.group_position).toMatchObject({ group_id: features!.id, grid_row: 1, grid_column_start: 1, grid_column_span: 4, sort_order: 1 });
    const stored = await server.db.selectFrom("category_fields").selectAll().where("category_id", "=", category.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ field_id: field.id, group_id: features!.id, grid_column_span: 4, is_top_field: 0 });

    const audit = await lastAudit("category", category.id);
    expect(audit).toMatchObject({ action: "layout_update", summary: `Moved field ${field.field_name} in category ${category.name_en}` });
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ grid_row: 2, is_top_field: true });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ grid_row: 1, is_top_field: false });

    expect((await call("DELETE", `/admin/categories/${category.id}/layout/${field.id}`, server.admin)).status).toBe(204);
    expect(await wizardFields(category.id)).toEqual([]);
    expect((await lastAudit("category", category.id))?.action).toBe("layout_remove");
    expect(await call("DELETE", `/admin/categories/${category.id}/layout/${field.id}`, server.admin)).toMatchObject({
      status: 404,
      body: { detail: "This field is not in the category's layout" },
    });
  });

  it("marks top fields for the listing page's overview", async () => {
    const category = await newCategory();
    const field = await newField();
    await call("POST", `/admin/categories/${category.id}/layout`, server.admin, { field_id: field.id, is_top_field: true });
    const listing = await listingIn(category.id);
    await server.db.insertInto("listing_field_values").values({ listing_id: listing.id, field_id: field.id, value_number: 4 }).execute();
    const topFields = async () => (await call<Listing>("GET", `/listings/${listing.id}`)).body.top_fields.map((v) => v.field_id);
    expect(await topFields()).toEqual([field.id]);
    await call("PUT", `/admin/categories/${category.id}/layout/${field.id}`, server.admin, { is_top_field: false });
    expect(await topFields()).toEqual([]);
  });

  it("shows a subcategory the fields it inherits, and lets it place one its own way", async () => {
    const parent = await newCategory();
    const child = await newCategory({ parent_id: parent.id });
    const field = await newField();
    await call("POST", `/admin/categories/${parent.id}/layout`, server.admin, { field_id: field.id, grid_row: 1, grid_column_start: 1 });

    const layout = await call<CategoryLayout>("GET", `/admin/categories/${child.id}/layout`, server.admin);
    expect(layout.body.placements).toEqual([]);
    expect(layout.body.inherited).toEqual([expect.objectContaining({ field_id: field.id, category_id: parent.id, category_name_en: parent.name_en, grid_row: 1 })]);
    expect(layout.body.fields.map((f) => f.id)).toContain(field.id);
    expect(layout.body.groups.length).toBeGreaterThan(0);

    await call("POST", `/admin/categories/${child.id}/layout`, server.admin, { field_id: field.id, grid_row: 5, grid_column_start: 3 });
    expect((await wizardFields(child.id))[0]!.group_position).toMatchObject({ grid_row: 5, grid_column_start: 3 });
    expect((await wizardFields(parent.id))[0]!.group_position).toMatchObject({ grid_row: 1, grid_column_start: 1 });
    const after = await call<CategoryLayout>("GET", `/admin/categories/${child.id}/layout`, server.admin);
    expect(after.body.inherited).toEqual([]);
    expect(after.body.placements.map((p) => p.field_id)).toEqual([field.id]);
  });

  it("refuses a field outside the grid, on taken cells, twice, or unknown, and an unknown group", async () => {
    const category = await newCategory();
    const first = await newField();
    const second = await newField();
    const outside = await call<ErrorBody>("POST", `/admin/categories/${category.id}/layout`, server.admin, { field_id: first.id, grid_column_start: 3, grid_column_span: 3 });
    expect(outside).toMatchObject({ status: 422, body: { detail: "The field must end by column 4", errors: [{ field: "grid_column_span", message: "The field must end by column 4" }] } });
    const badNumbers = await call<ErrorBody>("POST", `/admin/categories/${category.id}/layout`, server.admin, { grid_row: 0, grid_column_start: 9 });
    expect(badNumbers.body.errors).toEqual(
      expect.arrayContaining([
        { field: "field_id", message: "Choose a field" },
        { field: "grid_row", message: "Row must be a whole number from 1 to 20" },
        { field: "grid_column_start", message: "Column must be a whole number from 1 to 4" },
      ]),
    );

    expect((await call("POST", `/admin/categories/${category.id}/layout`, server.admin, { field_id: first.id, grid_row: 1, grid_column_start: 1, grid_column_span: 2 })).status).toBe(201);
    const taken = await call<ErrorBody>("POST", `/admin/categories/${category.id}/layout`, server.admin, { field_id: second.id, grid_row: 1, grid_column_start: 2 });
    expect(taken).toMatchObject({
      status: 409,
      body: { detail: "These cells are taken by another field of the same group", errors: [{ field: "grid_column_start", message: "These cells are taken by another field of the same group" }] },
    });
    // The same cells in another group are free.
    const [group] = (await call<FieldGroup[]>("GET", "/admin/field-groups", server.admin)).body;
    expect((await call("POST", `/admin/categories/${category.id}/layout`, server.admin, { field_id: second.id, group_id: group!.id, grid_row: 1, grid_column_start: 2 })).status).toBe(201);

    const twice = await call<ErrorBody>("POST", `/admin/categories/${category.id}/layout`, server.admin, { field_id: first.id, grid_row: 3 });
    expect(twice.body).toMatchObject({ detail: "This field is already in the category's layout", errors: [{ field: "field_id", message: "This field is already in the category's layout" }] });
    const unknown = await call<ErrorBody>("POST", `/admin/categories/${category.id}/layout`, server.admin, { field_id: 999999 });
    expect(unknown.body.detail).toBe("This field does not exist");
    const noGroup = await call<ErrorBody>("PUT", `/admin/categories/${category.id}/layout/${first.id}`, server.admin, { group_id: 999999 });
    expect(noGroup).toMatchObject({ status: 422, body: { detail: "This group does not exist", errors: [{ field: "group_id", message: "This group does not exist" }] } });
    expect((await call("GET", "/admin/categories/999999/layout", server.admin)).status).toBe(404);
  });

  it("creates field groups for layouts, audited", async () => {
    const missing = await call<ErrorBody>("POST", "/admin/field-groups", server.admin, { name_en: "Flight" });
    expect(missing.body.errors).toEqual([{ field: "name_es", message: "Spanish name is required" }]);
    const created = await call<FieldGroup>("POST", "/admin/field-groups", server.admin, { name_en: "Flight", name_es: "Vuelo", sort_order: 9 });
    expect(created).toEqual({ status: 201, body: { id: expect.any(Number), name_en: "Flight", name_es: "Vuelo", sort_order: 9 } });
    expect((await lastAudit("field_group", created.body.id))?.action).toBe("create");
  });

  it("renames a field group everywhere and deletes one, leaving its fields placed without a group", async () => {
    const category = await newCategory();
    const field = await newField();
    const group = (await call<FieldGroup>("POST", "/admin/field-groups", server.admin, { name_en: unique("Engine"), name_es: "Motor", sort_order: 4 })).body;
    await call("POST", `/admin/categories/${category.id}/layout`, server.admin, { field_id: field.id, group_id: group.id, grid_row: 1, grid_column_start: 1 });

    const blank = await call<ErrorBody>("PUT", `/admin/field-groups/${group.id}`, server.admin, { name_en: " ", name_es: "Motor", sort_order: 4 });
    expect(blank.body.errors).toEqual([{ field: "name_en", message: "English name is required" }]);
    const renamed = await call<FieldGroup>("PUT", `/admin/field-groups/${group.id}`, server.admin, { name_en: "Power", name_es: "Potencia", sort_order: 2 });
    expect(renamed).toEqual({ status: 200, body: { id: group.id, name_en: "Power", name_es: "Potencia", sort_order: 2 } });
    expect((await wizardFields(category.id))[0]!.group_position).toMatchObject({ group_id: group.id, group_name_en: "Power", group_name_es: "Potencia", group_sort_order: 2 });
    expect(await lastAudit("field_group", group.id)).toMatchObject({ action: "update" });

    expect((await call("DELETE", `/admin/field-groups/${group.id}`, server.admin)).status).toBe(204);
    const layout = (await call<CategoryLayout>("GET", `/admin/categories/${category.id}/layout`, server.admin)).body;
    expect(layout.groups.map((g) => g.id)).not.toContain(group.id);
    expect(layout.placements).toEqual([expect.objectContaining({ field_id: field.id, group_id: null, grid_row: 1 })]);
    expect(await lastAudit("field_group", group.id)).toMatchObject({ action: "delete" });
    expect(await call<ErrorBody>("DELETE", `/admin/field-groups/${group.id}`, server.admin)).toMatchObject({ status: 404, body: { detail: "Field group not found" } });
    expect((await call<ErrorBody>("PUT", "/admin/field-groups/abc", server.admin, { name_en: "A", name_es: "B", sort_order: 1 })).status).toBe(404);
  });
});

describe("admin listing types", () => {
  it("creates, lists with usage, edits and audits a listing type", async () => {
    const name = unique("Swap");
    const created = await call<AdminListingType>("POST", "/admin/listing-types", server.admin, { name_en: name, name_es: "Intercambio", description: "Trade goods", is_active: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name_en: name, is_active: true, listings_count: 0, description: "Trade goods" });
    expect(created.body.slug).toMatch(/^swap-/);
    const listed = await call<AdminPage<AdminListingType>>("GET", `/admin/listing-types?search=${encodeURIComponent(name)}&is_active=true`, server.admin);
    expect(listed.body.items.map((t) => t.id)).toEqual([created.body.id]);

    const edited = await call<AdminListingType>("PUT", `/admin/listing-types/${created.body.id}`, server.admin, { ...created.body, name_es: "Trueque", is_active: false });
    expect(edited.body).toMatchObject({ name_es: "Trueque", is_active: false });
    const audit = await lastAudit("listing_type", created.body.id);
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ name_es: "Intercambio", is_active: true });
    expect(JSON.parse(audit!.after_json!)).toMatchObject({ name_es: "Trueque", is_active: false });
  });

  it("refuses a taken slug and missing names at their fields", async () => {
    const existing = (await server.db.selectFrom("listing_types").select("slug").executeTakeFirstOrThrow()).slug;
    const taken = await call<ErrorBody>("POST", "/admin/listing-types", server.admin, { slug: existing, name_en: "Copy", name_es: "Copia" });
    expect(taken.body).toMatchObject({ detail: "This slug is already used by another listing type", errors: [{ field: "slug", message: "This slug is already used by another listing type" }] });
    const bad = await call<ErrorBody>("POST", "/admin/listing-types", server.admin, {});
    expect(bad.body.errors).toEqual([
      { field: "name_en", message: "English name is required" },
      { field: "name_es", message: "Spanish name is required" },
    ]);
  });

  it("deletes a listing type only while no listing uses it", async () => {
    const type = (await call<AdminListingType>("POST", "/admin/listing-types", server.admin, { name_en: unique("Lend"), name_es: "Préstamo" })).body;
    const listing = await listingIn((await newCategory()).id);
    await server.db.updateTable("listings").set({ listing_type_id: type.id }).where("id", "=", listing.id).execute();
    expect(await call("DELETE", `/admin/listing-types/${type.id}`, server.admin)).toMatchObject({
      status: 409,
      body: { detail: "This listing type is used by listings and cannot be deleted. Deactivate it instead." },
    });
    await server.db.updateTable("listings").set({ listing_type_id: null }).where("id", "=", listing.id).execute();
    expect((await call("DELETE", `/admin/listing-types/${type.id}`, server.admin)).status).toBe(204);
    expect(await server.db.selectFrom("listing_types").select("id").where("id", "=", type.id).executeTakeFirst()).toBeUndefined();
    expect((await lastAudit("listing_type", type.id))?.action).toBe("delete");
    expect(await call("GET", `/admin/listing-types/${type.id}`, server.admin)).toMatchObject({ status: 404, body: { detail: "Listing type not found" } });
  });
});

describe("admin dynamic fields", () => {
  it("creates a field with every attribute and structured validation rules, stored as the wizard reads them", async () => {
    const name = `boat_draft_${Date.now().toString(36)}`;
    const created = await call<AdminDynamicField>("POST", "/admin/dynamic-fields", server.admin, {
      field_name: name, label_en: "Draft (m)", label_es: "Calado (m)", data_type: "FLOAT", display_type: "NUMBER", is_required: true,
      sort_order: 7, placeholder_en: "e.g. 1.2", placeholder_es: "p. ej. 1,2", validation_rules: { min: 0.5, max: 6 }, is_active: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ field_name: name, is_required: true, validation_rules: { min: 0.5, max: 6 }, options: [], categories_count: 0 });
    const stored = await server.db.selectFrom("field_definitions").selectAll().where("id", "=", created.body.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ data_type: "FLOAT", display_type: "NUMBER", is_required: 1, sort_order: 7, placeholder_es: "p. ej. 1,2", is_active: 1 });
    expect(JSON.parse(stored.validation_rules!)).toEqual({ min: 0.5, max: 6 });
    expect(JSON.parse((await lastAudit("dynamic_field", created.body.id))!.after_json!)).toMatchObject({ field_name: name });

    const text = await newField({ data_type: "STRING", display_type: "TEXT", validation_rules: { min_length: 2, max_length: 8, pattern: "^[A-Z]+$" } });
    expect(text.validation_rules).toEqual({ min_length: 2, max_length: 8, pattern: "^[A-Z]+$" });
    const plain = await newField({ validation_rules: {} });
    expect(await server.db.selectFrom("field_definitions").select("validation_rules").where("id", "=", plain.id).executeTakeFirst()).toEqual({ validation_rules: null });
  });

  it("explains what is wrong with a field definition, field by field", async () => {
    const bad = await call<ErrorBody>("POST", "/admin/dynamic-fields", server.admin, {
      field_name: "2 Rooms", label_en: "", label_es: "Habitaciones", data_type: "NUMBER", display_type: "SLIDER",
    });
    expect(bad.body.errors).toEqual([
      { field: "field_name", message: "A field name starts with a letter and uses lowercase letters, digits and underscores" },
      { field: "label_en", message: "English label is required" },
      { field: "data_type", message: "Choose a data type" },
      { field: "display_type", message: "Choose a display type" },
    ]);
    const mismatched = await call<ErrorBody>("POST", "/admin/dynamic-fields", server.admin, {
      field_name: "sizes", label_en: "Sizes", label_es: "Tallas", data_type: "BOOLEAN", display_type: "NUMBER",
      validation_rules: { min: 5, max: 2, max_length: 3, pattern: "([" },
    });
    expect(mismatched.status).toBe(422);
    expect(mismatched.body.errors).toEqual(
      expect.arrayContaining([
        { field: "display_type", message: "This display type does not fit the data type" },
        { field: "validation_rules.min", message: "Minimum and maximum apply to number fields" },
        { field: "validation_rules.max", message: "The maximum must not be less than the minimum" },
        { field: "validation_rules.max_length", message: "Length limits and patterns apply to text fields" },
        { field: "validation_rules.pattern", message: "Pattern is not a valid regular expression" },
      ]),
    );
    const lengths = await call<ErrorBody>("POST", "/admin/dynamic-fields", server.admin, {
      field_name: "code", label_en: "Code", label_es: "Código", data_type: "STRING", display_type: "TEXT", validation_rules: { min_length: 9, max_length: 3 },
    });
    expect(lengths.body.errors).toEqual([{ field: "validation_rules.max_length", message: "The maximum length must not be less than the minimum length" }]);
    const taken = await call<ErrorBody>("POST", "/admin/dynamic-fields", server.admin, { field_name: "bedrooms", label_en: "Beds", label_es: "Camas", data_type: "INTEGER", display_type: "NUMBER" });
    expect(taken).toMatchObject({ status: 409, body: { detail: "This field name is already used", errors: [{ field: "field_name", message: "This field name is already used" }] } });
  });

  it("lists fields by text, data type and state, with their options", async () => {
    const field = await newField({ label_en: unique("Propellers"), data_type: "STRING", display_type: "SELECT" });
    await call("POST", `/admin/dynamic-fields/${field.id}/options`, server.admin, { value: "two", label_en: "Two", label_es: "Dos", sort_order: 2 });
    await call("POST", `/admin/dynamic-fields/${field.id}/options`, server.admin, { value: "one", label_en: "One", label_es: "Uno", sort_order: 1 });
    const found = await call<AdminPage<AdminDynamicField>>("GET", `/admin/dynamic-fields?search=${encodeURIComponent(field.label_en.toLowerCase())}&data_type=STRING&is_active=true`, server.admin);
    expect(found.body.items.map((f) => f.id)).toEqual([field.id]);
    expect(found.body.items[0]!.options.map((o) => o.value)).toEqual(["one", "two"]);
    expect((await call<AdminPage<AdminDynamicField>>("GET", `/admin/dynamic-fields?search=${encodeURIComponent(field.label_en)}&data_type=INTEGER`, server.admin)).body.items).toEqual([]);
    const seeded = await call<AdminPage<AdminDynamicField>>("GET", "/admin/dynamic-fields?search=bedrooms", server.admin);
    expect(seeded.body.items[0]).toMatchObject({ field_name: "bedrooms", categories_count: 2, validation_rules: { min: 0, max: 20 } });
    expect((await call<ErrorBody>("GET", "/admin/dynamic-fields?data_type=NUMBER", server.admin)).body.errors).toEqual([{ field: "data_type", message: "Choose a data type" }]);
  });

  it("edits a field, keeping the data type while listings hold values, and deletes it only when unused", async () => {
    const field = await newField();
    const category = await newCategory();
    await call("POST", `/admin/categories/${category.id}/layout`, server.admin, { field_id: field.id });
    const body = { ...field, label_en: "Blades", validation_rules: { min: 2 } };
    const edited = await call<AdminDynamicField>("PUT", `/admin/dynamic-fields/${field.id}`, server.admin, body);
    expect(edited.body).toMatchObject({ label_en: "Blades", validation_rules: { min: 2 }, categories_count: 1 });
    expect((await wizardFields(category.id))[0]).toMatchObject({ label_en: "Blades", validation_rules: { min: 2 } });
    const audit = await lastAudit("dynamic_field", field.id);
    expect(JSON.parse(audit!.before_json!)).toMatchObject({ label_en: "Rotors", validation_rules: null });

    const listing = await listingIn(category.id);
    await server.db.insertInto("listing_field_values").values({ listing_id: listing.id, field_id: field.id, value_number: 4 }).execute();
    const retyped = await call<ErrorBody>("PUT", `/admin/dynamic-fields/${field.id}`, server.admin, { ...body, data_type: "FLOAT" });
    expect(retyped).toMatchObject({
      status: 409,
      body: {
        detail: "The data type cannot change while listings hold values for this field",
        errors: [{ field: "data_type", message: "The data type cannot change while listings hold values for this field" }],
      },
    });
    expect(await call("DELETE", `/admin/dynamic-fields/${field.id}`, server.admin)).toMatchObject({
      status: 409,
      body: { detail: "This field holds values in listings and cannot be deleted. Deactivate it instead." },
    });

    const unused = await newField();
    await call("POST", `/admin/categories/${category.id}/layout`, server.admin, { field_id: unused.id, grid_row: 2 });
    expect((await call("DELETE", `/admin/dynamic-fields/${unused.id}`, server.admin)).status).toBe(204);
    expect(await server.db.selectFrom("category_fields").select("field_id").where("field_id", "=", unused.id).execute()).toEqual([]);
    expect((await lastAudit("dynamic_field", unused.id))?.action).toBe("delete");
  });

  it("adds, edits and removes options; a chosen option stays", async () => {
    const field = await newField({ data_type: "ARRAY", display_type: "MULTI_SELECT" });
    const add = <T = AdminDynamicField>(option: Record<string, unknown>) => call<T>("POST", `/admin/dynamic-fields/${field.id}/options`, server.admin, option);
    expect((await add({ value: "gps", label_en: "GPS", label_es: "GPS", sort_order: 1 })).status).toBe(201);
    const withCamera = await add({ value: "camera_4k", label_en: "4K camera", label_es: "Cámara 4K", sort_order: 2 });
    expect(withCamera.body.options.map((o) => o.value)).toEqual(["gps", "camera_4k"]);

    expect((await add<ErrorBody>({ value: "gps", label_en: "Again", label_es: "Otra vez" })).body).toMatchObject({
      detail: "This field already has an option with this value",
      errors: [{ field: "value", message: "This field already has an option with this value" }],
    });
    expect((await add<ErrorBody>({ value: "a,b", label_en: "", label_es: "AB" })).body.errors).toEqual([
      { field: "value", message: "An option value uses letters, digits, hyphens and underscores" },
      { field: "label_en", message: "English label is required" },
    ]);

    const camera = withCamera.body.options.find((o) => o.value === "camera_4k")!;
    const edited = await call<AdminDynamicField>("PUT", `/admin/dynamic-fields/${field.id}/options/${camera.id}`, server.admin, { label_en: "4K video camera", label_es: "Cámara de vídeo 4K", sort_order: 0 });
    expect(edited.body.options.map((o) => [o.value, o.label_en])).toEqual([["camera_4k", "4K video camera"], ["gps", "GPS"]]);
    const audit = await lastAudit("dynamic_field", field.id);
    expect(audit).toMatchObject({ action: "option_update", summary: `Updated option camera_4k of field ${field.field_name}` });
    expect(JSON.parse(audit!.before_json!).options.find((o: { value: string }) => o.value === "camera_4k").label_en).toBe("4K camera");

    // A listing that chose the camera among others keeps it.
    const listing = await listingIn((await newCategory()).id);
    await server.db.insertInto("listing_field_values").values({ listing_id: listing.id, field_id: field.id, value_array: "gps,camera_4k" }).execute();
    const gps = edited.body.options.find((o) => o.value === "gps")!;
    expect(await call("DELETE", `/admin/dynamic-fields/${field.id}/options/${camera.id}`, server.admin)).toMatchObject({
      status: 409,
      body: { detail: "This option is chosen in listings and cannot be removed" },
    });
    await server.db.updateTable("listing_field_values").set({ value_array: "camera_4k" }).where("listing_id", "=", listing.id).execute();
    const removed = await call<AdminDynamicField>("DELETE", `/admin/dynamic-fields/${field.id}/options/${gps.id}`, server.admin);
    expect(removed.body.options.map((o) => o.value)).toEqual(["camera_4k"]);
    expect((await lastAudit("dynamic_field", field.id))?.action).toBe("option_remove");
    expect(await call("DELETE", `/admin/dynamic-fields/${field.id}/options/${gps.id}`, server.admin)).toMatchObject({ status: 404, body: { detail: "Option not found" } });
  });
});
