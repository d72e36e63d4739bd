import { describe, expect, it } from "vitest";
import type { AdminPage } from "../../api/schemas/admin.js";
import type { AdminDynamicField, AdminListingType } from "../../api/schemas/admin-catalogue.js";
import { catalogueFixtures } from "../support/admin-catalogue.js";
import { type ApiErrorBody, setupTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });
const { call, unique, lastAudit, newCategory, newField, listingIn, wizardFields } = catalogueFixtures(server);

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
