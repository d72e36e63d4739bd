import { AppError, notFound } from "../../lib/errors.js";
import type { AdminPage } from "../../schemas/admin.js";
import {
  type AdminDynamicField,
  type AdminDynamicFieldQuery,
  type AdminFieldOption,
  type AdminListingType,
  type AdminListingTypeQuery,
  type DynamicFieldInput,
  type FieldGroup,
  type FieldGroupInput,
  type FieldOptionCreate,
  type FieldOptionUpdate,
  type ListingTypeInput,
  slugFromName,
} from "../../schemas/admin-catalogue.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import type { FieldValues, FieldsAdminRepository, ListingTypeValues } from "./admin-repository.js";

export const FIELD_ADMIN_MESSAGES = {
  listingTypeNotFound: "Listing type not found",
  listingTypeSlugTaken: "This slug is already used by another listing type",
  listingTypeInUse: "This listing type is used by listings and cannot be deleted. Deactivate it instead.",
  fieldNotFound: "Dynamic field not found",
  fieldNameTaken: "This field name is already used",
  dataTypeLocked: "The data type cannot change while listings hold values for this field",
  fieldInUse: "This field holds values in listings and cannot be deleted. Deactivate it instead.",
  optionNotFound: "Option not found",
  optionValueTaken: "This field already has an option with this value",
  optionInUse: "This option is chosen in listings and cannot be removed",
  groupNotFound: "Field group not found",
} as const;

const refused = (status: number, field: string, message: string) => new AppError(status, message, [{ field, message }]);

/** The rules that were given, as stored JSON; none at all is NULL. */
function rulesJson(rules: DynamicFieldInput["validation_rules"]): string | null {
  const given = Object.fromEntries(Object.entries(rules).filter(([, value]) => value !== undefined));
  return Object.keys(given).length ? JSON.stringify(given) : null;
}

const fieldValues = (input: DynamicFieldInput): FieldValues => ({
  field_name: input.field_name,
  label_en: input.label_en,
  label_es: input.label_es,
  data_type: input.data_type,
  display_type: input.display_type,
  is_required: input.is_required ? 1 : 0,
  sort_order: input.sort_order,
  placeholder_en: input.placeholder_en,
  placeholder_es: input.placeholder_es,
  validation_rules: rulesJson(input.validation_rules),
  is_active: input.is_active ? 1 : 0,
});

/**
 * Listing types, dynamic fields (with their options and validation rules) and field groups in the
 * back-office. What listings already hold is protected: a type or field in use is deactivated
 * rather than deleted, a field's data type stays while values exist, and a chosen option stays.
 * Every change is audited.
 */
export function createFieldsAdminService(deps: { repo: FieldsAdminRepository; audit: AuditLog }) {
  const { repo, audit } = deps;

  async function listingType(id: number): Promise<AdminListingType> {
    const type = await repo.listingType(id);
    if (!type) throw notFound(FIELD_ADMIN_MESSAGES.listingTypeNotFound);
    return type;
  }

  /** Left blank, a new type's slug is made from its English name and an edited one keeps its own. */
  async function listingTypeValues(input: ListingTypeInput, current?: AdminListingType): Promise<ListingTypeValues> {
    const slug = input.slug ?? current?.slug ?? (slugFromName(input.name_en) || "type");
    if (await repo.listingTypeSlugTaken(slug, current?.id)) throw refused(409, "slug", FIELD_ADMIN_MESSAGES.listingTypeSlugTaken);
    return { slug, name_en: input.name_en, name_es: input.name_es, description: input.description, is_active: input.is_active ? 1 : 0 };
  }

  async function field(id: number): Promise<AdminDynamicField> {
    const found = await repo.field(id);
    if (!found) throw notFound(FIELD_ADMIN_MESSAGES.fieldNotFound);
    return found;
  }

  async function option(fieldId: number, optionId: number): Promise<AdminFieldOption> {
    const found = await repo.option(fieldId, optionId);
    if (!found) throw notFound(FIELD_ADMIN_MESSAGES.optionNotFound);
    return found;
  }

  async function group(id: number): Promise<FieldGroup> {
    const found = (await repo.groups()).find((candidate) => candidate.id === id);
    if (!found) throw notFound(FIELD_ADMIN_MESSAGES.groupNotFound);
    return found;
  }

  /** An option change is recorded on its field, with the field's options before and after. */
  async function recordOptions(actor: Actor, action: string, before: AdminDynamicField, summary: string) {
    const after = await field(before.id);
    await audit.record(actor, { action, entity: "dynamic_field", entity_id: before.id, summary, before: { options: before.options }, after: { options: after.options } });
    return after;
  }

  return {
    // ---- Listing types ----

    listingTypes: (query: AdminListingTypeQuery): Promise<AdminPage<AdminListingType>> => repo.listingTypes(query),

    listingType,

    async createListingType(actor: Actor, input: ListingTypeInput): Promise<AdminListingType> {
      const id = await repo.insertListingType(await listingTypeValues(input));
      const created = await listingType(id);
      await audit.record(actor, { action: "create", entity: "listing_type", entity_id: id, summary: `Created listing type ${created.name_en}`, after: created });
      return created;
    },

    async updateListingType(actor: Actor, id: number, input: ListingTypeInput): Promise<AdminListingType> {
      const before = await listingType(id);
      await repo.updateListingType(id, await listingTypeValues(input, before));
      const after = await listingType(id);
      await audit.record(actor, { action: "update", entity: "listing_type", entity_id: id, summary: `Updated listing type ${after.name_en}`, before, after });
      return after;
    },

    async removeListingType(actor: Actor, id: number): Promise<void> {
      const before = await listingType(id);
      if (before.listings_count > 0) throw new AppError(409, FIELD_ADMIN_MESSAGES.listingTypeInUse);
      await repo.deleteListingType(id);
      await audit.record(actor, { action: "delete", entity: "listing_type", entity_id: id, summary: `Deleted listing type ${before.name_en}`, before });
    },

    // ---- Dynamic fields ----

    fields: (query: AdminDynamicFieldQuery): Promise<AdminPage<AdminDynamicField>> => repo.fields(query),

    field,

    async createField(actor: Actor, input: DynamicFieldInput): Promise<AdminDynamicField> {
      if (await repo.fieldNameTaken(input.field_name)) throw refused(409, "field_name", FIELD_ADMIN_MESSAGES.fieldNameTaken);
      const id = await repo.insertField(fieldValues(input));
      const created = await field(id);
      await audit.record(actor, { action: "create", entity: "dynamic_field", entity_id: id, summary: `Created field ${created.field_name}`, after: created });
      return created;
    },

    async updateField(actor: Actor, id: number, input: DynamicFieldInput): Promise<AdminDynamicField> {
      const before = await field(id);
      if (await repo.fieldNameTaken(input.field_name, id)) throw refused(409, "field_name", FIELD_ADMIN_MESSAGES.fieldNameTaken);
      // Stored values are kept by their data type (text, number, yes/no, list): another type would misread them.
      if (input.data_type !== before.data_type && (await repo.fieldHasValues(id))) throw refused(409, "data_type", FIELD_ADMIN_MESSAGES.dataTypeLocked);
      await repo.updateField(id, fieldValues(input));
      const after = await field(id);
      await audit.record(actor, { action: "update", entity: "dynamic_field", entity_id: id, summary: `Updated field ${after.field_name}`, before, after });
      return after;
    },

    async removeField(actor: Actor, id: number): Promise<void> {
      const before = await field(id);
      if (await repo.fieldHasValues(id)) throw new AppError(409, FIELD_ADMIN_MESSAGES.fieldInUse);
      await repo.deleteField(id);
      await audit.record(actor, { action: "delete", entity: "dynamic_field", entity_id: id, summary: `Deleted field ${before.field_name}`, before });
    },

    // ---- Options ----

    async addOption(actor: Actor, fieldId: number, input: FieldOptionCreate): Promise<AdminDynamicField> {
      const before = await field(fieldId);
      if (await repo.optionValueTaken(fieldId, input.value)) throw refused(409, "value", FIELD_ADMIN_MESSAGES.optionValueTaken);
      await repo.insertOption(fieldId, input.value, { label_en: input.label_en, label_es: input.label_es, sort_order: input.sort_order });
      return recordOptions(actor, "option_add", before, `Added option ${input.value} to field ${before.field_name}`);
    },

    async updateOption(actor: Actor, fieldId: number, optionId: number, input: FieldOptionUpdate): Promise<AdminDynamicField> {
      const before = await field(fieldId);
      const current = await option(fieldId, optionId);
      await repo.updateOption(optionId, input);
      return recordOptions(actor, "option_update", before, `Updated option ${current.value} of field ${before.field_name}`);
    },

    async removeOption(actor: Actor, fieldId: number, optionId: number): Promise<AdminDynamicField> {
      const before = await field(fieldId);
      const current = await option(fieldId, optionId);
      if (await repo.optionChosen(fieldId, current.value)) throw new AppError(409, FIELD_ADMIN_MESSAGES.optionInUse);
      await repo.deleteOption(optionId);
      return recordOptions(actor, "option_remove", before, `Removed option ${current.value} from field ${before.field_name}`);
    },

    // ---- Field groups ----

    groups: (): Promise<FieldGroup[]> => repo.groups(),

    async createGroup(actor: Actor, input: FieldGroupInput): Promise<FieldGroup> {
      const created = await repo.insertGroup(input);
      await audit.record(actor, { action: "create", entity: "field_group", entity_id: created.id, summary: `Created field group ${created.name_en}`, after: created });
      return created;
    },

    async updateGroup(actor: Actor, id: number, input: FieldGroupInput): Promise<FieldGroup> {
      const before = await group(id);
      await repo.updateGroup(id, input);
      const after = { id, ...input };
      await audit.record(actor, { action: "update", entity: "field_group", entity_id: id, summary: `Updated field group ${after.name_en}`, before, after });
      return after;
    },

    async removeGroup(actor: Actor, id: number): Promise<void> {
      const before = await group(id);
      await repo.deleteGroup(id);
      await audit.record(actor, { action: "delete", entity: "field_group", entity_id: id, summary: `Deleted field group ${before.name_en}`, before });
    },
  };
}

export type FieldsAdminService = ReturnType<typeof createFieldsAdminService>;
