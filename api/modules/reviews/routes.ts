import { Router } from "express";
import { handle } from "../../lib/errors.js";
import type { ReviewsService } from "./service.js";

/** /reviews: reading reviews is public (SPEC §6). */
export function reviewsRoutes(reviews: ReviewsService): Router {
  const router = Router();
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
  return router;
}
