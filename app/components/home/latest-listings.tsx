import { useFetcher, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/utils/use-translation";
import { HOMEPAGE_LISTINGS } from "@schemas/constants";
import type { MoreListings } from "~/routes/resources.home-listings/route";
import type { ListingCardData } from "../listing/listing-cards";
import { ListingGrid, type ListingView } from "../listing/listing-card";
import { button } from "../ui/ui.css";
import * as styles from "./home.css";
import { homeHref } from "./query-href";
import { validationKey } from "~/locales/validation-key";

/** The first pages of the newest listings, and whether there are more. */
export type LatestListings = { listings: ListingCardData[]; hasMore: boolean };

/**
 * The cards of the grid's first row on a desktop (four columns), shown before `afterFirstRow`.
 * On phones (one column) that is four rows, and between 768px and 960px two (home.css).
 */
const FIRST_ROW = 4;

/**
 * The newest listings in a grid or a list, with "load more": a link to the next page (?page=N)
 * that, with JavaScript, fetches the next 16 and appends them in place instead. `afterFirstRow`
 * (the content-top banners) comes after the first row of cards: two lists around it, so the
 * markup's order is the order seen.
 */
export function LatestListings({
  latest,
  error,
  view,
  afterFirstRow,
}: {
  latest: LatestListings | null;
  error: string | null;
  view: ListingView;
  afterFirstRow?: ReactNode;
}) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const fetcher = useFetcher<MoreListings>();
  const [extra, setExtra] = useState<ListingCardData[]>([]);
  const [hasMore, setHasMore] = useState(latest?.hasMore ?? false);
  const rendered = useRef(latest?.listings ?? []);
  rendered.current = latest?.listings ?? [];

  // A new page load (another view, another page) starts from what the server rendered.
  useEffect(() => {
    setExtra([]);
    setHasMore(latest?.hasMore ?? false);
  }, [latest]);

  useEffect(() => {
    const more = fetcher.data;
    if (fetcher.state !== "idle" || !more || more.error) return;
    setExtra((current) => {
      const known = new Set([...rendered.current, ...current].map((l) => l.id));
      return [...current, ...more.listings.filter((l) => !known.has(l.id))];
    });
    setHasMore(more.hasMore);
  }, [fetcher.data, fetcher.state]);

  const listings = [...(latest?.listings ?? []), ...extra];
  // Pages a reload would need to show as many, so the view switch keeps what was loaded.
  const pages = Math.max(1, Math.ceil(listings.length / HOMEPAGE_LISTINGS));
  const pageParam = (page: number) => (page > 1 ? page : null);
  const loading = fetcher.state !== "idle";

  return (
    <section id="latest-listings" className={styles.latestSection} aria-labelledby="latest-listings-title">
      <div className={styles.latestHead}>
        <h2 id="latest-listings-title" className={styles.latestTitle}>
          {t("home.latest_title")}
        </h2>
        <ul className={styles.segmented} aria-label={t("home.view_label")}>
          {(["grid", "list"] as const).map((option) => (
            <li key={option}>
              <Link
                to={homeHref(search, { view: option === "grid" ? null : option, page: pageParam(pages) }, "#latest-listings")}
                preventScrollReset
                className={styles.segment}
                aria-current={view === option ? "true" : undefined}
                data-testid={`view-${option}`}
              >
                {option === "grid" ? t("home.view_grid") : t("home.view_list")}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      {error ? (
        <>
          <p className={styles.error} role="alert">
            {t(validationKey(error))}
          </p>
          {afterFirstRow}
        </>
      ) : listings.length === 0 ? (
        <>
          <p>{t("empty.listings")}</p>
          {afterFirstRow}
        </>
      ) : (
        <div className={styles.latest} data-testid="latest-listings" data-view={view}>
          <ListingGrid listings={listings.slice(0, FIRST_ROW)} view={view} firstScreen="lead" />
          {afterFirstRow}
          {listings.length > FIRST_ROW ? <ListingGrid listings={listings.slice(FIRST_ROW)} view={view} /> : null}
        </div>
      )}
      {fetcher.data?.error ? (
        <p className={styles.error} role="alert">
          {t(validationKey(fetcher.data.error))}
        </p>
      ) : null}
      {!error && hasMore ? (
        <div className={styles.more}>
          <Link
            to={homeHref(search, { page: pages + 1 }, "#latest-listings")}
            className={button.secondary}
            aria-busy={loading || undefined}
            data-testid="load-more"
            onClick={(event) => {
              event.preventDefault();
              if (!loading) fetcher.load(`/resources/home-listings?skip=${listings.length}`);
            }}
          >
            {loading ? t("home.loading") : t("home.load_more")}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
