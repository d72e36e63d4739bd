import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import type { WeatherAdminStatus } from "@schemas/admin-weather";
import { ManualWeatherReadingSchema, type WeatherSummary } from "@schemas/weather";
import { AdminHeader, IntentButton } from "~/components/admin/actions";
import { AdminForm } from "~/components/admin/admin-form";
import * as styles from "~/components/admin/admin.css";
import { card } from "~/components/ui/ui.css";
import { orErrorPage } from "~/utils/api-errors.server";
import { adminApi, runIntent, submitAdminForm } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { readForm } from "~/utils/form-data.server";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, status] = await Promise.all([getT(args.request), orErrorPage(api.get<WeatherAdminStatus>("/admin/weather/status"))]);
  return { title: t("admin.weather"), status };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  const formData = await readForm(args.request);
  if (formData.get("intent") === "refresh") {
    return runIntent(args, { refresh: async (api) => (await api.post<WeatherSummary>("/admin/weather/refresh"), "updated") }, { formData });
  }
  return submitAdminForm(args, ManualWeatherReadingSchema, (api, value) => api.post<WeatherSummary>("/admin/weather/readings", value), {
    formData,
    notice: "created",
  });
}

/** An ISO instant to the minute, as the back-office shows times: "2026-01-10 09:05 UTC". */
const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

/** Where readings come from, how often, and how the last refresh went. */
function ProviderStatus({ status }: { status: WeatherAdminStatus }) {
  const { t } = useTranslation();
  const { provider, last_refresh: last } = status;
  return (
    <section className={card} aria-labelledby="provider-title" data-testid="weather-provider">
      <h2 id="provider-title">{t("admin_settings.weather_provider")}</h2>
      <p>
        <strong>{provider.name}</strong> · <span className={styles.muted}>{provider.forecast_url}</span>
      </p>
      <p>
        {provider.refresh_minutes > 0
          ? t("admin_settings.weather_schedule", { minutes: provider.refresh_minutes })
          : t("admin_settings.weather_schedule_off")}
      </p>
      {last ? (
        <p role="status">
          {last.ok
            ? t("admin_settings.weather_last_ok", { at: when(last.attempted_at) })
            : t("admin_settings.weather_last_failed", { at: when(last.attempted_at), error: last.error })}
          {!last.ok && last.succeeded_at ? ` ${t("admin_settings.weather_last_success", { at: when(last.succeeded_at) })}` : null}
        </p>
      ) : (
        <p>{t("admin_settings.weather_never_refreshed")}</p>
      )}
      <IntentButton intent="refresh">{t("admin_settings.weather_refresh_now")}</IntentButton>
    </section>
  );
}

/** The reading the site shows now. */
function LatestReading({ latest }: { latest: WeatherAdminStatus["latest"] }) {
  const { t } = useTranslation();
  if (!latest) return <p>{t("admin_settings.weather_no_reading")}</p>;
  const rows: Array<[string, string | number | null]> = [
    [t("admin_settings.weather_temperature"), `${latest.temperature} °C`],
    [t("admin_settings.weather_condition"), latest.condition_text],
    [t("admin_settings.weather_water_temperature"), latest.water_temperature === null ? null : `${latest.water_temperature} °C`],
    [t("admin_settings.weather_wind"), latest.wind_speed === null ? null : `${latest.wind_speed} km/h`],
    [t("admin_settings.weather_humidity"), latest.humidity === null ? null : `${latest.humidity}%`],
    [t("admin_settings.weather_recorded_at"), when(latest.recorded_at)],
    [t("admin_settings.weather_source"), latest.source],
  ];
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="weather-latest">
        <caption>{t("admin_settings.weather_latest")}</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default function AdminWeatherPage() {
  const { t } = useTranslation();
  const { status } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <AdminHeader title={t("admin.weather")} intro={t("admin_settings.weather_intro")} />
      <ProviderStatus status={status} />
      <LatestReading latest={status.latest} />
      <h2>{t("admin_settings.weather_manual")}</h2>
      <p className={styles.muted}>{t("admin_settings.weather_manual_intro")}</p>
      <AdminForm
        id="weather-reading"
        schema={ManualWeatherReadingSchema}
        fields={[
          { name: "temperature", label: t("admin_settings.weather_temperature"), type: "number" },
          { name: "water_temperature", label: t("admin_settings.weather_water_temperature"), type: "number" },
          { name: "wind_speed", label: t("admin_settings.weather_wind"), type: "number" },
          { name: "humidity", label: t("admin_settings.weather_humidity"), type: "number" },
          {
            name: "condition_code",
            label: t("admin_settings.weather_condition"),
            type: "select",
            options: status.conditions.map(({ code, text }) => ({ value: String(code), label: text })),
            placeholder: t("admin_settings.weather_no_condition"),
          },
        ]}
        lastResult={result && "reply" in result ? result.reply : undefined}
        submitLabel={t("admin_settings.weather_add_reading")}
      />
    </>
  );
}
