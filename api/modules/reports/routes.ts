import { Router } from "express";
import { ListingReportSchema } from "../../schemas/listing-extras.js";
import { operation } from "../../lib/openapi.js";
import { handle } from "../../lib/errors.js";
import { requireVerifiedUser } from "../auth/middleware.js";
import type { ReportsService } from "./service.js";

/** Mounted under /listings: POST /listings/{id}/report. */
export function reportsRoutes(reports: ReportsService): Router {
  const router = Router();
  router.post(
    "/:id/report",
    operation({ summary: "Report a listing", access: "user", body: ListingReportSchema, responses: { 201: "Reported", 403: "The e-mail is not verified", 404: "No such listing", 409: "Already reported", 429: "Too many reports" } }),
    handle(async (req, res) => {
      const user = requireVerifiedUser(req);
      res.status(201).json(await reports.report(req.params.id, req.body, user.id));
    }),
  );
  return router;
}
