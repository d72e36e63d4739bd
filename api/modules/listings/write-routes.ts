import { Router } from "express";
import { handle } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/language.js";
import { requireUser } from "../auth/middleware.js";
import type { ListingsWriteService } from "./write-service.js";

/** Mounted under /listings before the read routes, so /mine is not taken for a slug. */
export function listingsWriteRoutes(writer: ListingsWriteService): Router {
  const router = Router();
  router.get(
    "/mine",
    handle(async (req, res) => {
      res.json(await writer.mine(req.query, requireUser(req)));
    }),
  );
  router.post(
    "/",
    handle(async (req, res) => {
      res.status(201).json(await writer.create(req.body, requireUser(req), requestLanguage(req)));
    }),
  );
  router.patch(
    "/:id",
    handle(async (req, res) => {
      res.json(await writer.update(req.params.id, req.body, requireUser(req), requestLanguage(req)));
    }),
  );
  router.post(
    "/:id/publish",
    handle(async (req, res) => {
      res.json(await writer.publish(req.params.id, requireUser(req), requestLanguage(req)));
    }),
  );
  router.post(
    "/:id/status",
    handle(async (req, res) => {
      res.json(await writer.setStatus(req.params.id, req.body, requireUser(req)));
    }),
  );
  router.post(
    "/:id/renew",
    handle(async (req, res) => {
      res.json(await writer.renew(req.params.id, requireUser(req)));
    }),
  );
  router.delete(
    "/:id",
    handle(async (req, res) => {
      await writer.remove(req.params.id, requireUser(req));
      res.status(204).end();
    }),
  );
  return router;
}
