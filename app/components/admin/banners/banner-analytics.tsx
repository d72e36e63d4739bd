import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { BannerAnalytics, BannerCounts, BannerDetailedStats } from "@schemas/admin-banners";
import { formError } from "~/components/ui/ui.css";
import * as styles from "../admin.css";
import { BarChart } from "../bar-chart";
import { AdminTable } from "../list";

/** A click-through rate as the pages show it: "2.5%". */
export const percent = (ctr: number) => `${ctr}%`;

function Totals({ counts, label }: { counts: BannerCounts; label: string }) {
  const { t } = useTranslation();
  return (
    <section aria-label={label} className={styles.stats}>
      <div className={styles.stat}>
        <span className={styles.statValue}>{counts.impressions}</span>
        {t("admin_banners.impressions")}
      </div>
      <div className={styles.stat}>
        <span className={styles.statValue}>{counts.clicks}</span>
        {t("admin_banners.clicks")}
      </div>
      <div className={styles.stat}>
        <span className={styles.statValue}>{percent(counts.ctr)}</span>
        {t("admin_banners.ctr")}
      </div>
    </section>
  );
}

/** A read that failed: its message in place of the section. */
export function SectionError({ message }: { message: string }) {
  return (
    <p className={formError} role="alert">
      {message}
    </p>
  );
}

/**
 * The last days of every banner: totals, impressions and clicks per day as server-drawn SVG bar
 * charts (readable without JavaScript, with the figures in a table), and the period's best banners.
 */
export function BannerAnalyticsSection({ analytics }: { analytics: BannerAnalytics }) {
  const { t } = useTranslation();
  const figures = t("admin_banners.figures");
  return (
    <>
      <p className={styles.muted}>{t("admin_banners.analytics_period", { from: analytics.from, to: analytics.to })}</p>
      <Totals counts={analytics.totals} label={t("admin_banners.analytics_totals")} />
      <div className={styles.stats} style={{ gridTemplateColumns: "repeat(auto-fill, minmax(320px, 1fr))" }}>
        <BarChart title={t("admin_banners.impressions_per_day")} points={analytics.daily.map(({ day, impressions }) => ({ day, value: impressions }))} tableLabel={figures} />
        <BarChart title={t("admin_banners.clicks_per_day")} points={analytics.daily.map(({ day, clicks }) => ({ day, value: clicks }))} tableLabel={figures} />
      </div>
      <h3>{t("admin_banners.top_banners")}</h3>
      <AdminTable
        rows={analytics.top_banners}
        rowKey={(row) => row.id}
        caption={t("admin_banners.top_banners")}
        columns={[
          { header: t("admin_banners.name"), cell: (row) => <Link to={`/admin/banners/${row.id}/edit`}>{row.name}</Link> },
          { header: t("admin_banners.position"), cell: (row) => t(`admin_banners.position.${row.position}`) },
          { header: t("admin_banners.impressions"), cell: (row) => row.impressions },
          { header: t("admin_banners.clicks"), cell: (row) => row.clicks },
          { header: t("admin_banners.ctr"), cell: (row) => percent(row.ctr) },
        ]}
      />
    </>
  );
}

/** All-time counts per position (of the filtered position only, when the list is filtered), then per banner. */
export function BannerStatsSection({ stats }: { stats: BannerDetailedStats }) {
  const { t } = useTranslation();
  return (
    <>
      <Totals counts={stats.totals} label={t("admin_banners.stats_totals")} />
      <AdminTable
        rows={stats.by_position}
        rowKey={(row) => row.position}
        caption={t("admin_banners.by_position")}
        columns={[
          { header: t("admin_banners.position"), cell: (row) => t(`admin_banners.position.${row.position}`) },
          { header: t("admin_banners.banners_count"), cell: (row) => row.banners },
          { header: t("admin_banners.active_count"), cell: (row) => row.active },
          { header: t("admin_banners.impressions"), cell: (row) => row.impressions },
          { header: t("admin_banners.clicks"), cell: (row) => row.clicks },
          { header: t("admin_banners.ctr"), cell: (row) => percent(row.ctr) },
        ]}
      />
      <details>
        <summary>{t("admin_banners.per_banner", { count: stats.banners.length })}</summary>
        <AdminTable
          rows={stats.banners}
          rowKey={(row) => row.id}
          caption={t("admin_banners.per_banner", { count: stats.banners.length })}
          columns={[
            { header: t("admin_banners.name"), cell: (row) => <Link to={`/admin/banners/${row.id}/edit`}>{row.name}</Link> },
            { header: t("admin_banners.position"), cell: (row) => t(`admin_banners.position.${row.position}`) },
            { header: t("admin_banners.banner_type"), cell: (row) => t(`admin_banners.type.${row.banner_type}`) },
            { header: t("admin_banners.active"), cell: (row) => (row.is_active ? t("admin.list.yes") : t("admin.list.no")) },
            { header: t("admin_banners.priority"), cell: (row) => row.priority },
            { header: t("admin_banners.impressions"), cell: (row) => row.impressions },
            { header: t("admin_banners.clicks"), cell: (row) => row.clicks },
            { header: t("admin_banners.ctr"), cell: (row) => percent(row.ctr) },
          ]}
        />
      </details>
    </>
  );
}
