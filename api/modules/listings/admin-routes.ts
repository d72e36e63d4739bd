import { Router } from "express";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/language.js";
import {
  AdminListingCreateSchema, AdminListingEditSchema, AdminListingQuerySchema, AdminListingStatusSchema, ListingFlagsSchema,
} from "../../schemas/admin-listings.js";
import { actorOf } from "../admin/guard.js";
import type { AdminListingsService } from "./admin-service.js";
import { LISTING_NOT_FOUND } from "./service.js";

/** /api/v1/admin/listings */
export function listingsAdminRoutes(listings: AdminListingsService): Router {
  const router = Router();
  const id = (value: string | undefined) => idParam(value, LISTING_NOT_FOUND);

  router.get(
    "/",
    handle(async (req, res) => {
      res.json(await listings.list(parseInput(AdminListingQuerySchema, req.query)));
    }),
  );

  router.post(
    "/",
    handle(async (req, res) => {
      res.status(201).json(await listings.create(actorOf(req), parseInput(AdminListingCreateSchema, req.body), requestLanguage(req)));
    }),
  );

  router.get(
    "/:id",
    handle(async (req, res) => {
      res.json(await listings.get(id(req.params.id)));
    }),
  );

  router.put(
    "/:id",
    handle(async (req, res) => {
      res.json(await listings.update(actorOf(req), id(req.params.id), parseInput(AdminListingEditSchema, req.body), requestLanguage(req)));
    }),
  );

  router.delete(
    "/:id",
    handle(async (req, res) => {
      await listings.remove(actorOf(req), id(req.params.id));
      res.status(204).end();
    }),
  );

  router.post(
    "/:id/flags",
    handle(async (req, res) => {
      res.json(await listings.setFlags(actorOf(req), id(req.params.id), parseInput(ListingFlagsSchema, req.body)));
    }),
  );

  router.post(
    "/:id/status",
    handle(async (req, res) => {
      const { status } = parseInput(AdminListingStatusSchema, req.body);
      res.json(await listings.setStatus(actorOf(req), id(req.params.id), status, requestLanguage(req)));
    }),
  );

  return router;
}
