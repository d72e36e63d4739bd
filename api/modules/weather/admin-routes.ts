import { Router } from "express";
import { handle, parseInput } from "../../lib/errors.js";
import { ManualWeatherReadingSchema } from "../../schemas/weather.js";
import { actorOf } from "../admin/guard.js";
import type { WeatherAdmin } from "./admin-service.js";
import { languageOf } from "./routes.js";

/** /api/v1/admin/weather */
export function weatherAdminRoutes(weather: WeatherAdmin): Router {
  const router = Router();

  router.get(
    "/status",
    handle(async (req, res) => {
      res.set("Cache-Control", "no-store").json(await weather.status(languageOf(req)));
    }),
  );

  router.post(
    "/readings",
    handle(async (req, res) => {
      res.status(201).json(await weather.addManual(actorOf(req), parseInput(ManualWeatherReadingSchema, req.body), languageOf(req)));
    }),
  );

  router.post(
    "/refresh",
    handle(async (req, res) => {
      res.json(await weather.refresh(actorOf(req), languageOf(req)));
    }),
  );

  return router;
}
