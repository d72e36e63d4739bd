import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { FavoriteNotice } from "@schemas/listing-extras";
import { formatMoney, relativeTime, relativeTimeKey } from "@schemas/format";
import { badge, card } from "~/components/ui/ui.css";
import * as styles from "./dashboard-sections.css";

/** News of the listings the user saved, newest first; the unread ones marked new. */
export function FavoriteNews({ notices }: { notices: FavoriteNotice[] }) {
  const { t, i18n } = useTranslation();
  if (!notices.length) return null;
  const now = Date.now();
  return (
    <section className={card} aria-labelledby="favorite-news-title" style={{ marginBottom: "16px" }}>
      <h2 id="favorite-news-title">{t("favorites.news_title")}</h2>
      <ul data-testid="favorite-news">
        {notices.map((notice) => {
          const { key, count } = relativeTimeKey(relativeTime(notice.created_at, now));
          const listing = <Link to={`/listing/${notice.listing.slug}`}>{notice.listing.title}</Link>;
          const money = (minor: number | null) => formatMoney((minor ?? 0) / 100, notice.currency ?? "gbp", i18n.language);
          return (
            <li key={notice.id}>
              {notice.read ? null : <span className={badge}>{t("favorites.news_new")}</span>}{" "}
              {notice.kind === "price_drop"
                ? t("favorites.news_price_drop", { from: money(notice.old_price_minor), to: money(notice.new_price_minor) })
                : t(`favorites.news_${notice.kind}`)}{" "}
              {listing} <span className={styles.muted}>{t(key, { count })}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
