import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import * as z from "zod";
import { NewsletterSchema } from "../../schemas/newsletter.js";
import { handle, parseInput } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/language.js";
import type { NewsletterService } from "./service.js";

const ConfirmSchema = z.object({ token: z.string({ error: "Token is required" }).min(10, "Token is required") });

export function newsletterRoutes(newsletter: NewsletterService): Router {
  const router = Router();
  router.post(
    "/subscribe",
    operation({ summary: "Subscribe to the newsletter (a confirmation e-mail follows)", body: NewsletterSchema, responses: { 201: "Check your e-mail", 429: "Too many requests" } }),
    handle(async (req, res) => {
      const input = parseInput(NewsletterSchema, req.body);
      res.status(201).json(await newsletter.subscribe(input, requestLanguage(req), req.ip));
    }),
  );
  router.post(
    "/confirm",
    operation({ summary: "Confirm a subscription with the mailed token", body: ConfirmSchema, responses: { 200: "Subscribed", 400: "The link is invalid or has expired" } }),
    handle(async (req, res) => {
      const { token } = parseInput(ConfirmSchema, req.body);
      res.json(await newsletter.confirm(token));
    }),
  );
  return router;
}
