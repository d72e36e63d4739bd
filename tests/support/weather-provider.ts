import fs from "node:fs";
import http from "node:http";
import path from "node:path";

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, "fixtures", name), "utf8");

/** Recorded answers of Open-Meteo for Gibraltar (forecast and marine `current` blocks). */
export const FORECAST_ANSWER = JSON.parse(fixture("open-meteo-forecast.json")) as {
  current: { temperature_2m: number; relative_humidity_2m: number; wind_speed_10m: number; weather_code: number };
};
export const MARINE_ANSWER = JSON.parse(fixture("open-meteo-marine.json")) as { current: { sea_surface_temperature: number } };

export type Endpoint = "forecast" | "marine";
/** How an endpoint answers: the recording, HTTP 500, a body that is not JSON, or never. */
export type ProviderMode = "ok" | "error" | "bad-json" | "hang";

export type WeatherProvider = {
  forecastUrl: string;
  marineUrl: string;
  /** Every request received, in order. */
  requests: Array<{ endpoint: Endpoint; query: URLSearchParams; at: number }>;
  set(endpoint: Endpoint, mode: ProviderMode): void;
  /** Both endpoints back to answering the recordings. */
  reset(): void;
  close(): Promise<void>;
};

const ROUTES: Record<string, { endpoint: Endpoint; body: string; fields: string }> = {
  "/v1/forecast": {
    endpoint: "forecast",
    body: fixture("open-meteo-forecast.json"),
    fields: "temperature_2m,relative_humidity_2m,wind_speed_10m,weather_code",
  },
  "/v1/marine": { endpoint: "marine", body: fixture("open-meteo-marine.json"), fields: "sea_surface_temperature" },
};

/**
 * A stand-in for Open-Meteo on 127.0.0.1 (random port). Like the real API it answers 400 with
 * `{error, reason}` when the coordinates or the `current` fields are not the ones asked for.
 */
export async function startWeatherProvider(): Promise<WeatherProvider> {
  const modes: Record<Endpoint, ProviderMode> = { forecast: "ok", marine: "ok" };
  const requests: WeatherProvider["requests"] = [];

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const route = ROUTES[url.pathname];
    if (!route) {
      res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: true, reason: "Not Found" }));
      return;
    }
    requests.push({ endpoint: route.endpoint, query: url.searchParams, at: Date.now() });
    const query = url.searchParams;
    if (
      Number(query.get("latitude")) !== 36.140751 ||
      Number(query.get("longitude")) !== -5.353585 ||
      query.get("current") !== route.fields
    ) {
      res.writeHead(400, { "Content-Type": "application/json" }).end(JSON.stringify({ error: true, reason: "Unexpected query" }));
      return;
    }
    const mode = modes[route.endpoint];
    if (mode === "hang") return;
    if (mode === "error") {
      res
        .writeHead(500, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: true, reason: "Internal Server Error" }));
      return;
    }
    res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
    res.end(mode === "bad-json" ? route.body.slice(0, 120) : route.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;

  return {
    forecastUrl: `${base}/v1/forecast`,
    marineUrl: `${base}/v1/marine`,
    requests,
    set(endpoint, mode) {
      modes[endpoint] = mode;
    },
    reset() {
      modes.forecast = "ok";
      modes.marine = "ok";
    },
    close() {
      // Hanging requests would keep the server open forever.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
