import { type Request, Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle, parseInput } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/language.js";
import { WeatherLanguageQuerySchema, WeatherReadingsQuerySchema } from "../../schemas/weather.js";
import type { Language, WeatherService } from "./service.js";

/** `?language=` when given, else the Accept-Language of the request. */
export function languageOf(req: Request): Language {
  return parseInput(WeatherLanguageQuerySchema, req.query).language ?? requestLanguage(req);
}

/** The public weather; the back-office's calls are in admin-routes.ts. */
export function weatherRoutes(weather: WeatherService): Router {
  const router = Router();

  router.get(
    "/weather/summary",
    operation({ summary: "Gibraltar's weather now and the coming days", query: WeatherLanguageQuerySchema, responses: { 200: "The summary", 404: "No weather reading yet" } }),
    handle(async (req, res) => {
      res.json(await weather.summary(languageOf(req)));
    }),
  );

  router.get(
    "/weather/readings",
    operation({ summary: "Recent weather readings", query: WeatherReadingsQuerySchema, responses: { 200: "The readings" } }),
    handle(async (req, res) => {
      const { days } = parseInput(WeatherReadingsQuerySchema, req.query);
      res.json({ readings: await weather.readings(days, languageOf(req)) });
    }),
  );

  return router;
}
