import { describe, expect, it } from "vitest";
import type { CategoryLayout, FieldGroup, LayoutPlacement } from "../../api/schemas/admin-catalogue.js";
import type { Listing } from "../../api/schemas/listing.js";
import { catalogueFixtures } from "../support/admin-catalogue.js";
import { type ApiErrorBody, setupTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });
const { call, unique, lastAudit, newCategory, newField, listingIn, wizardFields } = catalogueFixtures(server);

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
