import { Router } from "express";
import { AdminReviewQuerySchema, ChatReportQuerySchema, ChatReportResolveSchema, DismissSchema, FeatureSchema } from "../../schemas/admin-moderation.js";
import { AdminListQuerySchema, ModerationReasonSchema } from "../../schemas/admin.js";
import { operation } from "../../lib/openapi.js";
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

  router.get("/moderation/summary", operation({ summary: "What waits in each moderation queue", access: "admin", responses: { 200: "Counts" } }), handle(async (_req, res) => void res.json(await moderation.summary())));
  router.get(
    "/moderation/queue/:queue",
    operation({ summary: "A moderation queue", access: "admin", query: AdminListQuerySchema, responses: { 200: "A page of items", 404: "Unknown queue" } }),
    handle(async (req, res) => {
      const queue = req.params.queue!;
      if (!isQueue(queue)) throw new AppError(404, "Unknown moderation queue");
      res.json(await moderation.queue(queue, req.query));
    }),
  );
  router.get("/moderation/listings/:id", operation({ summary: "A listing with its reports", access: "admin", responses: { 200: "The listing", 404: "No such listing" } }), handle(async (req, res) => void res.json(await moderation.listing(listing(req.params.id)))));
  router.post(
    "/moderation/listings/:id/hide",
    operation({ summary: "Hide a reported listing", access: "admin", body: ModerationReasonSchema, responses: { 204: "Hidden", 404: "No such listing", 409: "The listing is not on the site" } }),
    handle(async (req, res) => {
      await moderation.hideListing(actorOf(req), listing(req.params.id), req.body);
      res.status(204).end();
    }),
  );
  router.delete(
    "/moderation/listings/:id",
    operation({ summary: "Delete a reported listing", access: "admin", body: ModerationReasonSchema, responses: { 204: "Deleted", 404: "No such listing" } }),
    handle(async (req, res) => {
      await moderation.deleteListing(actorOf(req), listing(req.params.id), req.body);
      res.status(204).end();
    }),
  );
  router.post(
    "/moderation/listing-reports/:id/dismiss",
    operation({ summary: "Dismiss a listing report", access: "admin", body: DismissSchema, responses: { 204: "Dismissed", 404: "No such report", 409: "The report is already resolved" } }),
    handle(async (req, res) => {
      await moderation.dismissListingReport(actorOf(req), report(req.params.id), req.body);
      res.status(204).end();
    }),
  );
  router.post(
    "/moderation/review-reports/:id/dismiss",
    operation({ summary: "Dismiss a review report", access: "admin", body: DismissSchema, responses: { 204: "Dismissed", 404: "No such report", 409: "The report is already resolved" } }),
    handle(async (req, res) => {
      await moderation.dismissReviewReport(actorOf(req), report(req.params.id), req.body);
      res.status(204).end();
    }),
  );
  router.post(
    "/moderation/places/:id/approve",
    operation({ summary: "Approve a submitted place", access: "admin", responses: { 204: "Approved", 404: "No such place" } }),
    handle(async (req, res) => {
      await moderation.approvePlace(actorOf(req), place(req.params.id));
      res.status(204).end();
    }),
  );
  router.post(
    "/moderation/places/:id/reject",
    operation({ summary: "Reject a submitted place", access: "admin", body: ModerationReasonSchema, responses: { 204: "Rejected", 404: "No such place" } }),
    handle(async (req, res) => {
      await moderation.rejectPlace(actorOf(req), place(req.params.id), req.body);
      res.status(204).end();
    }),
  );
  router.delete(
    "/moderation/places/:id",
    operation({ summary: "Delete a place", access: "admin", body: ModerationReasonSchema, responses: { 204: "Deleted", 404: "No such place" } }),
    handle(async (req, res) => {
      await moderation.deletePlace(actorOf(req), place(req.params.id), req.body);
      res.status(204).end();
    }),
  );

  router.get("/reviews", operation({ summary: "Reviews by moderation state", access: "admin", query: AdminReviewQuerySchema, responses: { 200: "A page of reviews" } }), handle(async (req, res) => void res.json(await moderation.reviews(req.query))));
  router.post("/reviews/:id/publish", operation({ summary: "Publish a review", access: "admin", responses: { 200: "The review", 404: "No such review" } }), handle(async (req, res) => void res.json(await moderation.publishReview(actorOf(req), review(req.params.id)))));
  router.post("/reviews/:id/hide", operation({ summary: "Hide a review", access: "admin", body: ModerationReasonSchema, responses: { 200: "The review", 404: "No such review" } }), handle(async (req, res) => void res.json(await moderation.hideReview(actorOf(req), review(req.params.id), req.body))));
  router.post("/reviews/:id/feature", operation({ summary: "Feature a review", access: "admin", body: FeatureSchema, responses: { 200: "The review", 404: "No such review" } }), handle(async (req, res) => void res.json(await moderation.featureReview(actorOf(req), review(req.params.id), req.body))));
  router.delete(
    "/reviews/:id",
    operation({ summary: "Delete a review", access: "admin", body: ModerationReasonSchema, responses: { 204: "Deleted", 404: "No such review" } }),
    handle(async (req, res) => {
      await moderation.deleteReview(actorOf(req), review(req.params.id), req.body);
      res.status(204).end();
    }),
  );

  router.get("/chat", operation({ summary: "Reported conversations", access: "admin", query: ChatReportQuerySchema, responses: { 200: "A page of reports" } }), handle(async (req, res) => void res.json(await moderation.chatReports(req.query))));
  router.get("/chat/reports/:id", operation({ summary: "A reported conversation with its messages", access: "admin", responses: { 200: "The report", 404: "No such report" } }), handle(async (req, res) => void res.json(await moderation.chatReport(report(req.params.id)))));
  router.post(
    "/chat/reports/:id/resolve",
    operation({ summary: "Resolve a conversation report", access: "admin", body: ChatReportResolveSchema, responses: { 204: "Resolved", 404: "No such report" } }),
    handle(async (req, res) => {
      await moderation.resolveChatReport(actorOf(req), report(req.params.id), req.body);
      res.status(204).end();
    }),
  );

  return router;
}
