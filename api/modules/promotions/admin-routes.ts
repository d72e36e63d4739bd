import { Router } from "express";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import { PLAN_NOT_FOUND, PromotionPlanQuerySchema, PromotionPlanSchema } from "../../schemas/admin-pricing.js";
import { actorOf } from "../admin/guard.js";
import type { PromotionPlansAdmin } from "./admin-service.js";

/** /api/v1/admin/promotion-plans */
export function promotionPlansAdminRoutes(plans: PromotionPlansAdmin): Router {
  const router = Router();

  router.get(
    "/",
    handle(async (req, res) => {
      res.json(await plans.list(parseInput(PromotionPlanQuerySchema, req.query)));
    }),
  );

  router.post(
    "/",
    handle(async (req, res) => {
      res.status(201).json(await plans.create(actorOf(req), parseInput(PromotionPlanSchema, req.body)));
    }),
  );

  router.get(
    "/:id",
    handle(async (req, res) => {
      res.json(await plans.get(idParam(req.params.id, PLAN_NOT_FOUND)));
    }),
  );

  router.put(
    "/:id",
    handle(async (req, res) => {
      const id = idParam(req.params.id, PLAN_NOT_FOUND);
      res.json(await plans.update(actorOf(req), id, parseInput(PromotionPlanSchema, req.body)));
    }),
  );

  router.delete(
    "/:id",
    handle(async (req, res) => {
      await plans.remove(actorOf(req), idParam(req.params.id, PLAN_NOT_FOUND));
      res.status(204).end();
    }),
  );

  return router;
}
