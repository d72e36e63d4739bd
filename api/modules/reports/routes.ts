import { Router } from "express";
import { handle } from "../../lib/errors.js";
import { requireUser } from "../auth/middleware.js";
import type { ReportsService } from "./service.js";

/** Mounted under /listings: POST /listings/{id}/report. */
export function reportsRoutes(reports: ReportsService): Router {
  const router = Router();
  router.post(
    "/:id/report",
    handle(async (req, res) => {
      const user = requireUser(req);
      res.status(201).json(await reports.report(req.params.id, req.body, user.id));
    }),
  );
  return router;
}
