import { Link } from "~/components/ui/link";
import { type UIEvent, useRef, useState } from "react";
import { useTranslation } from "~/utils/use-translation";
import type { TopLocation } from "@schemas/top-locations";
import type { Lean } from "./lean";
import { unpackPicture } from "../ui/srcset";
import { useHydrated } from "~/utils/use-hydrated";
import { ResponsiveImage } from "../ui/responsive-image";
import * as styles from "./home.css";
import { validationKey } from "~/locales/validation-key";

/** A location as a tile shows it, its picture packed (`packPicture`). */
export type LocationTileData = Lean<Pick<TopLocation, "id" | "slug" | "name" | "listings_count"> & { photo: string | null }>;

/** 5 locations per carousel page, one large tile and four small. */
export const LOCATIONS_PER_PAGE = 5;

const pageId = (index: number) => `top-locations-page-${index + 1}`;

/**
 * The shape a location's picture is given (3:2, as the demo pictures). Tiles fill their box
 * whatever the picture's shape (object-fit), and the location page's picture has a fixed maximum height.
 */
export const LOCATION_IMAGE = { width: 1200, height: 800 };

/**
 * How wide a tile's picture is shown: a page is 4 columns (2 on phones) and the large tile spans
 * two of them.
 */
const TILE_SIZES = {
  large: "(max-width: 767px) 100vw, 590px",
  small: "(max-width: 767px) 50vw, 290px",
};

function LocationTile({ location, large }: { location: LocationTileData; large: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to={`/location/${location.slug}`} className={large ? styles.largeTile : styles.tile} data-testid="location-tile">
      {location.photo ? (
        <ResponsiveImage
          {...unpackPicture(location.photo)}
          sizes={large ? TILE_SIZES.large : TILE_SIZES.small}
          {...LOCATION_IMAGE}
          alt=""
        />
      ) : null}
      <span>
        <strong>{location.name}</strong>
        <small>{t("category.listing_count", { count: location.listings_count })}</small>
      </span>
    </Link>
  );
}

/**
 * Featured top locations in pages of five. Without JavaScript the pages are a horizontal
 * scroll-snap strip and the dots are links to each page; with it, dots and arrows switch pages.
 */
export function TopLocationsCarousel({ locations, error }: { locations: LocationTileData[] | null; error: string | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const strip = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const pages: LocationTileData[][] = [];
  for (let i = 0; i < (locations?.length ?? 0); i += LOCATIONS_PER_PAGE) pages.push(locations!.slice(i, i + LOCATIONS_PER_PAGE));

  const show = (index: number) => {
    const element = strip.current;
    if (!element) return;
    const target = Math.max(0, Math.min(pages.length - 1, index));
    element.scrollTo({ left: target * element.clientWidth, behavior: matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth" });
    setCurrent(target);
  };
  // Swipes and scrolling move the strip too: the dots follow.
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    if (element.clientWidth) setCurrent(Math.round(element.scrollLeft / element.clientWidth));
  };

  return (
    <section className={styles.section} aria-labelledby="top-locations-title">
      <h2 id="top-locations-title">{t("home.locations_title")}</h2>
      {error ? (
        <p className={styles.error} role="alert">
          {t(validationKey(error))}
        </p>
      ) : pages.length === 0 ? (
        <p>{t("home.locations_empty")}</p>
      ) : (
        <div className={styles.carousel} data-testid="top-locations">
          <div ref={strip} className={styles.strip} onScroll={onScroll}>
            {pages.map((page, index) => (
              <div
                key={page[0]!.id}
                id={pageId(index)}
                className={styles.carouselPage}
                role="group"
                aria-label={t("home.locations_page", { page: index + 1, pages: pages.length })}
                data-testid="location-page"
              >
                {page.map((location, i) => (
                  <LocationTile key={location.id} location={location} large={i === 0} />
                ))}
              </div>
            ))}
          </div>
          {pages.length > 1 ? (
            <div className={styles.carouselNav}>
              {hydrated ? (
                <button
                  type="button"
                  className={styles.arrow}
                  onClick={() => show(current - 1)}
                  disabled={current === 0}
                  aria-label={t("home.locations_previous")}
                >
                  ‹
                </button>
              ) : null}
              {pages.map((page, index) => (
                <a
                  key={page[0]!.id}
                  href={`#${pageId(index)}`}
                  className={styles.dot}
                  aria-label={t("home.locations_show_page", { page: index + 1 })}
                  aria-current={current === index ? "true" : undefined}
                  data-testid="location-dot"
                  onClick={(event) => {
                    event.preventDefault();
                    show(index);
                  }}
                />
              ))}
              {hydrated ? (
                <button
                  type="button"
                  className={styles.arrow}
                  onClick={() => show(current + 1)}
                  disabled={current === pages.length - 1}
                  aria-label={t("home.locations_next")}
                >
                  ›
                </button>
              ) : null}
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
