import { describe, expect, it } from "vitest";
import type { AdminPage } from "../../api/schemas/admin.js";
import type { AdminCategory, CategoryChoice } from "../../api/schemas/admin-catalogue.js";
import type { Category } from "../../api/schemas/categories.js";
import { catalogueFixtures } from "../support/admin-catalogue.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { ADMIN } from "../support/template.js";
import { type ApiErrorBody, loginAs, setupTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });
const { call, unique, lastAudit, newCategory, listingIn } = catalogueFixtures(server);

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
  // The tree is kept for CACHE_SECONDS; admin changes must not wait for it.
  const cached = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100", CACHE_SECONDS: "300" }, admin: true });

  const tree = async () => (await (await cached.api("/categories")).json()) as Category[];
  const find = (nodes: Category[], id: number): Category | undefined => {
    for (const node of nodes) {
      if (node.id === id) return node;
      const inner = find(node.children, id);
      if (inner) return inner;
    }
  };
  const send = async (method: string, path: string, body?: unknown) => {
    const response = await cached.api(path, { method, token: cached.admin, body });
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
    await cached.api(`/admin/categories/${created.id}`, { method: "DELETE", token: cached.admin });
    expect(find(await tree(), created.id)).toBeUndefined();
  });

  it("counts moved listings in their new category at once", async () => {
    const from = await send("POST", "/admin/categories", { name_en: "Old shelf", name_es: "Estante viejo", is_active: true });
    const to = await send("POST", "/admin/categories", { name_en: "New shelf", name_es: "Estante nuevo", is_active: true });
    const seller = await createUser(cached.services.database);
    const listing = await createListing(cached.services.database.db, seller.id, "Moved along");
    await cached.services.database.db.updateTable("listings").set({ category_id: from.id, status: "published" }).where("id", "=", listing.id).execute();
    expect(find(await tree(), to.id)?.listing_count).toBe(0);
    await cached.api(`/admin/categories/${from.id}`, { method: "DELETE", token: cached.admin, body: { move_to: to.id } });
    expect(find(await tree(), to.id)?.listing_count).toBe(1);
  });
});
