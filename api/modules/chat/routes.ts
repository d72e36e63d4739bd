import { Router } from "express";
import { InboxQuerySchema, ReportChatSchema, SendMessageSchema, StartChatSchema, ThreadQuerySchema } from "../../schemas/chat.js";
import { operation } from "../../lib/openapi.js";
import { handle } from "../../lib/errors.js";
import { requireUser, requireVerifiedUser } from "../auth/middleware.js";
import type { ChatService } from "./service.js";

/** /chat: the signed-in user's conversations (rooms) and their messages. */
export function chatRoutes(chat: ChatService): Router {
  const router = Router();
  router.get(
    "/rooms",
    operation({ summary: "My conversations", access: "user", responses: { 200: "Rooms with the last message and unread count" } }),
    handle(async (req, res) => {
      res.json(await chat.rooms(requireUser(req).id));
    }),
  );
  router.get(
    "/inbox",
    operation({ summary: "My conversations and, with room, a page of that conversation's messages", access: "user", query: InboxQuerySchema, responses: { 200: "The rooms and the thread (null without room)", 403: "Not your conversation", 404: "No such conversation" } }),
    handle(async (req, res) => {
      res.json(await chat.inbox(requireUser(req).id, req.query));
    }),
  );
  router.post(
    "/rooms",
    operation({ summary: "Start (or open) a conversation about a listing", access: "user", body: StartChatSchema, responses: { 200: "The existing room", 201: "The new room", 403: "The e-mail is not verified", 404: "No such listing", 429: "Too many new conversations" } }),
    handle(async (req, res) => {
      const { room, created } = await chat.start(requireVerifiedUser(req).id, req.body);
      res.status(created ? 201 : 200).json(room);
    }),
  );
  router.get(
    "/rooms/:id/messages",
    operation({ summary: "A page of a conversation's messages", access: "user", query: ThreadQuerySchema, responses: { 200: "Messages, newest last", 403: "Not your conversation", 404: "No such conversation" } }),
    handle(async (req, res) => {
      res.json(await chat.thread(requireUser(req).id, req.params.id, req.query));
    }),
  );
  router.post(
    "/rooms/:id/messages",
    operation({ summary: "Send a message", access: "user", body: SendMessageSchema, responses: { 201: "The message", 403: "Not your conversation, or the e-mail is not verified", 404: "No such conversation", 429: "Too many messages: 20 a minute and 200 an hour in one conversation, 60 and 600 over all" } }),
    handle(async (req, res) => {
      res.status(201).json(await chat.send(requireVerifiedUser(req).id, req.params.id, req.body));
    }),
  );
  router.post(
    "/rooms/:id/read",
    operation({ summary: "Mark a conversation read", access: "user", responses: { 200: "How many were marked", 403: "Not your conversation", 404: "No such conversation" } }),
    handle(async (req, res) => {
      res.json(await chat.markRead(requireUser(req).id, req.params.id));
    }),
  );
  router.post(
    "/rooms/:id/report",
    operation({ summary: "Report a conversation to the moderators", access: "user", body: ReportChatSchema, responses: { 201: "Reported", 403: "Not your conversation, or the e-mail is not verified", 404: "No such conversation", 409: "Already reported", 429: "Too many reports" } }),
    handle(async (req, res) => {
      res.status(201).json(await chat.report(requireVerifiedUser(req).id, req.params.id, req.body));
    }),
  );
  return router;
}
