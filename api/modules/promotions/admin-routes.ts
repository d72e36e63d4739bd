import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import { PLAN_NOT_FOUND, PromotionPlanQuerySchema, PromotionPlanSchema } from "../../schemas/admin-pricing.js";
import { actorOf } from "../admin/guard.js";
import type { PromotionPlansAdminService } from "./admin-service.js";

/** /api/v1/admin/promotion-plans */
export function promotionPlansAdminRoutes(plans: PromotionPlansAdminService): Router {
  const router = Router();

  router.get(
    "/",
    operation({ summary: "Promotion plans", access: "admin", query: PromotionPlanQuerySchema, responses: { 200: "A page of plans" } }),
    handle(async (req, res) => {
      res.json(await plans.list(parseInput(PromotionPlanQuerySchema, req.query)));
    }),
  );

  router.post(
    "/",
    operation({ summary: "Create a promotion plan", access: "admin", body: PromotionPlanSchema, responses: { 201: "The plan", 409: "The name is taken" } }),
    handle(async (req, res) => {
      res.status(201).json(await plans.create(actorOf(req), parseInput(PromotionPlanSchema, req.body)));
    }),
  );

  router.get(
    "/:id",
    operation({ summary: "One promotion plan", access: "admin", responses: { 200: "The plan", 404: "No such plan" } }),
    handle(async (req, res) => {
      res.json(await plans.get(idParam(req.params.id, PLAN_NOT_FOUND)));
    }),
  );

  router.put(
    "/:id",
    operation({ summary: "Change a promotion plan", access: "admin", body: PromotionPlanSchema, responses: { 200: "The plan", 404: "No such plan", 409: "The name is taken" } }),
    handle(async (req, res) => {
      const id = idParam(req.params.id, PLAN_NOT_FOUND);
      res.json(await plans.update(actorOf(req), id, parseInput(PromotionPlanSchema, req.body)));
    }),
  );

  router.delete(
    "/:id",
    operation({ summary: "Delete a promotion plan", access: "admin", responses: { 204: "Deleted", 404: "No such plan", 409: "Orders use it" } }),
    handle(async (req, res) => {
      await plans.remove(actorOf(req), idParam(req.params.id, PLAN_NOT_FOUND));
      res.status(204).end();
    }),
  );

  return router;
}
