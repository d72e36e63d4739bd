import path from "node:path";
import { expect, test } from "@playwright/test";
import { openSqlite } from "../../api/db/database.js";
import type { WeatherSummary } from "../../api/schemas/weather";
import { e2eDataDir } from "../support/template.js";
import { E2E_PORTS, openPage } from "./support";

const number = (value: number) => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 }).format(value);

/** A past reading of this test's own. */
async function pastReading(temperature: number, hoursAgo: number) {
  const database = openSqlite(path.join(e2eDataDir("main"), "app.db"));
  try {
    const recorded_at = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
    await database.db
      .insertInto("weather_readings")
      .values({
        temperature,
        condition_code: 45,
        condition_icon: "fog",
        water_temperature: 17.3,
        wind_speed: 33.3,
        humidity: 88,
        source: "test",
        recorded_at,
      })
      .execute();
    return recorded_at;
  } finally {
    await database.close();
  }
}

test("the weather page shows the current reading and a chart of the last 7 days with its table", { tag: "@server" }, async ({ page, request }) => {
  // A temperature no seeded reading has (they stay between 17 and 24 °C).
  const temperature = 4.2;
  await pastReading(temperature, 51);
  const current = (await (await request.get("/api/v1/weather/summary")).json()) as WeatherSummary;

  await openPage(page, "/weather");
  await expect(page).toHaveTitle("Weather in Gibraltar | Gibraltar Marketplace");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Weather in Gibraltar");

  const card = page.getByTestId("weather-summary");
  await expect(card.getByRole("heading", { name: "Current conditions" })).toBeVisible();
  await expect(card.getByTestId("weather-temperature")).toHaveText(`${number(current.temperature)}°C`);
  await expect(card.getByTestId("weather-condition")).toHaveText(current.condition_text ?? "—");
  await expect(card.getByTestId("weather-sea")).toHaveText(
    current.water_temperature === null ? "—" : `${number(current.water_temperature)}°C`,
  );
  await expect(card.getByTestId("weather-wind")).toHaveText(`${number(current.wind_speed!)} km/h`);
  await expect(card.getByTestId("weather-humidity")).toHaveText(`${number(current.humidity!)}%`);
  await expect(card.getByText("Updated")).toBeVisible();
  await expect(card.locator("time")).toHaveAttribute("datetime", current.recorded_at);
  await expect(card.getByText("Weather data unavailable")).toHaveCount(0);

  const chart = page.getByTestId("weather-chart");
  const svg = chart.getByRole("img", { name: /^The last 7 days Air temperature from .+ to .+\./ });
  await expect(svg).toBeVisible();
  await expect(svg.locator('path[data-series="air"]')).toHaveAttribute("d", /^M[\d.]+,[\d.]+(L[\d.]+,[\d.]+)+$/);
  await expect(svg.locator('path[data-series="sea"]')).toHaveAttribute("d", /^M/);
  // The lowest air temperature is this test's reading or the other project's.
  await expect(chart.locator("figcaption")).toContainText(/Air temperature from 4\.[12]°C to .+°C\./);

  // The table is closed at first and opens without JavaScript too (a native <details>).
  const table = chart.getByRole("table");
  await expect(table).toBeHidden();
  await chart.getByText("Show the readings as a table").click();
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText([
    "Time",
    "Air temperature",
    "Sea temperature",
    "Wind",
    "Humidity",
    "Condition",
  ]);
  const own = table.getByRole("row").filter({ has: page.getByRole("cell", { name: `${number(temperature)}°C`, exact: true }) });
  await expect(own).toHaveCount(1);
  await expect(own.getByRole("cell")).toHaveText([`${number(temperature)}°C`, "17.3°C", "33.3 km/h", "88%", "Fog"]);
  // The newest row is the current reading (the seed's, unless the cached template is over a week old).
  if (Date.now() - Date.parse(current.recorded_at) < 6 * 86_400_000) {
    await expect(table.getByRole("row").last().getByRole("cell").first()).toHaveText(`${number(current.temperature)}°C`);
  }
});

test.describe("in Spanish", () => {
  test.use({ locale: "es-ES", extraHTTPHeaders: { "Accept-Language": "es-ES,es;q=0.9" } });

  test("the weather page speaks Spanish, condition included", { tag: "@server" }, async ({ page, request }) => {
    const current = (await (await request.get("/api/v1/weather/summary?language=es")).json()) as WeatherSummary;
    await openPage(page, "/weather");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("El tiempo en Gibraltar");
    const card = page.getByTestId("weather-summary");
    await expect(card.getByRole("heading", { name: "Condiciones actuales" })).toBeVisible();
    await expect(card.getByTestId("weather-condition")).toHaveText(current.condition_text ?? "—");
    await expect(card.getByText("Temperatura del mar")).toBeVisible();
    await expect(page.getByText("Ver las lecturas en una tabla")).toBeVisible();
  });
});

test.describe("before the first reading", () => {
  test.use({ baseURL: `http://localhost:${E2E_PORTS["no-weather"]}` });

  test("the weather page and the home widget show the fallback: 22°C, 'Weather unavailable', 65%", { tag: "@server" }, async ({ page }) => {
    for (const path of ["/weather", "/"]) {
      await openPage(page, path);
      const card = page.getByTestId("weather-summary");
      await expect(card.getByRole("status")).toHaveText("Weather data unavailable");
      await expect(card.getByTestId("weather-temperature")).toHaveText("22°C");
      await expect(card.getByTestId("weather-condition")).toHaveText("Weather unavailable");
      await expect(card.getByTestId("weather-humidity")).toHaveText("65%");
      await expect(card.getByTestId("weather-updated")).toHaveCount(0);
    }
    // The /weather page has no readings to chart either.
    await openPage(page, "/weather");
    await expect(page.getByText("No readings in the last 7 days.")).toBeVisible();
    await expect(page.getByTestId("weather-chart")).toHaveCount(0);
  });
});
