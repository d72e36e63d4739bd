import { type Request, Router } from "express";
import { HelpfulVoteSchema, MyReviewsQuerySchema, ReviewFormSchema, ReviewReportSchema, ReviewsQuerySchema } from "../../schemas/reviews.js";
import { operation } from "../../lib/openapi.js";
import { handle } from "../../lib/errors.js";
import { requireUser, requireVerifiedUser } from "../auth/middleware.js";
import type { ReviewsService } from "./service.js";

/**
 * /reviews: reading is public; writing, voting and reporting need a signed-in user, and each
 * says so in its own words (the service answers visitors with 401).
 */
/** A visitor is left to the service (it answers 401 in its own words); a signed-in user must be verified. */
const signedInVerified = (req: Request) => (req.user ? requireVerifiedUser(req) : undefined);

export function reviewsRoutes(reviews: ReviewsService): Router {
  const router = Router();
  router.post(
    "/",
    operation({ summary: "Write a review of a listing or a place", access: "user", body: ReviewFormSchema, responses: { 201: "The review", 403: "Your own listing, or the e-mail is not verified", 404: "No such listing or place", 409: "Already reviewed", 429: "Too many reviews" } }),
    handle(async (req, res) => {
      res.status(201).json(await reviews.create(req.body, signedInVerified(req)));
    }),
  );
  router.get(
    "/my-reviews",
    operation({ summary: "Reviews I wrote", access: "user", query: MyReviewsQuerySchema, responses: { 200: "A page of reviews" } }),
    handle(async (req, res) => {
      res.json(await reviews.mine(req.query, requireUser(req)));
    }),
  );
  router.get(
    "/listing/:id",
    operation({ summary: "A listing's published reviews", query: ReviewsQuerySchema, responses: { 200: "A page of reviews", 404: "No such listing" } }),
    handle(async (req, res) => {
      res.json(await reviews.forListing(req.params.id, req.query, req.user));
    }),
  );
  router.get(
    "/listing/:id/reader",
    operation({ summary: "My review of a listing, and its reviews I voted helpful", access: "user", responses: { 200: "The reader's part", 404: "No such listing" } }),
    handle(async (req, res) => {
      res.json(await reviews.listingReader(req.params.id, requireUser(req)));
    }),
  );
  router.get(
    "/listing/:id/stats",
    operation({ summary: "A listing's rating figures", responses: { 200: "Average and counts per rating", 404: "No such listing" } }),
    handle(async (req, res) => {
      res.json(await reviews.listingStats(req.params.id));
    }),
  );
  router.get(
    "/place/:id",
    operation({ summary: "A place's published reviews", query: ReviewsQuerySchema, responses: { 200: "A page of reviews", 404: "No such place" } }),
    handle(async (req, res) => {
      res.json(await reviews.forPlace(req.params.id, req.query, req.user));
    }),
  );
  router.get(
    "/place/:id/reader",
    operation({ summary: "My review of a place, and its reviews I voted helpful", access: "user", responses: { 200: "The reader's part", 404: "No such place" } }),
    handle(async (req, res) => {
      res.json(await reviews.placeReader(req.params.id, requireUser(req)));
    }),
  );
  router.get(
    "/place/:id/stats",
    operation({ summary: "A place's rating figures", responses: { 200: "Average and counts per rating", 404: "No such place" } }),
    handle(async (req, res) => {
      res.json(await reviews.placeStats(req.params.id, req.user));
    }),
  );
  router.post(
    "/:id/helpful",
    operation({ summary: "Vote a review helpful (once)", access: "user", body: HelpfulVoteSchema, responses: { 200: "The vote count", 403: "Your own review", 404: "No such review", 409: "Already voted" } }),
    handle(async (req, res) => {
      res.json(await reviews.vote(req.params.id, req.body, req.user));
    }),
  );
  router.post(
    "/:id/report",
    operation({ summary: "Report a review", access: "user", body: ReviewReportSchema, responses: { 201: "Reported", 403: "One's own review, or the e-mail is not verified", 404: "No such review", 409: "Already reported", 429: "Too many reports" } }),
    handle(async (req, res) => {
      res.status(201).json(await reviews.report(req.params.id, req.body, signedInVerified(req)));
    }),
  );
  return router;
}
