import { Router } from "express";
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
    handle(async (req, res) => {
      res.json(await fields.listingTypes(parseInput(AdminListingTypeQuerySchema, req.query)));
    }),
  );
  router.post(
    "/listing-types",
    handle(async (req, res) => {
      res.status(201).json(await fields.createListingType(actorOf(req), parseInput(ListingTypeSchema, req.body)));
    }),
  );
  router.get(
    "/listing-types/:id",
    handle(async (req, res) => {
      res.json(await fields.listingType(listingTypeId(req.params.id)));
    }),
  );
  router.put(
    "/listing-types/:id",
    handle(async (req, res) => {
      res.json(await fields.updateListingType(actorOf(req), listingTypeId(req.params.id), parseInput(ListingTypeSchema, req.body)));
    }),
  );
  router.delete(
    "/listing-types/:id",
    handle(async (req, res) => {
      await fields.removeListingType(actorOf(req), listingTypeId(req.params.id));
      res.status(204).end();
    }),
  );

  router.get(
    "/dynamic-fields",
    handle(async (req, res) => {
      res.json(await fields.fields(parseInput(AdminDynamicFieldQuerySchema, req.query)));
    }),
  );
  router.post(
    "/dynamic-fields",
    handle(async (req, res) => {
      res.status(201).json(await fields.createField(actorOf(req), parseInput(DynamicFieldSchema, req.body)));
    }),
  );
  router.get(
    "/dynamic-fields/:id",
    handle(async (req, res) => {
      res.json(await fields.field(fieldId(req.params.id)));
    }),
  );
  router.put(
    "/dynamic-fields/:id",
    handle(async (req, res) => {
      res.json(await fields.updateField(actorOf(req), fieldId(req.params.id), parseInput(DynamicFieldSchema, req.body)));
    }),
  );
  router.delete(
    "/dynamic-fields/:id",
    handle(async (req, res) => {
      await fields.removeField(actorOf(req), fieldId(req.params.id));
      res.status(204).end();
    }),
  );

  router.post(
    "/dynamic-fields/:id/options",
    handle(async (req, res) => {
      res.status(201).json(await fields.addOption(actorOf(req), fieldId(req.params.id), parseInput(FieldOptionCreateSchema, req.body)));
    }),
  );
  router.put(
    "/dynamic-fields/:id/options/:optionId",
    handle(async (req, res) => {
      const input = parseInput(FieldOptionUpdateSchema, req.body);
      res.json(await fields.updateOption(actorOf(req), fieldId(req.params.id), optionId(req.params.optionId), input));
    }),
  );
  router.delete(
    "/dynamic-fields/:id/options/:optionId",
    handle(async (req, res) => {
      res.json(await fields.removeOption(actorOf(req), fieldId(req.params.id), optionId(req.params.optionId)));
    }),
  );

  router.get(
    "/field-groups",
    handle(async (_req, res) => {
      res.json(await fields.groups());
    }),
  );
  router.post(
    "/field-groups",
    handle(async (req, res) => {
      res.status(201).json(await fields.createGroup(actorOf(req), parseInput(FieldGroupSchema, req.body)));
    }),
  );
  router.put(
    "/field-groups/:id",
    handle(async (req, res) => {
      res.json(await fields.updateGroup(actorOf(req), groupId(req.params.id), parseInput(FieldGroupSchema, req.body)));
    }),
  );
  router.delete(
    "/field-groups/:id",
    handle(async (req, res) => {
      await fields.removeGroup(actorOf(req), groupId(req.params.id));
      res.status(204).end();
    }),
  );

  return router;
}
