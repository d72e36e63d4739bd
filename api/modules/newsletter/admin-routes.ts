import { Router } from "express";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import { SUBSCRIBER_NOT_FOUND, SubscriberExportQuerySchema, SubscriberQuerySchema } from "../../schemas/admin-newsletter.js";
import { actorOf } from "../admin/guard.js";
import type { NewsletterAdmin } from "./admin-service.js";

/** /api/v1/admin/newsletter */
export function newsletterAdminRoutes(newsletter: NewsletterAdmin): Router {
  const router = Router();

  router.get(
    "/subscribers",
    handle(async (req, res) => {
      res.json(await newsletter.list(parseInput(SubscriberQuerySchema, req.query)));
    }),
  );

  // The CSV file itself (a download), or, for a client that accepts JSON only (the BFF's api
  // client), the same text with its file name: { filename, csv }.
  router.get(
    "/subscribers/export",
    handle(async (req, res) => {
      const file = await newsletter.export(parseInput(SubscriberExportQuerySchema, req.query));
      res.set("Cache-Control", "no-store");
      if (req.accepts(["text/csv", "application/json"]) === "application/json") {
        res.json(file);
        return;
      }
      res
        .type("text/csv; charset=utf-8")
        .attachment(file.filename)
        .send(file.csv);
    }),
  );

  router.delete(
    "/subscribers/:id",
    handle(async (req, res) => {
      await newsletter.remove(actorOf(req), idParam(req.params.id, SUBSCRIBER_NOT_FOUND));
      res.status(204).end();
    }),
  );

  return router;
}
