import { Router } from "express";
import { FavoritesQuerySchema } from "../../schemas/listing-extras.js";
import { operation } from "../../lib/openapi.js";
import { handle } from "../../lib/errors.js";
import { requireUser } from "../auth/middleware.js";
import type { FavoritesService } from "./service.js";
import type { FavoriteNotices } from "./notices.js";

/** /favorites: the signed-in user's saved listings (the header badge counts them). */
export function favoritesRoutes(favorites: FavoritesService, notices: FavoriteNotices): Router {
  const router = Router();
  // Before /:listingId. News of the listings the user saved: price drops, sold, reserved, expired.
  router.get(
    "/news",
    operation({ summary: "News of my saved listings, newest first, and how many are unread", access: "user", responses: { 200: "The news" } }),
    handle(async (req, res) => {
      res.json(await notices.list(requireUser(req).id));
    }),
  );
  router.post(
    "/news/read",
    operation({ summary: "Mark the news of my saved listings read", access: "user", responses: { 204: "Marked" } }),
    handle(async (req, res) => {
      await notices.markRead(requireUser(req).id);
      res.status(204).end();
    }),
  );
  router.get(
    "/",
    operation({ summary: "My favourite listings", access: "user", query: FavoritesQuerySchema, responses: { 200: "A page of listings" } }),
    handle(async (req, res) => {
      res.json(await favorites.list(requireUser(req).id, req.query));
    }),
  );
  router.get(
    "/:listingId",
    operation({ summary: "Whether a listing is a favourite", access: "user", responses: { 200: "The favourite status", 404: "No such listing" } }),
    handle(async (req, res) => {
      res.json(await favorites.status(requireUser(req).id, req.params.listingId));
    }),
  );
  router.post(
    "/:listingId",
    operation({ summary: "Save a listing as a favourite", access: "user", responses: { 200: "Already a favourite", 201: "Saved", 404: "No such listing" } }),
    handle(async (req, res) => {
      const { created, ...status } = await favorites.add(requireUser(req).id, req.params.listingId);
      res.status(created ? 201 : 200).json(status);
    }),
  );
  router.delete(
    "/:listingId",
    operation({ summary: "Remove a favourite", access: "user", responses: { 204: "Removed", 404: "No such listing" } }),
    handle(async (req, res) => {
      await favorites.remove(requireUser(req).id, req.params.listingId);
      res.status(204).end();
    }),
  );
  return router;
}
