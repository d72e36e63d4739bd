import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle, idParam } from "../../lib/errors.js";
import { SAVED_SEARCH_MESSAGES as M, SavedSearchCreateSchema, SavedSearchUpdateSchema, UnsubscribeSchema } from "../../schemas/saved-searches.js";
import { requireUser } from "../auth/middleware.js";
import type { AlertsService } from "./service.js";

/** /saved-searches: a user's saved searches and their alerts, and the alert e-mails' unsubscribe link. */
export function alertsRoutes(alerts: AlertsService): Router {
  const router = Router();
  router.get(
    "/",
    operation({ summary: "My saved searches, with how many listings match each now", access: "user", responses: { 200: "The saved searches" } }),
    handle(async (req, res) => {
      res.json(await alerts.list(requireUser(req).id));
    }),
  );
  router.post(
    "/",
    operation({
      summary: "Save a search (a results page's query string) with its alerts", access: "user", body: SavedSearchCreateSchema,
      responses: { 201: "Saved", 409: "Too many saved searches" },
    }),
    handle(async (req, res) => {
      res.status(201).json(await alerts.create(requireUser(req).id, req.body));
    }),
  );
  // Before /:id. The one-click link of RFC 8058: mail clients POST to the List-Unsubscribe URL
  // (token in the query); the site's page posts the token in the body. Works signed out.
  router.post(
    "/unsubscribe",
    operation({
      summary: "Stop a saved search's alerts from an e-mail's link", body: UnsubscribeSchema,
      responses: { 200: "Alerts paused", 404: "Link not valid" },
    }),
    handle(async (req, res) => {
      const token = typeof req.query.token === "string" ? req.query.token : (req.body as { token?: unknown } | undefined)?.token;
      res.json(await alerts.unsubscribe({ token }));
    }),
  );
  router.patch(
    "/:id",
    operation({ summary: "Rename a saved search, change its alerts or pause them", access: "user", body: SavedSearchUpdateSchema, responses: { 200: "Updated", 404: "No such saved search" } }),
    handle(async (req, res) => {
      res.json(await alerts.update(requireUser(req).id, idParam(req.params.id, M.notFound), req.body));
    }),
  );
  router.delete(
    "/:id",
    operation({ summary: "Delete a saved search", access: "user", responses: { 204: "Deleted", 404: "No such saved search" } }),
    handle(async (req, res) => {
      await alerts.remove(requireUser(req).id, idParam(req.params.id, M.notFound));
      res.status(204).end();
    }),
  );
  return router;
}
