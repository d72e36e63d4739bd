import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import { ANALYTICS_DEFAULT_DAYS, type AdminBanner, type BannerAnalytics, type BannerDetailedStats } from "@schemas/admin-banners";
import { AdminHeader, ConfirmAction, IntentButton } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { BannerAnalyticsSection, BannerStatsSection, SectionError, percent } from "~/components/admin/banners/banner-analytics";
import { usePositionOptions } from "~/components/admin/banners/banner-fields";
import { AdminList, ListFilters, useYesNo } from "~/components/admin/list";
import { adminApi, idFrom, listQuery, runIntent } from "~/components/admin/admin.server";
import { readOrFailure, withFailure } from "~/components/admin/banners/admin-banners.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const { request } = args;
  const query = listQuery(request);
  // The list, its statistics and the analytics load on their own: one failing leaves the others.
  const [t, list, stats, analytics] = await Promise.all([
    getT(request),
    readOrFailure(request, "admin_banners.fetch_failed", api.get<AdminPage<AdminBanner>>("/admin/banners/", query)),
    readOrFailure(request, "admin_banners.stats_failed", api.get<BannerDetailedStats>("/admin/banners/stats/detailed", { position: query.position })),
    readOrFailure(request, "admin_banners.analytics_failed", api.get<BannerAnalytics>("/admin/banners/analytics/overview", { days: ANALYTICS_DEFAULT_DAYS })),
  ]);
  return { title: t("admin.banners"), list, stats, analytics };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  const { request } = args;
  return runIntent(args, {
    toggle: async (api, form) => {
      const banner = await withFailure(request, "admin_banners.toggle_failed", api.post<AdminBanner>(`/admin/banners/${idFrom(form.get("id"))}/toggle`));
      return banner.is_active ? "banner_activated" : "banner_deactivated";
    },
    "reset-stats": async (api, form) => {
      await withFailure(request, "admin_banners.reset_failed", api.post(`/admin/banners/${idFrom(form.get("id"))}/reset-stats`));
      return "banner_stats_reset";
    },
    delete: async (api, form) => {
      await withFailure(request, "admin_banners.delete_failed", api.delete(`/admin/banners/${idFrom(form.get("id"))}`));
      return "deleted";
    },
  });
}

/** From–to, either side open ("…"), or "Always" without dates. */
function useSchedule() {
  const { t } = useTranslation();
  return (banner: AdminBanner) =>
    banner.start_date || banner.end_date
      ? `${banner.start_date?.slice(0, 10) ?? "…"} – ${banner.end_date?.slice(0, 10) ?? "…"}`
      : t("admin_banners.always");
}

function BannerCell({ banner }: { banner: AdminBanner }) {
  const { t } = useTranslation();
  return (
    <>
      {banner.banner_type === "IMAGE" && banner.image_url ? (
        <img src={banner.image_url} alt="" width={96} height={48} loading="lazy" style={{ objectFit: "contain", display: "block" }} />
      ) : null}
      <Link to={`/admin/banners/${banner.id}/edit`}>{banner.name}</Link>
      <br />
      <span className={styles.muted}>
        {t(`admin_banners.type.${banner.banner_type}`)}
        {banner.title ? ` · ${banner.title}` : ""}
      </span>
    </>
  );
}

export default function AdminBannersPage() {
  const { t } = useTranslation();
  const { list, stats, analytics } = useLoaderData<typeof loader>();
  const yesNo = useYesNo();
  const schedule = useSchedule();
  const filters = [
    { name: "position", label: t("admin_banners.position"), options: usePositionOptions() },
    { name: "is_active", label: t("admin_banners.active"), options: yesNo },
  ];
  return (
    <>
      <AdminHeader title={t("admin.banners")} intro={t("admin_banners.intro")} action={{ to: "/admin/banners/create", label: t("admin.banners_create") }} />
      <p>
        <Link to="/admin/banners/settings" className={styles.smallButton}>
          {t("admin.banners_settings")}
        </Link>
      </p>
      {list.data ? (
        <AdminList
          page={list.data}
          rowKey={(banner) => banner.id}
          searchLabel={t("admin_banners.search")}
          filters={filters}
          columns={[
            { header: t("admin_banners.banner"), cell: (banner) => <BannerCell banner={banner} /> },
            { header: t("admin_banners.position"), cell: (banner) => t(`admin_banners.position.${banner.position}`) },
            { header: t("admin_banners.priority"), cell: (banner) => banner.priority },
            { header: t("admin_banners.active"), cell: (banner) => (banner.is_active ? t("admin.list.yes") : t("admin.list.no")) },
            { header: t("admin_banners.schedule"), cell: schedule },
            { header: t("admin_banners.impressions"), cell: (banner) => banner.impressions_count },
            { header: t("admin_banners.clicks"), cell: (banner) => banner.clicks_count },
            { header: t("admin_banners.ctr"), cell: (banner) => percent(banner.ctr) },
            {
              header: t("admin.list.actions"),
              cell: (banner) => (
                <div className={styles.rowActions}>
                  <Link to={`/admin/banners/${banner.id}/edit`} className={styles.smallButton}>
                    {t("admin.action.edit")}
                  </Link>
                  <IntentButton intent="toggle" values={{ id: banner.id }}>
                    {banner.is_active ? t("admin_banners.deactivate") : t("admin_banners.activate")}
                  </IntentButton>
                  <ConfirmAction
                    intent="reset-stats"
                    values={{ id: banner.id }}
                    label={t("admin_banners.reset_stats")}
                    question={t("admin_banners.confirm_reset", { name: banner.name })}
                    confirmLabel={t("admin_banners.confirm_reset_button")}
                  />
                  <ConfirmAction intent="delete" values={{ id: banner.id }} question={t("admin_banners.confirm_delete", { name: banner.name })} />
                </div>
              ),
            },
          ]}
        />
      ) : (
        <>
          <ListFilters searchLabel={t("admin_banners.search")} filters={filters} />
          <SectionError message={list.error} />
        </>
      )}
      <h2>{t("admin_banners.analytics_heading", { days: ANALYTICS_DEFAULT_DAYS })}</h2>
      {analytics.data ? <BannerAnalyticsSection analytics={analytics.data} /> : <SectionError message={analytics.error} />}
      <h2>{t("admin_banners.stats_heading")}</h2>
      {stats.data ? <BannerStatsSection stats={stats.data} /> : <SectionError message={stats.error} />}
    </>
  );
}
