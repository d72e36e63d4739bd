import express, { Router } from "express";
import { operation } from "../../lib/openapi.js";
import * as z from "zod";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/language.js";
import { AdminListQuerySchema } from "../../schemas/admin.js";
import { AdminOrderQuerySchema, PROMOTION_MESSAGES, PromoteSchema } from "../../schemas/promotions.js";
import { actorOf } from "../admin/guard.js";
import { requireUser } from "../auth/middleware.js";
import type { PromotionsService, ReturnPaths } from "./service.js";

const listingId = (value: string | undefined) => idParam(value, PROMOTION_MESSAGES.listingNotFound);
const orderId = (value: string | undefined) => idParam(value, PROMOTION_MESSAGES.orderNotFound);

/** The page the buyer comes back to from the provider's checkout. */
const OrderRequestSchema = PromoteSchema.extend({ return_to: z.enum(["dashboard", "wizard"]).optional().default("dashboard") });
const returnPaths = (id: number, to: "dashboard" | "wizard"): ReturnPaths => {
  const page = to === "wizard" ? `/listings/wizard/payment/${id}` : `/dashboard/promote-listing/${id}`;
  return { success: `${page}?checkout=success`, cancel: `${page}?checkout=cancelled` };
};

/** /api/v1/promotions: plans on sale, a seller's promotions and orders. */
export function promotionsRoutes(promotions: PromotionsService): Router {
  const router = Router();
  router.get(
    "/listings/:listingId",
    operation({ summary: "Promotion plans for a listing of mine, and its promotions", access: "user", responses: { 200: "Plans and promotions", 403: "Not your listing", 404: "No such listing" } }),
    handle(async (req, res) => {
      res.json(await promotions.forListing(requireUser(req), listingId(req.params.listingId)));
    }),
  );
  router.post(
    "/listings/:listingId/orders",
    operation({ summary: "Order a promotion (answers the checkout to go to)", access: "user", body: OrderRequestSchema, responses: { 201: "The order and its checkout", 403: "Not your listing", 404: "No such listing or plan", 409: "Not published, or already promoted", 502: "The payment provider could not be reached" } }),
    handle(async (req, res) => {
      const user = requireUser(req);
      const id = listingId(req.params.listingId);
      const { return_to: to, ...input } = parseInput(OrderRequestSchema, req.body);
      res.status(201).json(await promotions.order(user, id, input, requestLanguage(req), returnPaths(id, to)));
    }),
  );
  router.get(
    "/orders",
    operation({ summary: "My promotion orders", access: "user", query: AdminListQuerySchema, responses: { 200: "A page of orders" } }),
    handle(async (req, res) => {
      res.json(await promotions.mine(requireUser(req), parseInput(AdminListQuerySchema, req.query)));
    }),
  );
  router.post(
    "/orders/:id/confirm",
    operation({ summary: "Confirm a paid order after checkout", access: "user", responses: { 200: "The order", 403: "Not your order", 404: "No such order", 409: "Not paid", 502: "The payment provider could not be reached" } }),
    handle(async (req, res) => {
      res.json(await promotions.confirm(requireUser(req), orderId(req.params.id)));
    }),
  );
  router.post(
    "/orders/:id/cancel",
    operation({ summary: "Cancel a pending order of mine", access: "user", responses: { 200: "The order", 403: "Not your order", 404: "No such order", 409: "Not pending" } }),
    handle(async (req, res) => {
      res.json(await promotions.cancel(requireUser(req), orderId(req.params.id)));
    }),
  );
  return router;
}

/**
 * /api/v1/payments/webhook: the provider's events, signed over the raw body (so it is mounted
 * before the JSON parser). A bad signature is a 400; a repeated event answers 200 again, and so
 * does a payment that does not match its order (recorded for the admin, not applied).
 */
export function paymentWebhookRoutes(promotions: PromotionsService): Router {
  const router = Router();
  router.post(
    "/webhook",
    operation({ summary: "The payment provider's events (signed)", body: "raw", responses: { 200: "Handled", 400: "Bad signature", 503: "Payments are not configured" } }),
    express.raw({ type: "*/*", limit: "1mb" }),
    handle(async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      res.json(await promotions.webhook(body, req.get("stripe-signature")));
    }),
  );
  return router;
}

/** /api/v1/admin/orders: every promotion order; manual ones are marked paid here. */
export function ordersAdminRoutes(promotions: PromotionsService): Router {
  const router = Router();
  router.get(
    "/",
    operation({ summary: "Promotion orders", access: "admin", query: AdminOrderQuerySchema, responses: { 200: "A page of orders" } }),
    handle(async (req, res) => {
      res.json(await promotions.adminList(parseInput(AdminOrderQuerySchema, req.query)));
    }),
  );
  router.post(
    "/:id/mark-paid",
    operation({ summary: "Mark a manual order paid", access: "admin", responses: { 200: "The order", 404: "No such order", 409: "Not pending" } }),
    handle(async (req, res) => {
      res.json(await promotions.markPaid(actorOf(req), orderId(req.params.id)));
    }),
  );
  router.post(
    "/:id/cancel",
    operation({ summary: "Cancel an order", access: "admin", responses: { 200: "The order", 404: "No such order", 409: "Not pending" } }),
    handle(async (req, res) => {
      res.json(await promotions.adminCancel(actorOf(req), orderId(req.params.id)));
    }),
  );
  router.post(
    "/:id/refund",
    operation({ summary: "Refund a paid order", access: "admin", responses: { 200: "The order", 404: "No such order", 409: "Not paid", 502: "The payment provider could not be reached" } }),
    handle(async (req, res) => {
      res.json(await promotions.refund(actorOf(req), orderId(req.params.id)));
    }),
  );
  return router;
}
