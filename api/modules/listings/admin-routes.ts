import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/language.js";
import {
  AdminListingCreateSchema, AdminListingEditSchema, AdminListingQuerySchema, AdminListingStatusSchema, ListingFlagsSchema,
} from "../../schemas/admin-listings.js";
import { actorOf } from "../admin/guard.js";
import type { ListingsAdminService } from "./admin-service.js";
import { LISTING_NOT_FOUND } from "./service.js";

/** /api/v1/admin/listings */
export function listingsAdminRoutes(listings: ListingsAdminService): Router {
  const router = Router();
  const id = (value: string | undefined) => idParam(value, LISTING_NOT_FOUND);

  router.get(
    "/",
    operation({ summary: "Listings, any status", access: "admin", query: AdminListingQuerySchema, responses: { 200: "A page of listings" } }),
    handle(async (req, res) => {
      res.json(await listings.list(parseInput(AdminListingQuerySchema, req.query)));
    }),
  );

  router.post(
    "/",
    operation({ summary: "Create a listing for a user", access: "admin", body: AdminListingCreateSchema, responses: { 201: "The listing", 404: "No such user or category" } }),
    handle(async (req, res) => {
      res.status(201).json(await listings.create(actorOf(req), parseInput(AdminListingCreateSchema, req.body), requestLanguage(req)));
    }),
  );

  router.get(
    "/:id",
    operation({ summary: "One listing", access: "admin", responses: { 200: "The listing", 404: "No such listing" } }),
    handle(async (req, res) => {
      res.json(await listings.get(id(req.params.id)));
    }),
  );

  router.put(
    "/:id",
    operation({ summary: "Change a listing", access: "admin", body: AdminListingEditSchema, responses: { 200: "The listing", 404: "No such listing" } }),
    handle(async (req, res) => {
      res.json(await listings.update(actorOf(req), id(req.params.id), parseInput(AdminListingEditSchema, req.body), requestLanguage(req)));
    }),
  );

  router.delete(
    "/:id",
    operation({ summary: "Delete a listing", access: "admin", responses: { 204: "Deleted", 404: "No such listing" } }),
    handle(async (req, res) => {
      await listings.remove(actorOf(req), id(req.params.id));
      res.status(204).end();
    }),
  );

  router.post(
    "/:id/flags",
    operation({ summary: "Feature or mark a listing urgent", access: "admin", body: ListingFlagsSchema, responses: { 200: "The listing", 404: "No such listing" } }),
    handle(async (req, res) => {
      res.json(await listings.setFlags(actorOf(req), id(req.params.id), parseInput(ListingFlagsSchema, req.body)));
    }),
  );

  router.post(
    "/:id/status",
    operation({ summary: "Set a listing's status", access: "admin", body: AdminListingStatusSchema, responses: { 200: "The listing", 404: "No such listing", 409: "The listing already has that status" } }),
    handle(async (req, res) => {
      const { status } = parseInput(AdminListingStatusSchema, req.body);
      res.json(await listings.setStatus(actorOf(req), id(req.params.id), status, requestLanguage(req)));
    }),
  );

  return router;
}
