import { Router } from "express";
import { ListingStatusSchema, RenewLinkSchema } from "../../schemas/dashboard.js";
import { ListingDraftSchema, ListingUpdateSchema, MyListingsQuerySchema } from "../../schemas/listing-write.js";
import { operation } from "../../lib/openapi.js";
import { handle } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/language.js";
import { requireUser, requireVerifiedUser } from "../auth/middleware.js";
import type { ListingsWriteService } from "./write-service.js";

/** Mounted under /listings before the read routes, so /mine is not taken for a slug. */
export function listingsWriteRoutes(writer: ListingsWriteService): Router {
  const router = Router();
  router.get(
    "/mine",
    operation({ summary: "My listings", access: "user", query: MyListingsQuerySchema, responses: { 200: "A page of listings, any status" } }),
    handle(async (req, res) => {
      res.json(await writer.mine(req.query, requireUser(req)));
    }),
  );
  router.post(
    "/",
    operation({ summary: "Create a draft listing", access: "user", body: ListingDraftSchema, responses: { 201: "The draft", 404: "No such category", 429: "Too many new listings" } }),
    handle(async (req, res) => {
      res.status(201).json(await writer.create(req.body, requireUser(req), requestLanguage(req)));
    }),
  );
  router.post(
    "/renew-by-link",
    operation({
      summary: "Renew a listing from its expiry reminder's link (signed out)", body: RenewLinkSchema,
      responses: { 200: "Renewed: its title, address and new end", 404: "Link not valid (used, or the listing changed)", 422: "Neither expired nor ending soon" },
    }),
    handle(async (req, res) => {
      res.json(await writer.renewByLink(req.body));
    }),
  );
  router.patch(
    "/:id",
    operation({ summary: "Change a listing of mine", access: "user", body: ListingUpdateSchema, responses: { 200: "The listing", 403: "Not your listing", 404: "No such listing" } }),
    handle(async (req, res) => {
      res.json(await writer.update(req.params.id, req.body, requireUser(req), requestLanguage(req)));
    }),
  );
  router.post(
    "/:id/publish",
    operation({ summary: "Publish a draft", access: "user", responses: { 200: "The listing", 403: "Not your listing, or the e-mail is not verified", 404: "No such listing", 422: "Incomplete (what is missing), or not a draft" } }),
    handle(async (req, res) => {
      res.json(await writer.publish(req.params.id, requireVerifiedUser(req), requestLanguage(req)));
    }),
  );
  router.post(
    "/:id/status",
    operation({ summary: "Mark a listing sold, reserved or available", access: "user", body: ListingStatusSchema, responses: { 200: "The listing", 403: "Not your listing", 404: "No such listing", 422: "Not allowed from its status" } }),
    handle(async (req, res) => {
      res.json(await writer.setStatus(req.params.id, req.body, requireUser(req)));
    }),
  );
  router.post(
    "/:id/renew",
    operation({ summary: "Renew an expired listing", access: "user", responses: { 200: "The listing", 403: "Not your listing", 404: "No such listing", 422: "Neither expired nor ending soon" } }),
    handle(async (req, res) => {
      res.json(await writer.renew(req.params.id, requireUser(req)));
    }),
  );
  router.delete(
    "/:id",
    operation({ summary: "Delete a listing of mine", access: "user", responses: { 204: "Deleted", 403: "Not your listing", 404: "No such listing" } }),
    handle(async (req, res) => {
      await writer.remove(req.params.id, requireUser(req));
      res.status(204).end();
    }),
  );
  return router;
}
