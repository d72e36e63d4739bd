import { useId } from "react";
import { useTranslation } from "~/utils/use-translation";
import type { WeatherSummary } from "@schemas/weather";
import { relativeTime, relativeTimeKey } from "@schemas/format";
import { formatDayTime, formatNumber } from "./format";
import * as styles from "./weather.css";
import { WeatherIcon } from "./weather-icon";

/** What the weather shows when there is no reading to show. */
export const WEATHER_FALLBACK = { temperature: 22, humidity: 65 } as const;

const NO_VALUE = "—";

/**
 * The current conditions: temperature, condition, sea temperature, wind, humidity and when they
 * were recorded. `summary` null (none yet, or the API failed) shows 'Weather data unavailable'
 * with the fallback 22°C, 'Weather unavailable' and 65% humidity. Pass `now` from the loader
 * so the server and the browser agree on the 'Updated' time.
 */
export function WeatherSummaryCard({
  summary,
  now,
  headingLevel = 2,
}: {
  summary: WeatherSummary | null;
  now?: number;
  headingLevel?: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const number = (value: number) => formatNumber(value, i18n.language);
  const degrees = (value: number | null) => (value === null ? NO_VALUE : t("weather.degrees", { value: number(value) }));
  const temperature = summary ? summary.temperature : WEATHER_FALLBACK.temperature;
  const humidity = summary ? summary.humidity : WEATHER_FALLBACK.humidity;
  const updated = summary ? relativeTimeKey(relativeTime(summary.recorded_at, now)) : null;
  return (
    <section className={styles.summaryCard} aria-labelledby={titleId} data-testid="weather-summary">
      <Heading id={titleId} className={styles.summaryTitle}>
        {t("weather.current")}
      </Heading>
      {summary ? null : (
        <p className={styles.unavailable} role="status">
          {t("weather.unavailable")}
        </p>
      )}
      <div className={styles.now}>
        <WeatherIcon name={summary?.condition_icon ?? null} className={styles.icon} />
        <span className={styles.temperature} data-testid="weather-temperature">
          {degrees(temperature)}
        </span>
        <span className={styles.condition} data-testid="weather-condition">
          {summary ? (summary.condition_text ?? NO_VALUE) : t("weather.fallback_condition")}
        </span>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t("weather.sea_temperature")}</dt>
          <dd className={styles.factValue} data-testid="weather-sea">
            {degrees(summary?.water_temperature ?? null)}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t("weather.wind")}</dt>
          <dd className={styles.factValue} data-testid="weather-wind">
            {summary?.wind_speed == null ? NO_VALUE : t("weather.wind_value", { value: number(summary.wind_speed) })}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t("weather.humidity")}</dt>
          <dd className={styles.factValue} data-testid="weather-humidity">
            {humidity === null ? NO_VALUE : t("weather.humidity_value", { value: number(humidity) })}
          </dd>
        </div>
        {summary && updated ? (
          <div className={styles.fact}>
            <dt className={styles.factLabel}>{t("weather.updated")}</dt>
            <dd className={styles.factValue} data-testid="weather-updated">
              <time dateTime={summary.recorded_at} title={formatDayTime(summary.recorded_at)}>
                {t(updated.key, { count: updated.count })}
              </time>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
