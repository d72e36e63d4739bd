import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import {
  AdminDynamicFieldQuerySchema,
  AdminListingTypeQuerySchema,
  DynamicFieldSchema,
  FieldGroupSchema,
  FieldOptionCreateSchema,
  FieldOptionUpdateSchema,
  ListingTypeSchema,
} from "../../schemas/admin-catalogue.js";
import { actorOf } from "../admin/guard.js";
import { FIELD_ADMIN_MESSAGES, type FieldsAdminService } from "./admin-service.js";

const listingTypeId = (value: string | undefined) => idParam(value, FIELD_ADMIN_MESSAGES.listingTypeNotFound);
const fieldId = (value: string | undefined) => idParam(value, FIELD_ADMIN_MESSAGES.fieldNotFound);
const optionId = (value: string | undefined) => idParam(value, FIELD_ADMIN_MESSAGES.optionNotFound);
const groupId = (value: string | undefined) => idParam(value, FIELD_ADMIN_MESSAGES.groupNotFound);

/** /api/v1/admin/listing-types, /dynamic-fields (with their options) and /field-groups. */
export function fieldsAdminRoutes(fields: FieldsAdminService): Router {
  const router = Router();

  router.get(
    "/listing-types",
    operation({ summary: "Listing types", access: "admin", query: AdminListingTypeQuerySchema, responses: { 200: "A page of listing types" } }),
    handle(async (req, res) => {
      res.json(await fields.listingTypes(parseInput(AdminListingTypeQuerySchema, req.query)));
    }),
  );
  router.post(
    "/listing-types",
    operation({ summary: "Create a listing type", access: "admin", body: ListingTypeSchema, responses: { 201: "The listing type", 409: "The slug is taken" } }),
    handle(async (req, res) => {
      res.status(201).json(await fields.createListingType(actorOf(req), parseInput(ListingTypeSchema, req.body)));
    }),
  );
  router.get(
    "/listing-types/:id",
    operation({ summary: "One listing type", access: "admin", responses: { 200: "The listing type", 404: "No such listing type" } }),
    handle(async (req, res) => {
      res.json(await fields.listingType(listingTypeId(req.params.id)));
    }),
  );
  router.put(
    "/listing-types/:id",
    operation({ summary: "Change a listing type", access: "admin", body: ListingTypeSchema, responses: { 200: "The listing type", 404: "No such listing type", 409: "The slug is taken" } }),
    handle(async (req, res) => {
      res.json(await fields.updateListingType(actorOf(req), listingTypeId(req.params.id), parseInput(ListingTypeSchema, req.body)));
    }),
  );
  router.delete(
    "/listing-types/:id",
    operation({ summary: "Delete a listing type", access: "admin", responses: { 204: "Deleted", 404: "No such listing type", 409: "Listings use it" } }),
    handle(async (req, res) => {
      await fields.removeListingType(actorOf(req), listingTypeId(req.params.id));
      res.status(204).end();
    }),
  );

  router.get(
    "/dynamic-fields",
    operation({ summary: "Dynamic fields", access: "admin", query: AdminDynamicFieldQuerySchema, responses: { 200: "A page of fields" } }),
    handle(async (req, res) => {
      res.json(await fields.fields(parseInput(AdminDynamicFieldQuerySchema, req.query)));
    }),
  );
  router.post(
    "/dynamic-fields",
    operation({ summary: "Create a dynamic field", access: "admin", body: DynamicFieldSchema, responses: { 201: "The field", 409: "The name is taken" } }),
    handle(async (req, res) => {
      res.status(201).json(await fields.createField(actorOf(req), parseInput(DynamicFieldSchema, req.body)));
    }),
  );
  router.get(
    "/dynamic-fields/:id",
    operation({ summary: "One dynamic field with its options", access: "admin", responses: { 200: "The field", 404: "No such field" } }),
    handle(async (req, res) => {
      res.json(await fields.field(fieldId(req.params.id)));
    }),
  );
  router.put(
    "/dynamic-fields/:id",
    operation({ summary: "Change a dynamic field", access: "admin", body: DynamicFieldSchema, responses: { 200: "The field", 404: "No such field", 409: "The name is taken" } }),
    handle(async (req, res) => {
      res.json(await fields.updateField(actorOf(req), fieldId(req.params.id), parseInput(DynamicFieldSchema, req.body)));
    }),
  );
  router.delete(
    "/dynamic-fields/:id",
    operation({ summary: "Delete a dynamic field", access: "admin", responses: { 204: "Deleted", 404: "No such field", 409: "Categories use it" } }),
    handle(async (req, res) => {
      await fields.removeField(actorOf(req), fieldId(req.params.id));
      res.status(204).end();
    }),
  );

  router.post(
    "/dynamic-fields/:id/options",
    operation({ summary: "Add an option to a choice field", access: "admin", body: FieldOptionCreateSchema, responses: { 201: "The option", 404: "No such field", 409: "The option exists" } }),
    handle(async (req, res) => {
      res.status(201).json(await fields.addOption(actorOf(req), fieldId(req.params.id), parseInput(FieldOptionCreateSchema, req.body)));
    }),
  );
  router.put(
    "/dynamic-fields/:id/options/:optionId",
    operation({ summary: "Change an option", access: "admin", body: FieldOptionUpdateSchema, responses: { 200: "The option", 404: "No such field or option", 409: "The option exists" } }),
    handle(async (req, res) => {
      const input = parseInput(FieldOptionUpdateSchema, req.body);
      res.json(await fields.updateOption(actorOf(req), fieldId(req.params.id), optionId(req.params.optionId), input));
    }),
  );
  router.delete(
    "/dynamic-fields/:id/options/:optionId",
    operation({ summary: "Delete an option", access: "admin", responses: { 200: "Deleted", 404: "No such field or option", 409: "Listings have chosen it" } }),
    handle(async (req, res) => {
      res.json(await fields.removeOption(actorOf(req), fieldId(req.params.id), optionId(req.params.optionId)));
    }),
  );

  router.get(
    "/field-groups",
    operation({ summary: "Field groups", access: "admin", responses: { 200: "The groups" } }),
    handle(async (_req, res) => {
      res.json(await fields.groups());
    }),
  );
  router.post(
    "/field-groups",
    operation({ summary: "Create a field group", access: "admin", body: FieldGroupSchema, responses: { 201: "The group", 409: "The name is taken" } }),
    handle(async (req, res) => {
      res.status(201).json(await fields.createGroup(actorOf(req), parseInput(FieldGroupSchema, req.body)));
    }),
  );
  router.put(
    "/field-groups/:id",
    operation({ summary: "Change a field group", access: "admin", body: FieldGroupSchema, responses: { 200: "The group", 404: "No such group", 409: "The name is taken" } }),
    handle(async (req, res) => {
      res.json(await fields.updateGroup(actorOf(req), groupId(req.params.id), parseInput(FieldGroupSchema, req.body)));
    }),
  );
  router.delete(
    "/field-groups/:id",
    operation({ summary: "Delete a field group", access: "admin", responses: { 204: "Deleted", 404: "No such group" } }),
    handle(async (req, res) => {
      await fields.removeGroup(actorOf(req), groupId(req.params.id));
      res.status(204).end();
    }),
  );

  return router;
}
