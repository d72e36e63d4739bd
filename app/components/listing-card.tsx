import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ListingSummary } from "../../api/schemas/listing";
import { listingBadge } from "../utils/badges";
import { useLocalized } from "../utils/localized";
import { relativeTime, relativeTimeKey } from "../utils/relative-time";
import { PriceTag } from "./listing/price-tag";
import * as styles from "./listing-card.css";

export type ListingView = "grid" | "list";

/** One listing in a list: cover photo, badge (SPEC §4 priority), title, price, place and age. */
export function ListingCard({ listing, view = "grid" }: { listing: ListingSummary; view?: ListingView }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const badge = listingBadge(listing);
  const age = relativeTimeKey(relativeTime(listing.created_at));
  return (
    <Link to={`/listing/${listing.slug}`} className={styles.card[view]} data-testid="listing-card">
      {listing.thumbnail_url ? (
        <img src={listing.thumbnail_url} alt="" loading="lazy" className={styles.photo} />
      ) : (
        <span className={styles.photo} aria-hidden="true" />
      )}
      {badge ? <span className={styles.badge}>{badge}</span> : null}
      <span className={styles.body}>
        <span className={styles.title}>{listing.title}</span>
        <span className={styles.price}>
          <PriceTag listing={listing} small />
        </span>
        <span className={styles.muted}>{localized(listing.category, "name")}</span>
        <span className={styles.muted}>
          {listing.address ?? t("listing.location_not_specified")} · {t(age.key, { count: age.count })}
        </span>
      </span>
    </Link>
  );
}

/** Listings as a grid of cards or as a list of rows. */
export function ListingGrid({ listings, view = "grid", label }: { listings: ListingSummary[]; view?: ListingView; label?: string }) {
  return (
    <ul className={styles.grid[view]} aria-label={label}>
      {listings.map((listing) => (
        <li key={listing.id}>
          <ListingCard listing={listing} view={view} />
        </li>
      ))}
    </ul>
  );
}
