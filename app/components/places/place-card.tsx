import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { PlaceSummary, ReviewStats } from "@schemas/places";
import { useLocalized } from "~/utils/localized";
import { type PictureLoading, ResponsiveImage, THUMBNAIL_SHAPE } from "../ui/responsive-image";
import { firstScreenLoading } from "../listing/listing-card";
import * as styles from "./places.css";

/** How wide a card's photo is shown: columns of at least 240px in a page of at most 1200px. */
const PHOTO_SIZES = "(max-width: 527px) 100vw, (max-width: 1039px) 50vw, 300px";

/** The average to one decimal, with the number of reviews; or that there are none yet. */
export function RatingSummary({ stats }: { stats: ReviewStats }) {
  const { t } = useTranslation();
  if (stats.total_reviews === 0) return <span className={styles.muted}>{t("places.no_reviews")}</span>;
  return (
    <span className={styles.rating} data-testid="rating-summary">
      <span aria-hidden="true">★ </span>
      {t("places.rating", { average: stats.average_rating.toFixed(1), count: stats.total_reviews })}
    </span>
  );
}

/** One place in the list: photo, name, category, rating and address. */
export function PlaceCard({ place, photoLoading = "lazy" }: { place: PlaceSummary; photoLoading?: PictureLoading }) {
  const localized = useLocalized();
  return (
    <Link to={`/places/${place.slug}`} className={styles.card} data-testid="place-card">
      {place.thumbnail_url ? (
        <ResponsiveImage
          src={place.thumbnail_url}
          srcSet={place.thumbnail_srcset}
          sizes={PHOTO_SIZES}
          {...THUMBNAIL_SHAPE}
          alt=""
          className={styles.photo}
          loading={photoLoading}
        />
      ) : (
        <span className={styles.photo} aria-hidden="true" />
      )}
      <span className={styles.cardBody}>
        <span className={styles.cardTitle}>{place.name}</span>
        {place.category ? <span className={styles.muted}>{localized(place.category, "name")}</span> : null}
        <RatingSummary stats={place.review_stats} />
        {place.address ? <span className={styles.muted}>{place.address}</span> : null}
      </span>
    </Link>
  );
}

/** Places as cards; `firstScreen` as ListingGrid's: the grid starts in the first viewport. */
export function PlaceGrid({ places, firstScreen }: { places: PlaceSummary[]; firstScreen?: "lead" | "row" }) {
  return (
    <ul className={styles.grid}>
      {places.map((place, index) => (
        <li key={place.id}>
          <PlaceCard place={place} photoLoading={firstScreenLoading(firstScreen, index)} />
        </li>
      ))}
    </ul>
  );
}
