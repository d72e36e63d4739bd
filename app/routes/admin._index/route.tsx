import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminDashboard } from "@schemas/admin";
import { LISTING_STATUSES } from "@schemas/constants";
import * as styles from "~/components/admin/admin.css";
import { BarChart } from "~/components/admin/bar-chart";
import { adminApi } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, dashboard] = await Promise.all([getT(args.request), api.get<AdminDashboard>("/admin/dashboard")]);
  return { title: t("admin.dashboard"), dashboard };
}

export const meta = metaFromData;

function Stat({ label, value, to }: { label: string; value: number; to?: string }) {
  return (
    <div className={styles.stat}>
      <span className={styles.statValue}>{value}</span>
      {to ? <Link to={to}>{label}</Link> : label}
    </div>
  );
}

export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { totals, series } = useLoaderData<typeof loader>().dashboard;
  return (
    <>
      <h1>{t("admin.dashboard")}</h1>
      <section aria-label={t("admin_dashboard.attention")} className={styles.stats}>
        <Stat label={t("admin_dashboard.reports_open")} value={totals.reports_open} to="/admin/moderation" />
        <Stat label={t("admin_dashboard.reviews_pending")} value={totals.reviews_pending} to="/admin/moderation" />
        <Stat label={t("admin_dashboard.places_pending")} value={totals.places_pending} to="/admin/moderation" />
        <Stat label={t("admin_dashboard.users")} value={totals.users} to="/admin/users" />
        <Stat label={t("admin_dashboard.subscribers")} value={totals.newsletter_subscribers} to="/admin/newsletter" />
      </section>
      <h2>{t("admin_dashboard.listings_by_status")}</h2>
      <section className={styles.stats}>
        {LISTING_STATUSES.map((status) => (
          <Stat key={status} label={t(`dashboard.status.${status}`)} value={totals.listings_by_status[status]} to={`/admin/listings?status=${status}`} />
        ))}
      </section>
      <h2>{t("admin_dashboard.last_30_days")}</h2>
      <div className={styles.stats} style={{ gridTemplateColumns: "repeat(auto-fill, minmax(320px, 1fr))" }}>
        <BarChart title={t("admin_dashboard.new_listings")} points={series.new_listings} tableLabel={t("admin_dashboard.figures")} />
        <BarChart title={t("admin_dashboard.new_users")} points={series.new_users} tableLabel={t("admin_dashboard.figures")} />
        <BarChart title={t("admin_dashboard.banner_clicks")} points={series.banner_clicks} tableLabel={t("admin_dashboard.figures")} />
      </div>
    </>
  );
}
