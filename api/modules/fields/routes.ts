import { Router } from "express";
import { handle, notFound } from "../../lib/errors.js";
import { parseIdParam } from "../../schemas/listing-query.js";
import type { FieldsService } from "./service.js";

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
