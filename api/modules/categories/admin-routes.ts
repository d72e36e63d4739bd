import { Router } from "express";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import { AdminCategoryQuerySchema, CategoryDeleteSchema, CategorySchema, PlacementCreateSchema, PlacementSchema } from "../../schemas/admin-catalogue.js";
import { actorOf } from "../admin/guard.js";
import { CATEGORY_MESSAGES, type CategoriesAdminService } from "./admin-service.js";

const categoryId = (value: string | undefined) => idParam(value, CATEGORY_MESSAGES.notFound);

/** /api/v1/admin/categories: the tree and each category's layout of dynamic fields. */
export function categoriesAdminRoutes(categories: CategoriesAdminService): Router {
  const router = Router();

  router.get(
    "/",
    handle(async (req, res) => {
      res.json(await categories.list(parseInput(AdminCategoryQuerySchema, req.query)));
    }),
  );

  router.get(
    "/choices",
    handle(async (_req, res) => {
      res.json(await categories.choices());
    }),
  );

  router.post(
    "/",
    handle(async (req, res) => {
      res.status(201).json(await categories.create(actorOf(req), parseInput(CategorySchema, req.body)));
    }),
  );

  router.get(
    "/:id",
    handle(async (req, res) => {
      res.json(await categories.get(categoryId(req.params.id)));
    }),
  );

  router.put(
    "/:id",
    handle(async (req, res) => {
      res.json(await categories.update(actorOf(req), categoryId(req.params.id), parseInput(CategorySchema, req.body)));
    }),
  );

  // The body names where the listings go ({move_to}); without listings it may be empty.
  router.delete(
    "/:id",
    handle(async (req, res) => {
      res.json(await categories.remove(actorOf(req), categoryId(req.params.id), parseInput(CategoryDeleteSchema, req.body ?? {})));
    }),
  );

  router.get(
    "/:id/layout",
    handle(async (req, res) => {
      res.json(await categories.layout(categoryId(req.params.id)));
    }),
  );

  router.post(
    "/:id/layout",
    handle(async (req, res) => {
      res.status(201).json(await categories.addPlacement(actorOf(req), categoryId(req.params.id), parseInput(PlacementCreateSchema, req.body)));
    }),
  );

  router.put(
    "/:id/layout/:fieldId",
    handle(async (req, res) => {
      const fieldId = idParam(req.params.fieldId, CATEGORY_MESSAGES.notPlaced);
      res.json(await categories.updatePlacement(actorOf(req), categoryId(req.params.id), fieldId, parseInput(PlacementSchema, req.body)));
    }),
  );

  router.delete(
    "/:id/layout/:fieldId",
    handle(async (req, res) => {
      await categories.removePlacement(actorOf(req), categoryId(req.params.id), idParam(req.params.fieldId, CATEGORY_MESSAGES.notPlaced));
      res.status(204).end();
    }),
  );

  return router;
}
