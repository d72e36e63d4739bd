import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { ContactSchema } from "../../schemas/contact.js";
import { handle, parseInput } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/language.js";
import type { ContactService } from "./service.js";

export function contactRoutes(contact: ContactService): Router {
  const router = Router();
  router.post(
    "/",
    operation({ summary: "Send a message to the site's team", body: ContactSchema, responses: { 201: "Sent", 429: "Too many messages" } }),
    handle(async (req, res) => {
      const input = parseInput(ContactSchema, req.body);
      const result = await contact.submit(input, { userId: req.user?.id ?? null, language: requestLanguage(req), ip: req.ip });
      res.status(201).json(result);
    }),
  );
  return router;
}
