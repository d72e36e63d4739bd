import { Router } from "express";
import { handle } from "../../lib/errors.js";
import { requireUser } from "../auth/middleware.js";
import type { ReviewsService } from "./service.js";

/**
 * /reviews: reading is public; writing, voting and reporting need a signed-in user, and each
 * says so in its own words (the service answers visitors with 401).
 */
export function reviewsRoutes(reviews: ReviewsService): Router {
  const router = Router();
  router.post(
    "/",
    handle(async (req, res) => {
      res.status(201).json(await reviews.create(req.body, req.user));
    }),
  );
  router.get(
    "/my-reviews",
    handle(async (req, res) => {
      res.json(await reviews.mine(req.query, requireUser(req)));
    }),
  );
  router.get(
    "/listing/:id",
    handle(async (req, res) => {
      res.json(await reviews.forListing(req.params.id, req.query, req.user));
    }),
  );
  router.get(
    "/listing/:id/stats",
    handle(async (req, res) => {
      res.json(await reviews.listingStats(req.params.id));
    }),
  );
  router.get(
    "/place/:id",
    handle(async (req, res) => {
      res.json(await reviews.forPlace(req.params.id, req.query, req.user));
    }),
  );
  router.get(
    "/place/:id/stats",
    handle(async (req, res) => {
      res.json(await reviews.placeStats(req.params.id, req.user));
    }),
  );
  router.post(
    "/:id/helpful",
    handle(async (req, res) => {
      res.json(await reviews.vote(req.params.id, req.body, req.user));
    }),
  );
  router.post(
    "/:id/report",
    handle(async (req, res) => {
      res.status(201).json(await reviews.report(req.params.id, req.body, req.user));
    }),
  );
  return router;
}
