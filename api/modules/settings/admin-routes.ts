import { Router } from "express";
import { handle, parseInput } from "../../lib/errors.js";
import { CurrencyCreateSchema, CurrencyQuerySchema, CurrencyUpdateSchema } from "../../schemas/admin-currencies.js";
import { MapSettingsSchema } from "../../schemas/admin-map.js";
import { PaymentSettingsSchema } from "../../schemas/admin-payment.js";
import { actorOf } from "../admin/guard.js";
import type { CurrenciesAdmin } from "./currencies-admin.js";
import type { MapSettingsAdmin } from "./map-settings-admin.js";
import type { PaymentSettings } from "./payment-settings.js";

/** /api/v1/admin/currencies */
export function currenciesAdminRoutes(currencies: CurrenciesAdmin): Router {
  const router = Router();

  router.get(
    "/",
    handle(async (req, res) => {
      res.json(await currencies.list(parseInput(CurrencyQuerySchema, req.query)));
    }),
  );

  router.post(
    "/",
    handle(async (req, res) => {
      res.status(201).json(await currencies.create(actorOf(req), parseInput(CurrencyCreateSchema, req.body)));
    }),
  );

  router.get(
    "/:code",
    handle(async (req, res) => {
      res.json(await currencies.get(req.params.code));
    }),
  );

  router.put(
    "/:code",
    handle(async (req, res) => {
      res.json(await currencies.update(actorOf(req), req.params.code, parseInput(CurrencyUpdateSchema, req.body)));
    }),
  );

  router.delete(
    "/:code",
    handle(async (req, res) => {
      await currencies.remove(actorOf(req), req.params.code);
      res.status(204).end();
    }),
  );

  return router;
}

/** /api/v1/admin/map-settings */
export function mapSettingsAdminRoutes(map: MapSettingsAdmin): Router {
  const router = Router();
  router.get(
    "/",
    handle(async (_req, res) => {
      res.json(await map.get());
    }),
  );
  router.put(
    "/",
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
    handle(async (_req, res) => {
      res.set("Cache-Control", "no-store").json(await payment.get());
    }),
  );
  router.put(
    "/",
    handle(async (req, res) => {
      res.set("Cache-Control", "no-store").json(await payment.update(actorOf(req), parseInput(PaymentSettingsSchema, req.body)));
    }),
  );
  return router;
}
