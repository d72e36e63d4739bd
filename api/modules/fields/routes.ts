import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle, notFound } from "../../lib/errors.js";
import { parseIdParam } from "../../schemas/listing-query.js";
import type { FieldsService } from "./service.js";

/** Listing types and field definitions, mounted at the API root. */
export function fieldCatalogueRoutes(fields: FieldsService): Router {
  const router = Router();
  router.get(
    "/listing-types",
    operation({ summary: "Listing types (sale, rent, wanted...)", responses: { 200: "The listing types" } }),
    handle(async (_req, res) => {
      res.json(await fields.listingTypes());
    }),
  );
  router.get(
    "/fields",
    operation({ summary: "Every dynamic field definition", responses: { 200: "The fields" } }),
    handle(async (_req, res) => {
      res.json(await fields.all());
    }),
  );
  return router;
}

/** Mounted under /categories next to the category routes. */
export function fieldsRoutes(fields: FieldsService): Router {
  const router = Router();
  router.get(
    "/:id/fields",
    operation({ summary: "A category's dynamic fields, in its layout", responses: { 200: "The fields", 404: "No such category" } }),
    handle(async (req, res) => {
      const id = parseIdParam(req.params.id);
      if (id === null) throw notFound("Category not found");
      res.json(await fields.forCategory(id));
    }),
  );
  return router;
}
