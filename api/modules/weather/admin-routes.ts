import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle, parseInput } from "../../lib/errors.js";
import { ManualWeatherReadingSchema, WeatherLanguageQuerySchema } from "../../schemas/weather.js";
import { actorOf } from "../admin/guard.js";
import type { WeatherAdminService } from "./admin-service.js";
import { languageOf } from "./routes.js";

/** /api/v1/admin/weather */
export function weatherAdminRoutes(weather: WeatherAdminService): Router {
  const router = Router();

  router.get(
    "/status",
    operation({ summary: "The weather provider's state", access: "admin", query: WeatherLanguageQuerySchema, responses: { 200: "The status" } }),
    handle(async (req, res) => {
      res.set("Cache-Control", "no-store").json(await weather.status(languageOf(req)));
    }),
  );

  router.post(
    "/readings",
    operation({ summary: "Add a reading by hand", access: "admin", query: WeatherLanguageQuerySchema, body: ManualWeatherReadingSchema, responses: { 201: "The reading" } }),
    handle(async (req, res) => {
      res.status(201).json(await weather.addManual(actorOf(req), parseInput(ManualWeatherReadingSchema, req.body), languageOf(req)));
    }),
  );

  router.post(
    "/refresh",
    operation({ summary: "Fetch the weather now", access: "admin", query: WeatherLanguageQuerySchema, responses: { 200: "The summary", 502: "The provider could not be reached" } }),
    handle(async (req, res) => {
      res.json(await weather.refresh(actorOf(req), languageOf(req)));
    }),
  );

  return router;
}
