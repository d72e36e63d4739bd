import { expect } from "vitest";
import type { AdminCategory, AdminDynamicField } from "../../api/schemas/admin-catalogue.js";
import type { FieldDefinition } from "../../api/schemas/listing.js";
import { createListing } from "./content.js";
import { createUser } from "./factories.js";
import type { FileTestServer } from "./test-server.js";

/** What the tests of the catalogue's back-office (categories, layouts, listing types, fields) make and read. */
export function catalogueFixtures(server: FileTestServer) {
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

  return { call, unique, lastAudit, newCategory, newField, listingIn, wizardFields };
}
