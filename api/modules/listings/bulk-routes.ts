import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import multer from "multer";
import { AppError, handle, parseInput } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/language.js";
import { BULK_MAX_BYTES, BULK_MESSAGES, BulkQuerySchema } from "../../schemas/bulk-listings.js";
import { requireUser, requireVerifiedUser } from "../auth/middleware.js";
import type { BulkImport } from "./bulk-import.js";

/** The CSV arrives as the multipart field "file", held in memory (10 MB at most). */
const fileUpload = multer({ storage: multer.memoryStorage(), limits: { fileSize: BULK_MAX_BYTES, files: 1, fields: 5 } }).single("file");

/** /listings/bulk: the template of a category, and the dry run or import of a file. */
export function bulkListingsRoutes(bulk: BulkImport): Router {
  const router = Router();
  router.get(
    "/template",
    operation({ summary: "The CSV template of a category", access: "user", query: BulkQuerySchema, responses: { 200: "The file name and CSV text", 403: "Bulk listing is for business accounts", 404: "No such category" } }),
    handle(async (req, res) => {
      const { category_id } = parseInput(BulkQuerySchema.pick({ category_id: true }), req.query);
      // As the back-office's exports: the file and its name, for the pages to hand over.
      res.json({ filename: `listings-${category_id}.csv`, csv: await bulk.template(requireUser(req), category_id) });
    }),
  );
  router.post(
    "/",
    operation({ summary: "Check (dry run) or import a CSV of listings", access: "user", body: "multipart", responses: { 200: "Rows accepted and refused", 403: "Bulk listing is for business accounts, or publishing with an unverified e-mail", 404: "No such category", 413: "The file is too large" } }),
    // Who may import is settled before the body is read.
    (req, _res, next) => {
      requireUser(req);
      next();
    },
    (req, res, next) =>
      fileUpload(req, res, (error?: unknown) => {
        if (!error) return next();
        if (error instanceof multer.MulterError && error.code === "LIMIT_FILE_SIZE") return next(new AppError(413, BULK_MESSAGES.tooLarge));
        next(new AppError(400, "Malformed upload"));
      }),
    handle(async (req, res) => {
      const query = parseInput(BulkQuerySchema, { ...req.query, ...(req.body as object) });
      // Checking a file or importing drafts publishes nothing: only publishing needs the verified address.
      const seller = query.mode === "publish" && !query.dry_run ? requireVerifiedUser(req) : requireUser(req);
      res.json(await bulk.run(seller, req.file?.buffer, query, requestLanguage(req)));
    }),
  );
  return router;
}
