import { Link, useSearchParams } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { HOME_TABS, type HomeTab } from "../../../api/schemas/constants";
import type { ListingSummary } from "../../../api/schemas/listing";
import { ListingGrid } from "../listing-card";
import * as styles from "./home.css";
import { homeHref } from "./query-href";

/**
 * New Arrivals, Featured and Most Popular. The tabs are links (?tab=featured) that the server
 * renders; with JavaScript they switch in place, as the page already holds all three lists.
 */
export function HomeTabs({ tabs, error, initial }: { tabs: Record<HomeTab, ListingSummary[]> | null; error: string | null; initial: HomeTab }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [active, setActive] = useState(initial);
  useEffect(() => setActive(initial), [initial]);
  const labels: Record<HomeTab, string> = {
    new: t("home.tab_new"),
    featured: t("home.tab_featured"),
    popular: t("home.tab_popular"),
  };
  const listings = tabs?.[active] ?? [];

  return (
    <section id="home-tabs" className={styles.section} aria-labelledby="home-tabs-title">
      <div className={styles.sectionHead}>
        <h2 id="home-tabs-title" className={styles.sectionTitle}>
          {t("home.tabs_title")}
        </h2>
        <ul className={styles.segmented} aria-label={t("home.tabs_title")}>
          {HOME_TABS.map((tab) => (
            <li key={tab}>
              <Link
                to={homeHref(search, { tab: tab === "new" ? null : tab }, "#home-tabs")}
                preventScrollReset
                className={styles.segment}
                aria-current={active === tab ? "true" : undefined}
                aria-controls="home-tab-panel"
                data-testid={`tab-${tab}`}
                onClick={(event) => {
                  event.preventDefault();
                  setActive(tab);
                }}
              >
                {labels[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div id="home-tab-panel" className={styles.tabPanel} data-testid="home-tab-panel" data-tab={active}>
        {error ? (
          <p className={styles.error} role="alert">
            {t(error)}
          </p>
        ) : listings.length ? (
          <ListingGrid listings={listings} />
        ) : (
          <p>{t("empty.listings")}</p>
        )}
      </div>
    </section>
  );
}
