import { type NextFunction, type Request, type Response, Router } from "express";
import { operation } from "../../lib/openapi.js";
import multer from "multer";
import { AppError, handle, parseInput } from "../../lib/errors.js";
import { DeleteAccountSchema, ProfileSchema } from "../../schemas/auth.js";
import { PreferencesSchema, type SignedInHeader } from "../../schemas/dashboard.js";
import { requireUser } from "../auth/middleware.js";
import { AVATAR_MAX_BYTES, AVATAR_MISSING, AVATAR_TOO_LARGE, avatarError } from "./avatar.js";
import type { OverviewService } from "./overview-service.js";
import type { ProfileService } from "./service.js";

const avatarParser = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6 },
}).single("avatar");

/** Parses the multipart body (signed-in users only); multer's errors become API answers. */
function avatarUpload(req: Request, res: Response, next: NextFunction) {
  requireUser(req);
  avatarParser(req, res, (error?: unknown) => {
    if (!error) return next();
    if (error instanceof multer.MulterError) {
      if (error.code === "LIMIT_FILE_SIZE") return next(new AppError(413, AVATAR_TOO_LARGE));
      if (error.code === "LIMIT_UNEXPECTED_FILE" || error.code === "LIMIT_FILE_COUNT") {
        return next(avatarError(AVATAR_MISSING));
      }
    }
    next(new AppError(400, "Malformed upload"));
  });
}

export function usersRoutes(profile: ProfileService, overview: OverviewService): Router {
  const router = Router();
  /** Counts for the header badges: saved listings and unread messages addressed to the user. */
  router.get(
    "/me/counts",
    operation({ summary: "Header badges: favourites and unread messages", access: "user", responses: { 200: "The counts" } }),
    handle(async (req, res) => {
      res.json(await overview.counts(requireUser(req).id));
    }),
  );

  /** What every page's header shows, in one call: the user and the badges' counts. */
  router.get(
    "/me/header",
    operation({ summary: "The signed-in user and the header badges, in one call", access: "user", responses: { 200: "The user and the counts" } }),
    handle(async (req, res) => {
      const { sessionId: _sessionId, ...user } = requireUser(req);
      const header: SignedInHeader = { user, counts: await overview.counts(user.id) };
      res.json(header);
    }),
  );

  router.get(
    "/me/overview",
    operation({ summary: "My dashboard overview", access: "user", responses: { 200: "Listings by status, views, favourites, activity" } }),
    handle(async (req, res) => {
      res.json(await overview.get(requireUser(req).id));
    }),
  );

  router.put(
    "/me/preferences",
    operation({ summary: "Language, currency and notification settings", access: "user", body: PreferencesSchema, responses: { 200: "The preferences" } }),
    handle(async (req, res) => {
      const user = requireUser(req);
      res.json(await profile.updatePreferences(user.id, parseInput(PreferencesSchema, req.body ?? {})));
    }),
  );

  router.get(
    "/me",
    operation({ summary: "My profile", access: "user", responses: { 200: "The profile" } }),
    handle(async (req, res) => {
      res.json(await profile.get(requireUser(req).id));
    }),
  );

  router.put(
    "/me",
    operation({ summary: "Change my profile", access: "user", body: ProfileSchema, responses: { 200: "The profile" } }),
    handle(async (req, res) => {
      const user = requireUser(req);
      res.json(await profile.update(user.id, parseInput(ProfileSchema, req.body)));
    }),
  );

  router.delete(
    "/me",
    operation({ summary: "Delete my account (with my password)", access: "user", body: DeleteAccountSchema, responses: { 204: "Deleted", 400: "Wrong password" } }),
    handle(async (req, res) => {
      const user = requireUser(req);
      const input = parseInput(DeleteAccountSchema, req.body ?? {});
      await profile.deleteAccount(user.id, input.password, { ip: req.ip, userAgent: req.get("user-agent") });
      res.status(204).end();
    }),
  );

  router.post(
    "/me/avatar",
    operation({ summary: "Set my picture (field avatar)", access: "user", body: "multipart", responses: { 200: "The profile", 413: "The file is too large" } }),
    avatarUpload,
    handle(async (req, res) => {
      res.json(await profile.setAvatar(requireUser(req).id, req.file?.buffer));
    }),
  );

  router.delete(
    "/me/avatar",
    operation({ summary: "Remove my picture", access: "user", responses: { 200: "The profile" } }),
    handle(async (req, res) => {
      res.json(await profile.removeAvatar(requireUser(req).id));
    }),
  );
  return router;
}
