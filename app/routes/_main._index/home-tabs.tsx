import { useFetcher, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect, useState } from "react";
import { useTranslation } from "~/utils/use-translation";
import { HOME_TABS, type HomeTab } from "@schemas/constants";
import type { MoreListings } from "../resources.home-listings/route";
import type { ListingCardData } from "~/components/listing/listing-cards";
import { ListingGrid } from "~/components/listing/listing-card";
import * as styles from "~/components/home/home.css";
import { homeHref } from "~/components/home/query-href";
import { validationKey } from "~/locales/validation-key";

type Loaded = Partial<Record<HomeTab, ListingCardData[]>>;

/**
 * New Arrivals, Featured and Most Popular. The tabs are links (?tab=featured) that the server
 * renders with the chosen tab's list; with JavaScript they switch in place, fetching a tab's list
 * the first time it is chosen (the page carries only the list in view).
 */
export function HomeTabs({ listings: initialListings, error: initialError, initial }: { listings: ListingCardData[] | null; error: string | null; initial: HomeTab }) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const fetcher = useFetcher<MoreListings>();
  const [active, setActive] = useState(initial);
  const [loaded, setLoaded] = useState<Loaded>(initialListings ? { [initial]: initialListings } : {});
  const [fetching, setFetching] = useState<HomeTab | null>(null);
  useEffect(() => {
    setActive(initial);
    setLoaded(initialListings ? { [initial]: initialListings } : {});
  }, [initial, initialListings]);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || !fetching) return;
    const { listings, error } = fetcher.data;
    if (!error) setLoaded((current) => ({ ...current, [fetching]: listings }));
    setFetching(null);
  }, [fetcher.state, fetcher.data, fetching]);
  const choose = (tab: HomeTab) => {
    setActive(tab);
    if (loaded[tab] || fetching === tab) return;
    setFetching(tab);
    fetcher.load(`/resources/home-listings?tab=${tab}`);
  };
  const labels: Record<HomeTab, string> = {
    new: t("home.tab_new"),
    featured: t("home.tab_featured"),
    popular: t("home.tab_popular"),
  };
  const listings = loaded[active] ?? [];
  const pending = !loaded[active] && fetching === active;
  const error = active === initial ? initialError : !pending && !loaded[active] && fetcher.data?.error ? fetcher.data.error : null;

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
                  choose(tab);
                }}
              >
                {labels[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <div id="home-tab-panel" className={styles.tabPanel} data-testid="home-tab-panel" data-tab={active} aria-busy={pending}>
        {pending ? null : error ? (
          <p className={styles.error} role="alert">
            {t(validationKey(error))}
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
