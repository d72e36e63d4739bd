import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import { SUBSCRIBER_NOT_FOUND, SubscriberExportQuerySchema, SubscriberQuerySchema } from "../../schemas/admin-newsletter.js";
import { actorOf } from "../admin/guard.js";
import type { NewsletterAdminService } from "./admin-service.js";

/** /api/v1/admin/newsletter */
export function newsletterAdminRoutes(newsletter: NewsletterAdminService): Router {
  const router = Router();

  router.get(
    "/subscribers",
    operation({ summary: "Newsletter subscribers", access: "admin", query: SubscriberQuerySchema, responses: { 200: "A page of subscribers" } }),
    handle(async (req, res) => {
      res.json(await newsletter.list(parseInput(SubscriberQuerySchema, req.query)));
    }),
  );

  // The CSV file itself (a download), or, for a client that accepts JSON only (the BFF's api
  // client), the same text with its file name: { filename, csv }.
  router.get(
    "/subscribers/export",
    operation({ summary: "Subscribers as CSV (or {filename, csv} for a JSON-only client)", access: "admin", query: SubscriberExportQuerySchema, responses: { 200: {"description": "The CSV file", "type": "text/csv"} } }),
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
    operation({ summary: "Remove a subscriber", access: "admin", responses: { 204: "Removed", 404: "No such subscriber" } }),
    handle(async (req, res) => {
      await newsletter.remove(actorOf(req), idParam(req.params.id, SUBSCRIBER_NOT_FOUND));
      res.status(204).end();
    }),
  );

  return router;
}
