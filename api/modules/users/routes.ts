import { type NextFunction, type Request, type Response, Router } from "express";
import multer from "multer";
import { AppError, handle, parseInput } from "../../lib/errors.js";
import { DeleteAccountSchema, ProfileSchema } from "../../schemas/auth.js";
import { PreferencesSchema } from "../../schemas/dashboard.js";
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
    handle(async (req, res) => {
      res.json(await overview.counts(requireUser(req).id));
    }),
  );

  router.get(
    "/me/overview",
    handle(async (req, res) => {
      res.json(await overview.get(requireUser(req).id));
    }),
  );

  router.put(
    "/me/preferences",
    handle(async (req, res) => {
      const user = requireUser(req);
      res.json(await profile.updatePreferences(user.id, parseInput(PreferencesSchema, req.body ?? {})));
    }),
  );

  router.get(
    "/me",
    handle(async (req, res) => {
      res.json(await profile.get(requireUser(req).id));
    }),
  );

  router.put(
    "/me",
    handle(async (req, res) => {
      const user = requireUser(req);
      res.json(await profile.update(user.id, parseInput(ProfileSchema, req.body)));
    }),
  );

  router.delete(
    "/me",
    handle(async (req, res) => {
      const user = requireUser(req);
      const input = parseInput(DeleteAccountSchema, req.body ?? {});
      await profile.deleteAccount(user.id, input.password, { ip: req.ip, userAgent: req.get("user-agent") });
      res.status(204).end();
    }),
  );

  router.post(
    "/me/avatar",
    avatarUpload,
    handle(async (req, res) => {
      res.json(await profile.setAvatar(requireUser(req).id, req.file?.buffer));
    }),
  );

  router.delete(
    "/me/avatar",
    handle(async (req, res) => {
      res.json(await profile.removeAvatar(requireUser(req).id));
    }),
  );
  return router;
}
