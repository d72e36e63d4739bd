import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { listingBadge } from "./badges";
import type { ListingCardData } from "./listing-cards";
import { relativeTime, relativeTimeKey } from "@schemas/format";
import { unpackPicture } from "../ui/srcset";
import { PriceTag } from "./price-tag";
import * as styles from "./listing-card.css";
import { type PictureLoading, ResponsiveImage, THUMBNAIL_SHAPE } from "../ui/responsive-image";

export type ListingView = "grid" | "list";

/**
 * How wide a card's photo is shown: in the grid (columns of at least 220px in a page of at most
 * 1200px) one column on phones, two up to about 960px, then 300px at most; in the list, the
 * fixed photo column. Rounded up (the page's padding is left out): the strings are repeated on
 * every card.
 */
const PHOTO_SIZES: Record<ListingView, string> = {
  grid: "(max-width: 487px) 100vw, (max-width: 959px) 50vw, 300px",
  list: "(max-width: 639px) 110px, 160px",
};

/**
 * One listing in a list: cover photo, badge, title, price, place and age; `photoLoading` says
 * when its photo is requested (lazily unless it is in the first viewport).
 */
export function ListingCard({
  listing,
  view = "grid",
  photoLoading = "lazy",
}: {
  listing: ListingCardData;
  view?: ListingView;
  photoLoading?: PictureLoading;
}) {
  const { t } = useTranslation();
  const badge = listingBadge(listing);
  const age = relativeTimeKey(relativeTime(listing.created_at));
  return (
    <Link to={`/listing/${listing.slug}`} className={styles.card[view]} data-testid="listing-card">
      {listing.photo ? (
        <ResponsiveImage {...unpackPicture(listing.photo)} sizes={PHOTO_SIZES[view]} {...THUMBNAIL_SHAPE} alt="" loading={photoLoading} />
      ) : (
        <i aria-hidden="true" />
      )}
      {badge ? <em>{t(`badge.${badge}`)}</em> : null}
      <span>
        <strong>{listing.title}</strong>
        <b>
          <PriceTag listing={listing} small />
        </b>
        <small>{listing.category_name}</small>
        <small>{`${listing.address ?? t("listing.location_not_specified")} · ${t(age.key, { count: age.count })}`}</small>
      </span>
    </Link>
  );
}

/**
 * Listings as a grid of cards or as a list of rows. `firstScreen`: the grid starts in the first
 * viewport, so its first row's photos load at once (no picture seen without scrolling waits to be
 * lazily loaded); "lead": the first card's is the page's largest picture there too (on a phone one
 * card fills the width), "row": another picture leads the page.
 */
export function ListingGrid({
  listings,
  view = "grid",
  label,
  firstScreen,
}: {
  listings: ListingCardData[];
  view?: ListingView;
  label?: string;
  firstScreen?: "lead" | "row";
}) {
  return (
    <ul className={styles.grid[view]} aria-label={label}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard listing={listing} view={view} photoLoading={firstScreenLoading(firstScreen, index)} />
        </li>
      ))}
    </ul>
  );
}

/** A desktop row of cards: on a phone, the first two show in the first viewport. */
export const FIRST_SCREEN_CARDS = 4;

/** When the photo of a grid's `index`th card is requested (see ListingGrid's `firstScreen`). */
export function firstScreenLoading(firstScreen: "lead" | "row" | undefined, index: number): PictureLoading {
  if (!firstScreen || index >= FIRST_SCREEN_CARDS) return "lazy";
  return firstScreen === "lead" && index === 0 ? "priority" : "eager";
}
