import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { WeatherSummary } from "../../api/schemas/weather.js";
import { createUser } from "../support/factories.js";
import { loginAs, setupTestServer, startTestServer } from "../support/test-server.js";
import { FORECAST_ANSWER, MARINE_ANSWER, type WeatherProvider, startWeatherProvider } from "../support/weather-provider.js";

let provider: WeatherProvider;
let userToken: string;
// The messages the server logs, kept (not printed) to check failures are logged.
const errorLog: string[] = [];
const logTo = { write: (line: string) => void errorLog.push((JSON.parse(line) as { msg: string }).msg) };

const weatherEnv = () => ({
  WEATHER_FORECAST_URL: provider.forecastUrl,
  WEATHER_MARINE_URL: provider.marineUrl,
  WEATHER_TIMEOUT_SECONDS: "0.5",
  LOG_LEVEL: "error",
});

beforeAll(async () => {
  provider = await startWeatherProvider();
});
afterAll(async () => {
  await provider?.close();
});
const server = setupTestServer({ env: weatherEnv, logTo, admin: true });
beforeAll(async () => {
  const user = await createUser(server.services.database);
  userToken = await loginAs(server, user.email, user.password);
});
afterEach(() => {
  provider.reset();
  errorLog.length = 0;
});

const countReadings = async () =>
  Number(
    (
      await server.db
        .selectFrom("weather_readings")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
const latestRow = () =>
  server.db.selectFrom("weather_readings").selectAll().orderBy("recorded_at", "desc").orderBy("id", "desc").executeTakeFirstOrThrow();
const logged = (message: string) => errorLog.includes(message);

async function summary(query = "", headers: Record<string, string> = {}): Promise<WeatherSummary> {
  const response = await server.api(`/weather/summary${query}`, { headers });
  expect(response.status).toBe(200);
  return (await response.json()) as WeatherSummary;
}

describe("refreshing from Open-Meteo", () => {
  it("stores the provider's reading for Gibraltar and answers it with English and Spanish condition texts", async () => {
    const before = provider.requests.length;
    const response = await server.api("/admin/weather/refresh", { method: "POST", token: server.admin });
    expect(response.status).toBe(200);
    const expected = {
      temperature: FORECAST_ANSWER.current.temperature_2m,
      humidity: FORECAST_ANSWER.current.relative_humidity_2m,
      wind_speed: FORECAST_ANSWER.current.wind_speed_10m,
      water_temperature: MARINE_ANSWER.current.sea_surface_temperature,
    };
    expect(await response.json()).toMatchObject({
      ...expected,
      condition_text: "Partly cloudy",
      condition_icon: "partly-cloudy",
    });

    const sent = provider.requests.slice(before);
    expect(sent.map((r) => r.endpoint).sort()).toEqual(["forecast", "marine"]);
    for (const request of sent) {
      expect(request.query.get("latitude")).toBe("36.140751");
      expect(request.query.get("longitude")).toBe("-5.353585");
    }

    const row = await latestRow();
    expect(row).toMatchObject({
      ...expected,
      condition_code: FORECAST_ANSWER.current.weather_code,
      condition_icon: "partly-cloudy",
      source: "open-meteo",
    });
    expect(Date.now() - Date.parse(row.recorded_at)).toBeLessThan(10_000);

    const english = await summary();
    expect(english).toEqual({
      ...expected,
      condition_text: "Partly cloudy",
      condition_icon: "partly-cloudy",
      recorded_at: row.recorded_at,
    });
    expect((await summary("", { "Accept-Language": "es-ES,es;q=0.9" })).condition_text).toBe("Parcialmente nublado");
    expect((await summary("?language=es")).condition_text).toBe("Parcialmente nublado");
    expect((await summary("?language=en", { "Accept-Language": "es" })).condition_text).toBe("Partly cloudy");
  });

  it.each(["error", "bad-json", "hang"] as const)(
    "keeps the last reading and logs the error when the forecast provider answers %s, without throwing",
    async (mode) => {
      await server.services.weather.refresh();
      const [count, last] = [await countReadings(), await summary()];
      provider.set("forecast", mode);

      await expect(server.services.weatherScheduler.tick()).resolves.toBeUndefined();
      expect(await countReadings()).toBe(count);
      expect(await summary()).toEqual(last);
      expect(logged("Weather refresh failed")).toBe(true);

      const response = await server.api("/admin/weather/refresh", { method: "POST", token: server.admin });
      expect(response.status).toBe(502);
      expect(((await response.json()) as { detail: string }).detail).toMatch(/^Weather provider unavailable/);
      expect(await countReadings()).toBe(count);
    },
  );

  it("stores the reading with no sea temperature when only the marine API fails", async () => {
    provider.set("marine", "error");
    await server.services.weatherScheduler.tick();
    const row = await latestRow();
    expect(row).toMatchObject({
      temperature: FORECAST_ANSWER.current.temperature_2m,
      water_temperature: null,
      source: "open-meteo",
    });
    expect(Date.now() - Date.parse(row.recorded_at)).toBeLessThan(10_000);
    expect((await summary()).water_temperature).toBeNull();
    expect(logged("Weather refresh: sea temperature unavailable")).toBe(true);
  });
});

describe("GET /weather/readings", () => {
  it("answers the readings of the last `days` days, oldest first, in the summary shape", async () => {
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    const insert = (daysAgo: number, temperature: number) =>
      server.db
        .insertInto("weather_readings")
        .values({
          temperature,
          condition_code: 61,
          condition_icon: "rain",
          water_temperature: 18,
          wind_speed: 12,
          humidity: 80,
          source: "test",
          recorded_at: at(daysAgo),
        })
        .execute();
    await insert(10, 11.1);
    await insert(6, 16.6);
    await insert(0.5, 20.5);

    const week = await server.api("/weather/readings?days=7&language=es");
    expect(week.status).toBe(200);
    const { readings } = (await week.json()) as { readings: WeatherSummary[] };
    const temperatures = readings.map((r) => r.temperature);
    expect(temperatures).toContain(16.6);
    expect(temperatures).toContain(20.5);
    expect(temperatures).not.toContain(11.1);
    expect(readings.map((r) => r.recorded_at)).toEqual(readings.map((r) => r.recorded_at).sort());
    expect(readings.every((r) => Date.parse(r.recorded_at) >= Date.now() - 7 * 86_400_000 - 60_000)).toBe(true);
    expect(readings.find((r) => r.temperature === 16.6)).toEqual({
      temperature: 16.6,
      condition_text: "Lluvia ligera",
      condition_icon: "rain",
      water_temperature: 18,
      wind_speed: 12,
      humidity: 80,
      recorded_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });

    const month = (await (await server.api("/weather/readings?days=30")).json()) as { readings: WeatherSummary[] };
    expect(month.readings.map((r) => r.temperature)).toContain(11.1);
    const byDefault = (await (await server.api("/weather/readings")).json()) as { readings: WeatherSummary[] };
    expect(byDefault.readings).toHaveLength(readings.length);
  });

  it.each(["0", "31", "abc", "1.5"])("rejects days=%s with a 422 on the days field", async (days) => {
    const response = await server.api(`/weather/readings?days=${days}`);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { detail: string; errors: Array<{ field: string }> };
    expect(body.detail).toBe("days must be a whole number from 1 to 30");
    expect(body.errors[0]!.field).toBe("days");
  });

  it("rejects an unknown language", async () => {
    const response = await server.api("/weather/summary?language=fr");
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ detail: "language must be en or es" });
  });
});

describe("POST /admin/weather/readings", () => {
  const reading = { temperature: 24.5, water_temperature: 20.1, humidity: 58, wind_speed: 31, condition_code: 95 };

  it("needs a signed-in admin", async () => {
    expect((await server.api("/admin/weather/readings", { body: reading })).status).toBe(401);
    expect((await server.api("/admin/weather/readings", { body: reading, token: userToken })).status).toBe(403);
    expect((await server.api("/admin/weather/refresh", { method: "POST" })).status).toBe(401);
    expect((await server.api("/admin/weather/refresh", { method: "POST", token: userToken })).status).toBe(403);
  });

  it("stores a manual reading that becomes the current summary", async () => {
    const response = await server.api("/admin/weather/readings", {
      body: reading,
      token: server.admin,
      headers: { "Accept-Language": "es" },
    });
    expect(response.status).toBe(201);
    const stored = (await response.json()) as WeatherSummary;
    const { condition_code: _code, ...values } = reading;
    expect(stored).toEqual({ ...values, condition_text: "Tormenta", condition_icon: "storm", recorded_at: expect.any(String) });
    expect(await latestRow()).toMatchObject({
      ...reading,
      condition_icon: "storm",
      source: "manual",
      recorded_at: stored.recorded_at,
    });
    expect(await summary()).toEqual({ ...stored, condition_text: "Thunderstorm" });

    const bare = await server.api("/admin/weather/readings", { body: { temperature: -3 }, token: server.admin });
    expect(bare.status).toBe(201);
    expect(await bare.json()).toMatchObject({
      temperature: -3,
      condition_text: null,
      condition_icon: null,
      water_temperature: null,
      humidity: null,
      wind_speed: null,
    });
  });

  it.each([
    [{}, "temperature", "Temperature is required"],
    [{ temperature: "warm" }, "temperature", "Temperature is required"],
    [{ temperature: 61 }, "temperature", "Temperature must be between -30 and 60 °C"],
    [{ temperature: -31 }, "temperature", "Temperature must be between -30 and 60 °C"],
    [{ temperature: 20, humidity: 101 }, "humidity", "Humidity must be between 0 and 100%"],
    [{ temperature: 20, wind_speed: -1 }, "wind_speed", "Wind speed cannot be negative"],
    [{ temperature: 20, condition_code: 42 }, "condition_code", "Condition code must be a WMO weather code"],
    [{ temperature: 20, condition_code: 2.5 }, "condition_code", "Condition code must be a WMO weather code"],
  ])("rejects %j with a 422 on %s", async (body, field, message) => {
    const count = await countReadings();
    const response = await server.api("/admin/weather/readings", { body, token: server.admin });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ detail: message, errors: [{ field, message }] });
    expect(await countReadings()).toBe(count);
  });
});

describe("the scheduler", () => {
  it("refreshes at start when the newest reading is older than the interval, then once per interval until stopped", async () => {
    // 0.01 minutes = 600 ms; the template's newest reading is older than that.
    const launchedAt = Date.now();
    const before = provider.requests.length;
    const scheduled = await startTestServer({ ...weatherEnv(), WEATHER_REFRESH_MINUTES: "0.01" }, { logTo });
    const startedAt = Date.now();
    const forecasts = () => provider.requests.slice(before).filter((r) => r.endpoint === "forecast");
    try {
      await expect.poll(() => forecasts().length, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
      expect(forecasts()[0]!.at).toBeLessThan(startedAt + 500);
      const times = forecasts().map((r) => r.at);
      for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(550);
      // The third answer may still be on its way to the database when its request is seen.
      const stored = async () =>
        (
          await scheduled.services.database.db
            .selectFrom("weather_readings")
            .select("source")
            .where("recorded_at", ">=", new Date(launchedAt).toISOString())
            .where("source", "=", "open-meteo")
            .execute()
        ).length;
      await expect.poll(stored, { timeout: 5_000 }).toBeGreaterThanOrEqual(3);
    } finally {
      await scheduled.stop();
    }
    const afterStop = provider.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(provider.requests.length).toBe(afterStop);
  });

  it("does not refresh at start when a reading younger than the interval exists", async () => {
    await server.api("/admin/weather/readings", { body: { temperature: 21 }, token: server.admin });
    const before = provider.requests.length;
    const scheduled = await startTestServer({ ...weatherEnv(), WEATHER_REFRESH_MINUTES: "30" }, { shareWith: server, logTo });
    try {
      await new Promise((resolve) => setTimeout(resolve, 800));
      expect(provider.requests.length).toBe(before);
    } finally {
      await scheduled.stop();
    }
  });
});

describe("GET /weather/summary without readings", () => {
  it("answers 404 'No weather reading yet'", async () => {
    await server.db.deleteFrom("weather_readings").execute();
    const response = await server.api("/weather/summary");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ detail: "No weather reading yet" });
    expect(await (await server.api("/weather/readings")).json()).toEqual({ readings: [] });
  });
});
