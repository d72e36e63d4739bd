import { useTranslation } from "react-i18next";
import type { ListingReview, ListingReviewList, ReviewStats } from "../../../api/schemas/listing-extras";
import * as styles from "./listing.css";

/** SPEC §9: 3 reviews at first, a toggle shows the rest. */
export const INITIAL_REVIEWS = 3;

function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span aria-hidden="true" className={styles.stars}>
      {"★".repeat(full)}
      {"☆".repeat(5 - full)}
    </span>
  );
}

function ReviewItem({ review }: { review: ListingReview }) {
  const { t, i18n } = useTranslation();
  const date = new Date(review.created_at).toLocaleDateString(i18n.language === "es" ? "es-ES" : "en-GB", { dateStyle: "medium", timeZone: "UTC" });
  const name = review.reviewer ? `${review.reviewer.first_name} ${review.reviewer.last_name}`.trim() : t("listing.reviews.anonymous");
  return (
    <li className={styles.review} data-testid="listing-review">
      <p className={styles.reviewRating} role="img" aria-label={t("listing.reviews.rated", { rating: review.rating })}>
        <Stars rating={review.rating} />
      </p>
      {review.title ? <h3 className={styles.reviewTitle}>{review.title}</h3> : null}
      {review.comment ? <p style={{ whiteSpace: "pre-line" }}>{review.comment}</p> : null}
      <p className={styles.reviewMeta}>
        {name}
        {review.reviewer?.is_verified ? ` · ${t("listing.verified")}` : ""}
        {review.is_verified_purchase ? ` · ${t("listing.reviews.verified_purchase")}` : ""}
        {` · ${date}`}
      </p>
    </li>
  );
}

/**
 * SPEC §2 reviews: the average (one decimal, stars), the first 3 reviews and a `<details>` toggle
 * with the rest, which works without JavaScript. `reviews` is null when they could not be loaded.
 */
export function ListingReviews({ reviews, stats }: { reviews: ListingReviewList | null; stats: ReviewStats | null }) {
  const { t, i18n } = useTranslation();
  const list = reviews?.reviews ?? [];
  const average = stats ?? { average_rating: 0, total_reviews: list.length };
  const oneDecimal = new Intl.NumberFormat(i18n.language === "es" ? "es-ES" : "en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section className={styles.section} aria-labelledby="reviews-title" data-testid="listing-reviews">
      <h2 id="reviews-title">{t("listing.reviews.title")}</h2>
      {reviews === null ? (
        <p>{t("listing.reviews.unavailable")}</p>
      ) : list.length === 0 ? (
        <p>{t("listing.reviews.none")}</p>
      ) : (
        <>
          <p className={styles.reviewSummary} data-testid="review-stats">
            <Stars rating={average.average_rating} />
            <strong>{oneDecimal.format(average.average_rating)}</strong>
            <span>{t("listing.reviews.count", { count: average.total_reviews })}</span>
          </p>
          <ul className={styles.reviewList}>
            {list.slice(0, INITIAL_REVIEWS).map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {list.length > INITIAL_REVIEWS ? (
            <details className={styles.moreReviews}>
              <summary>
                <span className={styles.whenClosed}>{t("listing.reviews.show_all", { n: list.length })}</span>
                <span className={styles.whenOpen}>{t("listing.reviews.show_fewer")}</span>
              </summary>
              <ul className={styles.reviewList}>
                {list.slice(INITIAL_REVIEWS).map((review) => (
                  <ReviewItem key={review.id} review={review} />
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
