import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import type { WeatherSummary } from "@schemas/weather";
import { SimplePage } from "~/components/simple-page";
import { WeatherChart } from "./weather-chart";
import { WeatherSummaryCard } from "~/components/weather/weather-summary-card";
import { apiFor } from "~/utils/api.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { optionalRead } from "~/utils/api-errors.server";

const CHART_DAYS = 7;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [t, api] = await Promise.all([getT(request), apiFor(request, context)]);
  // A failed call leaves its part empty (each part fails alone); redirects still happen.
  const [summary, readings] = await Promise.all([
    optionalRead(context, "Loading the weather summary", api.get<WeatherSummary>("/weather/summary"), null),
    optionalRead(
      context,
      "Loading weather readings",
      api.get<{ readings: WeatherSummary[] }>("/weather/readings", { days: CHART_DAYS }).then((answer) => answer.readings),
      [] as WeatherSummary[],
    ),
  ]);
  return { title: t("weather.title"), description: t("weather.intro"), summary, readings, now: Date.now() };
}

export const meta = metaFromData;

export default function WeatherPage() {
  const { t } = useTranslation();
  const { summary, readings, now } = useLoaderData<typeof loader>();
  return (
    <SimplePage title={t("weather.title")} intro={t("weather.intro")}>
      <WeatherSummaryCard summary={summary} now={now} />
      <WeatherChart readings={readings} title={t("weather.chart_title")} />
    </SimplePage>
  );
}
