import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { OverviewActivity } from "@schemas/dashboard";
import { relativeTime, relativeTimeKey } from "@schemas/format";
import { card } from "~/components/ui/ui.css";
import * as styles from "./dashboard-sections.css";
import type { OverviewData } from "./section-data";

const DAY = 24 * 60 * 60 * 1000;
const FIGURE_STATUSES = ["published", "reserved", "sold", "expired", "draft"] as const;

function ActivityLine({ item, now }: { item: OverviewActivity; now: number }) {
  const { t } = useTranslation();
  const listing = <Link to={`/listing/${item.listing_slug}`}>{item.listing_title}</Link>;
  if (item.type === "expiring") {
    const days = Math.max(1, Math.ceil((Date.parse(item.at) - now) / DAY));
    return (
      <>
        {listing} <span className={styles.muted}>{t("dashboard.activity.expires_in", { count: days })}</span>{" "}
        <Link to={`/dashboard?section=my-listings&status=published`}>{t("dashboard.activity.renew_hint")}</Link>
      </>
    );
  }
  const { key, count } = relativeTimeKey(relativeTime(item.at, now));
  const when = <span className={styles.muted}>{t(key, { count })}</span>;
  if (item.type === "favorite") {
    return (
      <>
        {t(`dashboard.activity.favorite_${item.kind}`)} {listing} {when}
      </>
    );
  }
  if (item.type === "message") {
    return (
      <>
        {t("dashboard.activity.message", { name: item.sender_name })} {listing} {when}
      </>
    );
  }
  return (
    <>
      {t("dashboard.activity.review", { name: item.reviewer_name ?? t("dashboard.activity.anonymous"), rating: item.rating })} {listing} {when}
    </>
  );
}

/** The overview: figures of the user's listings and messages, then what happened lately. */
export function OverviewSection({ data }: { data: OverviewData }) {
  const { t } = useTranslation();
  const { overview, now } = data;
  const figures: Array<{ id: string; label: string; value: number; to?: string }> = [
    ...FIGURE_STATUSES.map((status) => ({
      id: `listings-${status}`,
      label: t(`dashboard.status_count.${status}`),
      value: overview.listings_by_status[status],
      to: `/dashboard?section=my-listings&status=${status}`,
    })),
    { id: "views", label: t("dashboard.overview.views"), value: overview.total_views },
    { id: "favorites", label: t("dashboard.overview.favorites"), value: overview.favorites_received },
    { id: "unread", label: t("dashboard.overview.unread"), value: overview.unread_messages, to: "/dashboard?section=messages" },
  ];
  return (
    <>
      <section aria-labelledby="overview-figures" className={card} style={{ marginBottom: "16px" }}>
        <h2 id="overview-figures">{t("dashboard.overview.figures")}</h2>
        <dl className={styles.figures}>
          {figures.map((figure) => (
            <div key={figure.id} className={styles.figure} data-testid={`figure-${figure.id}`}>
              <dt>{figure.to ? <Link to={figure.to}>{figure.label}</Link> : figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="overview-activity" className={card}>
        <h2 id="overview-activity">{t("dashboard.overview.activity")}</h2>
        {overview.activity.length === 0 ? (
          <p>{t("dashboard.overview.no_activity")}</p>
        ) : (
          <ul className={styles.activity} data-testid="activity">
            {overview.activity.map((item, i) => (
              <li key={`${item.type}-${item.listing_id}-${i}`} data-type={item.type}>
                <ActivityLine item={item} now={now} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
