import { Router } from "express";
import { operation } from "../../lib/openapi.js";
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
    operation({ summary: "Categories", access: "admin", query: AdminCategoryQuerySchema, responses: { 200: "A page of categories" } }),
    handle(async (req, res) => {
      res.json(await categories.list(parseInput(AdminCategoryQuerySchema, req.query)));
    }),
  );

  router.get(
    "/choices",
    operation({ summary: "Categories to choose a parent from", access: "admin", responses: { 200: "The choices" } }),
    handle(async (_req, res) => {
      res.json(await categories.choices());
    }),
  );

  router.post(
    "/",
    operation({ summary: "Create a category", access: "admin", body: CategorySchema, responses: { 201: "The category", 409: "The slug is taken" } }),
    handle(async (req, res) => {
      res.status(201).json(await categories.create(actorOf(req), parseInput(CategorySchema, req.body)));
    }),
  );

  router.get(
    "/:id",
    operation({ summary: "One category", access: "admin", responses: { 200: "The category", 404: "No such category" } }),
    handle(async (req, res) => {
      res.json(await categories.get(categoryId(req.params.id)));
    }),
  );

  router.put(
    "/:id",
    operation({ summary: "Change a category", access: "admin", body: CategorySchema, responses: { 200: "The category", 404: "No such category", 409: "The slug is taken" } }),
    handle(async (req, res) => {
      res.json(await categories.update(actorOf(req), categoryId(req.params.id), parseInput(CategorySchema, req.body)));
    }),
  );

  // The body names where the listings go ({move_to}); without listings it may be empty.
  router.delete(
    "/:id",
    operation({ summary: "Delete a category, moving its listings", access: "admin", body: CategoryDeleteSchema, responses: { 200: "Deleted", 404: "No such category", 409: "It still has listings or children" } }),
    handle(async (req, res) => {
      res.json(await categories.remove(actorOf(req), categoryId(req.params.id), parseInput(CategoryDeleteSchema, req.body ?? {})));
    }),
  );

  router.get(
    "/:id/layout",
    operation({ summary: "A category's layout of dynamic fields", access: "admin", responses: { 200: "The placements", 404: "No such category" } }),
    handle(async (req, res) => {
      res.json(await categories.layout(categoryId(req.params.id)));
    }),
  );

  router.post(
    "/:id/layout",
    operation({ summary: "Place a dynamic field in a category", access: "admin", body: PlacementCreateSchema, responses: { 201: "The placement", 404: "No such category or field", 409: "Already placed" } }),
    handle(async (req, res) => {
      res.status(201).json(await categories.addPlacement(actorOf(req), categoryId(req.params.id), parseInput(PlacementCreateSchema, req.body)));
    }),
  );

  router.put(
    "/:id/layout/:fieldId",
    operation({ summary: "Change a field's placement", access: "admin", body: PlacementSchema, responses: { 200: "The placement", 404: "No such placement" } }),
    handle(async (req, res) => {
      const fieldId = idParam(req.params.fieldId, CATEGORY_MESSAGES.notPlaced);
      res.json(await categories.updatePlacement(actorOf(req), categoryId(req.params.id), fieldId, parseInput(PlacementSchema, req.body)));
    }),
  );

  router.delete(
    "/:id/layout/:fieldId",
    operation({ summary: "Remove a field from a category", access: "admin", responses: { 204: "Removed", 404: "No such placement" } }),
    handle(async (req, res) => {
      await categories.removePlacement(actorOf(req), categoryId(req.params.id), idParam(req.params.fieldId, CATEGORY_MESSAGES.notPlaced));
      res.status(204).end();
    }),
  );

  return router;
}
