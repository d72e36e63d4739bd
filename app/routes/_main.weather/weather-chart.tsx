import { useId } from "react";
import { useTranslation } from "~/utils/use-translation";
import type { WeatherSummary } from "@schemas/weather";
import { formatDay, formatDayTime, formatNumber } from "~/components/weather/format";
import * as styles from "~/components/weather/weather.css";

const WIDTH = 720;
const HEIGHT = 260;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };
const DAY = 24 * 60 * 60 * 1000;
const MAX_DAY_LABELS = 8;

type Point = { x: number; y: number };

/** An SVG path through the points, starting a new stroke at each gap (a reading without a value). */
function linePath(points: Array<Point | null>): string {
  let path = "";
  let drawing = false;
  for (const point of points) {
    if (!point) {
      drawing = false;
      continue;
    }
    path += `${drawing ? "L" : "M"}${point.x.toFixed(1)},${point.y.toFixed(1)}`;
    drawing = true;
  }
  return path;
}

const range = (values: number[]) => (values.length ? { min: Math.min(...values), max: Math.max(...values) } : null);

/** The scales of the chart: time across, whole degrees up (at least 4 °C of span). */
function scales(readings: WeatherSummary[], temperatures: number[]) {
  const times = readings.map((r) => Date.parse(r.recorded_at));
  const [first, last] = [Math.min(...times), Math.max(...times)];
  const [start, end] = first === last ? [first - DAY / 2, last + DAY / 2] : [first, last];
  const { min, max } = range(temperatures)!;
  const pad = Math.max(1, (4 - (max - min)) / 2);
  const [low, high] = [Math.floor(min - pad), Math.ceil(max + pad)];
  const x = (time: number) => PAD.left + ((time - start) / (end - start)) * (WIDTH - PAD.left - PAD.right);
  const y = (value: number) => PAD.top + ((high - value) / (high - low)) * (HEIGHT - PAD.top - PAD.bottom);
  const step = Math.max(1, Math.ceil((high - low) / 5));
  const yTicks: number[] = [];
  for (let value = Math.ceil(low / step) * step; value <= high; value += step) yTicks.push(value);
  const midnights: number[] = [];
  for (let day = Math.ceil(start / DAY) * DAY; day <= end; day += DAY) midnights.push(day);
  const every = Math.ceil(midnights.length / MAX_DAY_LABELS);
  return { x, y, yTicks, xTicks: midnights.filter((_, index) => index % every === 0) };
}

/**
 * Air and sea temperature over the readings as inline SVG, drawn on the server (no script).
 * Screen readers get a text summary (the SVG's title and description) and every reading in a
 * table inside <details>, which also works without JavaScript.
 */
export function WeatherChart({ readings, title }: { readings: WeatherSummary[]; title: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const degrees = (value: number | null) =>
    value === null ? "—" : t("weather.degrees", { value: formatNumber(value, i18n.language) });
  const air = readings.map((r) => r.temperature);
  const sea = readings.flatMap((r) => (r.water_temperature === null ? [] : [r.water_temperature]));
  if (readings.length === 0) {
    return (
      <section className={styles.chartFigure} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.chartTitle}>
          {title}
        </h2>
        <p>{t("weather.chart_empty")}</p>
      </section>
    );
  }
  const { x, y, xTicks, yTicks } = scales(readings, [...air, ...sea]);
  const airRange = range(air)!;
  const seaRange = range(sea);
  const summary = [
    t("weather.chart_summary_air", { min: degrees(airRange.min), max: degrees(airRange.max) }),
    seaRange ? t("weather.chart_summary_sea", { min: degrees(seaRange.min), max: degrees(seaRange.max) }) : "",
    t("weather.chart_summary_count", {
      count: readings.length,
      from: formatDayTime(readings[0]!.recorded_at),
      to: formatDayTime(readings[readings.length - 1]!.recorded_at),
    }),
  ]
    .filter(Boolean)
    .join(" ");
  const at = (r: WeatherSummary) => x(Date.parse(r.recorded_at));
  return (
    <figure className={styles.chartFigure} aria-labelledby={`${id}-title`} data-testid="weather-chart">
      <h2 id={`${id}-title`} className={styles.chartTitle}>
        {title}
      </h2>
      <div className={styles.chartScroll}>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          role="img"
          aria-labelledby={`${id}-svg-title ${id}-svg-desc`}
          preserveAspectRatio="xMidYMid meet"
        >
          <title id={`${id}-svg-title`}>{title}</title>
          <desc id={`${id}-svg-desc`}>{summary}</desc>
          {yTicks.map((value) => (
            <g key={`y${value}`}>
              <line className={styles.gridLine} x1={PAD.left} x2={WIDTH - PAD.right} y1={y(value)} y2={y(value)} />
              <text className={styles.axisText} x={PAD.left - 6} y={y(value) + 4} textAnchor="end">
                {t("weather.degrees", { value: formatNumber(value, i18n.language) })}
              </text>
            </g>
          ))}
          {xTicks.map((time) => (
            <g key={`x${time}`}>
              <line className={styles.gridLine} x1={x(time)} x2={x(time)} y1={PAD.top} y2={HEIGHT - PAD.bottom} />
              <text className={styles.axisText} x={x(time)} y={HEIGHT - PAD.bottom + 16} textAnchor="middle">
                {formatDay(new Date(time).toISOString())}
              </text>
            </g>
          ))}
          <path
            className={styles.airLine}
            d={linePath(readings.map((r) => ({ x: at(r), y: y(r.temperature) })))}
            data-series="air"
          />
          <path
            className={styles.seaLine}
            d={linePath(readings.map((r) => (r.water_temperature === null ? null : { x: at(r), y: y(r.water_temperature) })))}
            data-series="sea"
          />
        </svg>
      </div>
      <ul className={styles.legend} aria-hidden="true">
        <li className={styles.legendItem}>
          <span className={styles.swatchAir} />
          {t("weather.chart_air")}
        </li>
        <li className={styles.legendItem}>
          <span className={styles.swatchSea} />
          {t("weather.sea_temperature")}
        </li>
      </ul>
      <figcaption className={styles.caption}>{summary}</figcaption>
      <details>
        <summary className={styles.tableToggle}>{t("weather.chart_table")}</summary>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {t("weather.table_time")}
                </th>
                <th scope="col" className={styles.cell}>
                  {t("weather.chart_air")}
                </th>
                <th scope="col" className={styles.cell}>
                  {t("weather.sea_temperature")}
                </th>
                <th scope="col" className={styles.cell}>
                  {t("weather.wind")}
                </th>
                <th scope="col" className={styles.cell}>
                  {t("weather.humidity")}
                </th>
                <th scope="col" className={styles.cell}>
                  {t("weather.table_condition")}
                </th>
              </tr>
            </thead>
            <tbody>
              {readings.map((r, index) => (
                <tr key={`${r.recorded_at}-${index}`}>
                  <th scope="row" className={styles.cell}>
                    <time dateTime={r.recorded_at}>{formatDayTime(r.recorded_at)}</time>
                  </th>
                  <td className={styles.cell}>{degrees(r.temperature)}</td>
                  <td className={styles.cell}>{degrees(r.water_temperature)}</td>
                  <td className={styles.cell}>
                    {r.wind_speed === null ? "—" : t("weather.wind_value", { value: formatNumber(r.wind_speed, i18n.language) })}
                  </td>
                  <td className={styles.cell}>
                    {r.humidity === null ? "—" : t("weather.humidity_value", { value: formatNumber(r.humidity, i18n.language) })}
                  </td>
                  <td className={styles.cell}>{r.condition_text ?? "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
