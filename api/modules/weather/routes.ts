import { type Request, Router } from "express";
import { handle, parseInput } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/language.js";
import { ManualWeatherReadingSchema, WeatherLanguageQuerySchema, WeatherReadingsQuerySchema } from "../../schemas/weather.js";
import { requireAdmin } from "../auth/middleware.js";
import { type Language, type WeatherService, presentReading } from "./service.js";

function languageOf(req: Request): Language {
  return parseInput(WeatherLanguageQuerySchema, req.query).language ?? requestLanguage(req);
}

export function weatherRoutes(weather: WeatherService): Router {
  const router = Router();

  router.get(
    "/weather/summary",
    handle(async (req, res) => {
      res.json(await weather.summary(languageOf(req)));
    }),
  );

  router.get(
    "/weather/readings",
    handle(async (req, res) => {
      const { days } = parseInput(WeatherReadingsQuerySchema, req.query);
      res.json({ readings: await weather.readings(days, languageOf(req)) });
    }),
  );

  router.post(
    "/admin/weather/readings",
    handle(async (req, res) => {
      requireAdmin(req);
      res.status(201).json(await weather.addManual(parseInput(ManualWeatherReadingSchema, req.body), languageOf(req)));
    }),
  );

  router.post(
    "/admin/weather/refresh",
    handle(async (req, res) => {
      requireAdmin(req);
      res.json(presentReading(await weather.refresh(), languageOf(req)));
    }),
  );

  return router;
}
