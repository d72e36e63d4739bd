import { useTranslation } from "react-i18next";
import type { PlaceReview } from "../../../api/schemas/places";
import * as styles from "./places.css";

/** The published reviews of a place, read-only, newest (featured first) as the API orders them. */
export function PlaceReviews({ reviews }: { reviews: PlaceReview[] }) {
  const { t, i18n } = useTranslation();
  if (reviews.length === 0) return <p>{t("places.no_reviews")}</p>;
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language === "es" ? "es-ES" : "en-GB", { dateStyle: "medium", timeZone: "UTC" });
  return (
    <ul className={styles.reviews} data-testid="place-reviews">
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <p className={styles.rating} role="img" aria-label={t("place.rated", { rating: review.rating })}>
            <span aria-hidden="true">
              {"★".repeat(review.rating)}
              {"☆".repeat(5 - review.rating)}
            </span>
          </p>
          {review.title ? <h3 style={{ margin: "4px 0" }}>{review.title}</h3> : null}
          {review.comment ? <p style={{ whiteSpace: "pre-line" }}>{review.comment}</p> : null}
          <p className={styles.muted}>
            {review.reviewer ? `${review.reviewer.first_name} ${review.reviewer.last_name}`.trim() : t("place.anonymous")}
            {review.reviewer?.is_verified ? ` · ${t("listing.verified")}` : ""}
            {" · "}
            {date(review.created_at)}
            {review.visit_date ? ` · ${t("place.visited", { date: date(review.visit_date) })}` : ""}
          </p>
        </li>
      ))}
    </ul>
  );
}
