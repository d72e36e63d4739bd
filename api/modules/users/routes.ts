import { type NextFunction, type Request, type Response, Router } from "express";
import type { Kysely } from "kysely";
import multer from "multer";
import type { DB } from "../../db/schema.js";
import { AppError, handle, parseInput } from "../../lib/errors.js";
import { DeleteAccountSchema, ProfileSchema } from "../../schemas/auth.js";
import { requireUser } from "../auth/middleware.js";
import { AVATAR_MAX_BYTES, AVATAR_MISSING, AVATAR_TOO_LARGE, avatarError } from "./avatar.js";
import type { ProfileService } from "./service.js";

/** Counts for the header badges: saved listings and unread messages addressed to the user. */
async function headerCounts(db: Kysely<DB>, userId: number) {
  const [favorites, unread] = await Promise.all([
    db
      .selectFrom("favorites")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirst(),
    db
      .selectFrom("chat_messages")
      .innerJoin("chat_rooms", "chat_rooms.id", "chat_messages.chat_room_id")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where((eb) => eb.or([eb("chat_rooms.buyer_id", "=", userId), eb("chat_rooms.seller_id", "=", userId)]))
      .where("chat_messages.is_read", "=", 0)
      .where((eb) => eb.or([eb("chat_messages.sender_id", "is", null), eb("chat_messages.sender_id", "!=", userId)]))
      .executeTakeFirst(),
  ]);
  return { favorites: Number(favorites?.n ?? 0), unread_messages: Number(unread?.n ?? 0) };
}

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

export function usersRoutes(db: Kysely<DB>, profile: ProfileService): Router {
  const router = Router();
  router.get(
    "/me/counts",
    handle(async (req, res) => {
      res.json(await headerCounts(db, requireUser(req).id));
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
      await profile.deleteAccount(user.id, input.password);
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
