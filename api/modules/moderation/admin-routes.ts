import { Router } from "express";
import { AppError, handle, idParam } from "../../lib/errors.js";
import { MODERATION_QUEUES, type ModerationQueue } from "../../schemas/admin-moderation.js";
import { actorOf } from "../admin/guard.js";
import type { ModerationService } from "./service.js";

const isQueue = (value: string): value is ModerationQueue => (MODERATION_QUEUES as readonly string[]).includes(value);

/** /api/v1/admin/moderation, /admin/reviews and /admin/chat: the moderators' side. */
export function moderationAdminRoutes(moderation: ModerationService): Router {
  const router = Router();
  const listing = (value: string | undefined) => idParam(value, "Listing not found");
  const review = (value: string | undefined) => idParam(value, "Review not found");
  const report = (value: string | undefined) => idParam(value, "Report not found");
  const place = (value: string | undefined) => idParam(value, "Place not found");

  router.get("/moderation/summary", handle(async (_req, res) => void res.json(await moderation.summary())));
  router.get(
    "/moderation/queue/:queue",
    handle(async (req, res) => {
      const queue = req.params.queue!;
      if (!isQueue(queue)) throw new AppError(404, "Unknown moderation queue");
      res.json(await moderation.queue(queue, req.query));
    }),
  );
  router.get("/moderation/listings/:id", handle(async (req, res) => void res.json(await moderation.listing(listing(req.params.id)))));
  router.post(
    "/moderation/listings/:id/hide",
    handle(async (req, res) => {
      await moderation.hideListing(actorOf(req), listing(req.params.id), req.body);
      res.status(204).end();
    }),
  );
  router.delete(
    "/moderation/listings/:id",
    handle(async (req, res) => {
      await moderation.deleteListing(actorOf(req), listing(req.params.id), req.body);
      res.status(204).end();
    }),
  );
  router.post(
    "/moderation/listing-reports/:id/dismiss",
    handle(async (req, res) => {
      await moderation.dismissListingReport(actorOf(req), report(req.params.id), req.body);
      res.status(204).end();
    }),
  );
  router.post(
    "/moderation/review-reports/:id/dismiss",
    handle(async (req, res) => {
      await moderation.dismissReviewReport(actorOf(req), report(req.params.id), req.body);
      res.status(204).end();
    }),
  );
  router.post(
    "/moderation/places/:id/approve",
    handle(async (req, res) => {
      await moderation.approvePlace(actorOf(req), place(req.params.id));
      res.status(204).end();
    }),
  );
  router.post(
    "/moderation/places/:id/reject",
    handle(async (req, res) => {
      await moderation.rejectPlace(actorOf(req), place(req.params.id), req.body);
      res.status(204).end();
    }),
  );
  router.delete(
    "/moderation/places/:id",
    handle(async (req, res) => {
      await moderation.deletePlace(actorOf(req), place(req.params.id), req.body);
      res.status(204).end();
    }),
  );

  router.get("/reviews", handle(async (req, res) => void res.json(await moderation.reviews(req.query))));
  router.post("/reviews/:id/publish", handle(async (req, res) => void res.json(await moderation.publishReview(actorOf(req), review(req.params.id)))));
  router.post("/reviews/:id/hide", handle(async (req, res) => void res.json(await moderation.hideReview(actorOf(req), review(req.params.id), req.body))));
  router.post("/reviews/:id/feature", handle(async (req, res) => void res.json(await moderation.featureReview(actorOf(req), review(req.params.id), req.body))));
  router.delete(
    "/reviews/:id",
    handle(async (req, res) => {
      await moderation.deleteReview(actorOf(req), review(req.params.id), req.body);
      res.status(204).end();
    }),
  );

  router.get("/chat", handle(async (req, res) => void res.json(await moderation.chatReports(req.query))));
  router.get("/chat/reports/:id", handle(async (req, res) => void res.json(await moderation.chatReport(report(req.params.id)))));
  router.post(
    "/chat/reports/:id/resolve",
    handle(async (req, res) => {
      await moderation.resolveChatReport(actorOf(req), report(req.params.id), req.body);
      res.status(204).end();
    }),
  );

  return router;
}
