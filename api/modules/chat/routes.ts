import { Router } from "express";
import { handle } from "../../lib/errors.js";
import { requireUser } from "../auth/middleware.js";
import type { ChatService } from "./service.js";

/** /chat: the signed-in user's conversations (rooms) and their messages. */
export function chatRoutes(chat: ChatService): Router {
  const router = Router();
  router.get(
    "/rooms",
    handle(async (req, res) => {
      res.json(await chat.rooms(requireUser(req).id));
    }),
  );
  router.post(
    "/rooms",
    handle(async (req, res) => {
      const { room, created } = await chat.start(requireUser(req).id, req.body);
      res.status(created ? 201 : 200).json(room);
    }),
  );
  router.get(
    "/rooms/:id/messages",
    handle(async (req, res) => {
      res.json(await chat.thread(requireUser(req).id, req.params.id, req.query));
    }),
  );
  router.post(
    "/rooms/:id/messages",
    handle(async (req, res) => {
      res.status(201).json(await chat.send(requireUser(req).id, req.params.id, req.body));
    }),
  );
  router.post(
    "/rooms/:id/read",
    handle(async (req, res) => {
      res.json(await chat.markRead(requireUser(req).id, req.params.id));
    }),
  );
  router.post(
    "/rooms/:id/report",
    handle(async (req, res) => {
      res.status(201).json(await chat.report(requireUser(req).id, req.params.id, req.body));
    }),
  );
  return router;
}
