import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useMemo } from "react";
import { useTranslation } from "~/utils/use-translation";
import { HOME_TABS, type HomeTab } from "@schemas/constants";
import { BannerSlot } from "~/components/banners/banner-slot";
import { CategoryGrid } from "./category-grid";
import * as homeStyles from "~/components/home/home.css";
import { HomeTabs } from "./home-tabs";
import { LatestListings } from "~/components/home/latest-listings";
import { StatCards } from "./stat-cards";
import { TopLocationsCarousel } from "~/components/home/top-locations-carousel";
import { button } from "~/components/ui/ui.css";
import { WeatherSummaryCard } from "~/components/weather/weather-summary-card";
import { resolveCards } from "~/components/home/card-references";
import { loadHomeData, MAX_HOME_PAGES } from "~/components/home/home.server";
import { getT } from "~/utils/i18n.server";
import { getLanguage } from "~/utils/preferences.server";
import { reportImpressions, sharedRead } from "~/utils/shell.server";
import { metaFromData } from "~/utils/meta";
import { useRootData } from "~/utils/use-root-data";
import * as styles from "./home.css";

/** ?view=list|grid, ?tab=new|featured|popular and ?page=N (load more without JavaScript). */
function homeQuery(url: URL) {
  const tab = url.searchParams.get("tab");
  const page = Number(url.searchParams.get("page"));
  return {
    view: url.searchParams.get("view") === "list" ? ("list" as const) : ("grid" as const),
    tab: (HOME_TABS as readonly string[]).includes(tab ?? "") ? (tab as HomeTab) : "new",
    page: Number.isInteger(page) && page > 1 ? Math.min(page, MAX_HOME_PAGES) : 1,
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = homeQuery(new URL(request.url));
  // The same for everyone (visitors get the whole page from the page cache): signed-in users'
  // pages share it through the shell cache, kept only when every part of it loaded.
  const [t, language] = await Promise.all([getT(request), getLanguage(request)]);
  const home = await sharedRead(
    request,
    context,
    `home:${language}:${query.page}:${query.tab}`,
    (anyone) => loadHomeData(anyone, query.page, query.tab),
    (data) => !data.listingsError && !data.tabsError && !data.locationsError && !data.statsError,
  );
  reportImpressions(context, home.banners);
  return { title: t("home.title"), description: t("home.subtitle"), ...query, ...home, now: Date.now() };
}

export const meta = metaFromData;

const STEPS = ["register", "post", "connect"] as const;

/**
 * A phone's first screen, between the header's banner and the cookie notice, holds about 450px:
 * room for the page's heading and one row of listings, not for the hero's pitch and the
 * content-top banners as well. So on phones the hero shrinks to its heading (home.css), and at
 * every width the content-top banners follow the first row of listings. They are placed there in
 * the markup rather than moved by CSS `order`, so reading and tab order follow what is seen; and
 * being below the first screen at phone and desktop sizes, they may load lazily.
 */
export default function Home() {
  const { t } = useTranslation();
  const { categories } = useRootData();
  const data = useLoaderData<typeof loader>();
  const tabs = useMemo(() => data.tabs && resolveCards(data.tabs, data.latest?.listings ?? []), [data.tabs, data.latest]);
  return (
    <>
      <section className={styles.hero}>
        <div className={styles.heroInner}>
          <h1 className={styles.heroTitle}>{t("home.title")}</h1>
          <p className={styles.heroText}>{t("home.subtitle")}</p>
          <div className={styles.heroActions}>
            <Link to="/listings/wizard" className={button.secondary}>
              {t("nav.post_ad")}
            </Link>{" "}
            <Link to="/categories" className={`${button.ghost} ${styles.heroLink}`}>
              {t("home.browse_all")}
            </Link>
          </div>
        </div>
      </section>
      <div className={styles.content}>
        <LatestListings
          latest={data.latest}
          error={data.listingsError}
          view={data.view}
          afterFirstRow={<BannerSlot banners={data.banners} position="CONTENT_TOP" className={homeStyles.latestBanners} />}
        />
        <h2>{t("home.categories")}</h2>
        <div className={homeStyles.categories}>
          <CategoryGrid categories={categories} />
        </div>
        <div className={homeStyles.infoRow}>
          <div className={homeStyles.weather}>
            <WeatherSummaryCard summary={data.weather} now={data.now} />
          </div>
          <StatCards stats={data.stats} error={data.statsError} />
        </div>
        <TopLocationsCarousel locations={data.locations} error={data.locationsError} />
        <HomeTabs listings={tabs} error={data.tabsError} initial={data.tab} />
        <h2>{t("home.how_it_works")}</h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber}>{index + 1}</span>
              <h3>{t(`home.step_${step}_title`)}</h3>
              <p>{t(`home.step_${step}_text`)}</p>
            </li>
          ))}
        </ol>
      </div>
      <BannerSlot banners={data.banners} position="CONTENT_BOTTOM" />
    </>
  );
}
