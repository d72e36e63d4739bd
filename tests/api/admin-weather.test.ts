import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { WeatherAdminStatus } from "../../api/schemas/admin-weather.js";
import type { WeatherSummary } from "../../api/schemas/weather.js";
import { createApiApp } from "../../api/app.js";
import { documentedStatuses, routesOf } from "../../api/lib/openapi.js";
import { settingsFixtures } from "../support/admin-settings.js";
import { type ApiErrorBody, setupTestServer } from "../support/test-server.js";
import { type WeatherProvider, startWeatherProvider } from "../support/weather-provider.js";

type ErrorBody = ApiErrorBody;

let provider: WeatherProvider;
// The server logs provider failures with console.error: kept quiet here.
vi.spyOn(console, "error").mockImplementation(() => undefined);

beforeAll(async () => {
  provider = await startWeatherProvider();
});
afterAll(async () => {
  await provider?.close();
});
const server = setupTestServer({
  env: () => ({
    RATE_LIMIT_FACTOR: "100",
    WEATHER_FORECAST_URL: provider.forecastUrl,
    WEATHER_MARINE_URL: provider.marineUrl,
    WEATHER_TIMEOUT_SECONDS: "0.5",
  }),
  admin: true,
});
const { call, lastAudit } = settingsFixtures(server);

describe("weather", () => {
  it("shows the provider, its schedule, the latest reading and the conditions a reading may give", async () => {
    const status = await call<WeatherAdminStatus>("GET", "/admin/weather/status?language=es", server.admin);
    expect(status.status).toBe(200);
    expect(status.body.provider).toEqual({ name: "Open-Meteo", forecast_url: provider.forecastUrl, marine_url: provider.marineUrl, refresh_minutes: 0 });
    expect(status.body.last_refresh).toBeNull();
    expect(status.body.latest).toMatchObject({ source: "seed", temperature: expect.any(Number) });
    expect(status.body.conditions).toContainEqual({ code: 95, text: "Tormenta" });
  });

  it("records a manual reading in the audit log", async () => {
    const added = await call<WeatherSummary>("POST", "/admin/weather/readings", server.admin, { temperature: 19.5, humidity: 70, condition_code: 61 });
    expect(added.status).toBe(201);
    expect(await lastAudit("weather_reading")).toMatchObject({ action: "create", summary: "Added a manual weather reading", after: { temperature: 19.5, humidity: 70, condition_icon: "rain" } });
    expect((await call<WeatherAdminStatus>("GET", "/admin/weather/status", server.admin)).body.latest).toMatchObject({ source: "manual", temperature: 19.5, condition_text: "Light rain" });
  });

  it("refreshes now: a failure is a 502 remembered with its reason, a success stores the reading and is logged", async () => {
    provider.set("forecast", "error");
    const failed = await call<ErrorBody>("POST", "/admin/weather/refresh", server.admin);
    expect(failed).toMatchObject({ status: 502, body: { detail: "Weather provider unavailable: Weather forecast answered HTTP 500" } });
    let status = (await call<WeatherAdminStatus>("GET", "/admin/weather/status", server.admin)).body;
    expect(status.last_refresh).toEqual({ attempted_at: expect.any(String), ok: false, error: "Weather forecast answered HTTP 500", succeeded_at: null });

    provider.reset();
    const refreshed = await call<WeatherSummary>("POST", "/admin/weather/refresh", server.admin);
    expect(refreshed.status).toBe(200);
    status = (await call<WeatherAdminStatus>("GET", "/admin/weather/status", server.admin)).body;
    expect(status.last_refresh).toEqual({ attempted_at: expect.any(String), ok: true, error: null, succeeded_at: status.last_refresh!.attempted_at });
    expect(status.latest).toMatchObject({ source: "open-meteo", recorded_at: refreshed.body.recorded_at });
    expect(await lastAudit("weather_reading")).toMatchObject({ action: "refresh", after: { recorded_at: refreshed.body.recorded_at } });

    // A later failure keeps the time of the last success.
    const succeededAt = status.last_refresh!.succeeded_at;
    provider.set("forecast", "bad-json");
    expect((await call("POST", "/admin/weather/refresh", server.admin)).status).toBe(502);
    status = (await call<WeatherAdminStatus>("GET", "/admin/weather/status", server.admin)).body;
    expect(status.last_refresh).toMatchObject({ ok: false, error: "Weather forecast failed: invalid JSON", succeeded_at: succeededAt });
    provider.reset();
  });

  it("refuses an unknown answer language before asking the provider, with a status its contract lists", async () => {
    const asked = provider.requests.length;
    for (const path of ["/admin/weather/refresh?language=fr", "/admin/weather/readings?language=fr"]) {
      const refused = await call<ErrorBody>("POST", path, server.admin, { temperature: 19.5, humidity: 70, condition_code: 61 });
      expect(refused.status, path).toBe(422);
      const route = routesOf(createApiApp(server.services)).find((r) => r.method === "POST" && r.path === path.split("?")[0]);
      expect(documentedStatuses("POST", route!.doc!), path).toContain(422);
    }
    expect(provider.requests.length).toBe(asked);
  });
});
