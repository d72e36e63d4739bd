import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle, parseInput } from "../../lib/errors.js";
import { CurrencyCreateSchema, CurrencyQuerySchema, CurrencyUpdateSchema } from "../../schemas/admin-currencies.js";
import { MapSettingsSchema } from "../../schemas/admin-map.js";
import { PaymentSettingsSchema } from "../../schemas/admin-payment.js";
import { actorOf } from "../admin/guard.js";
import type { CurrenciesAdminService, MapSettingsAdminService } from "./admin-service.js";
import type { PaymentSettings } from "./payment-settings.js";

/** /api/v1/admin/currencies */
export function currenciesAdminRoutes(currencies: CurrenciesAdminService): Router {
  const router = Router();

  router.get(
    "/",
    operation({ summary: "Currencies", access: "admin", query: CurrencyQuerySchema, responses: { 200: "A page of currencies" } }),
    handle(async (req, res) => {
      res.json(await currencies.list(parseInput(CurrencyQuerySchema, req.query)));
    }),
  );

  router.post(
    "/",
    operation({ summary: "Add a currency", access: "admin", body: CurrencyCreateSchema, responses: { 201: "The currency", 409: "The code exists" } }),
    handle(async (req, res) => {
      res.status(201).json(await currencies.create(actorOf(req), parseInput(CurrencyCreateSchema, req.body)));
    }),
  );

  router.get(
    "/:code",
    operation({ summary: "One currency", access: "admin", responses: { 200: "The currency", 404: "No such currency" } }),
    handle(async (req, res) => {
      res.json(await currencies.get(req.params.code));
    }),
  );

  router.put(
    "/:code",
    operation({ summary: "Change a currency", access: "admin", body: CurrencyUpdateSchema, responses: { 200: "The currency", 404: "No such currency", 409: "The base currency cannot change so" } }),
    handle(async (req, res) => {
      res.json(await currencies.update(actorOf(req), req.params.code, parseInput(CurrencyUpdateSchema, req.body)));
    }),
  );

  router.delete(
    "/:code",
    operation({ summary: "Delete a currency", access: "admin", responses: { 204: "Deleted", 404: "No such currency", 409: "The base currency stays" } }),
    handle(async (req, res) => {
      await currencies.remove(actorOf(req), req.params.code);
      res.status(204).end();
    }),
  );

  return router;
}

/** /api/v1/admin/map-settings */
export function mapSettingsAdminRoutes(map: MapSettingsAdminService): Router {
  const router = Router();
  router.get(
    "/",
    operation({ summary: "Map settings", access: "admin", responses: { 200: "The settings" } }),
    handle(async (_req, res) => {
      res.json(await map.get());
    }),
  );
  router.put(
    "/",
    operation({ summary: "Change map settings", access: "admin", body: MapSettingsSchema, responses: { 200: "The settings" } }),
    handle(async (req, res) => {
      res.json(await map.update(actorOf(req), parseInput(MapSettingsSchema, req.body)));
    }),
  );
  return router;
}

/** /api/v1/admin/payment-settings: secrets go in, only their last 4 characters come out. */
export function paymentSettingsAdminRoutes(payment: PaymentSettings): Router {
  const router = Router();
  router.get(
    "/",
    operation({ summary: "Payment provider settings (secrets shown by their last 4 characters)", access: "admin", responses: { 200: "The settings" } }),
    handle(async (_req, res) => {
      res.set("Cache-Control", "no-store").json(await payment.get());
    }),
  );
  router.put(
    "/",
    operation({ summary: "Change payment provider settings", access: "admin", body: PaymentSettingsSchema, responses: { 200: "The settings" } }),
    handle(async (req, res) => {
      res.set("Cache-Control", "no-store").json(await payment.update(actorOf(req), parseInput(PaymentSettingsSchema, req.body)));
    }),
  );
  return router;
}
