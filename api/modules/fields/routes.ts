import { Router } from "express";
import { handle, notFound } from "../../lib/errors.js";
import { parseIdParam } from "../../schemas/listing-query.js";
import type { FieldsService } from "./service.js";

/** Listing types and field definitions, mounted at the API root. */
export function fieldCatalogueRoutes(fields: FieldsService): Router {
  const router = Router();
  router.get(
    "/listing-types",
    handle(async (_req, res) => {
      res.json(await fields.listingTypes());
    }),
  );
  router.get(
    "/fields",
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
    handle(async (req, res) => {
      const id = parseIdParam(req.params.id);
      if (id === null) throw notFound("Category not found");
      res.json(await fields.forCategory(id));
    }),
  );
  return router;
}
