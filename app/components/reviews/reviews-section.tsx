import { useFetcher, useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { REVIEW_MESSAGES, REVIEW_REPORT_REASONS } from "@schemas/constants";
import type { ReviewFields, ReviewStats } from "@schemas/reviews";
import { calendarDateFormat, numberFormat } from "@schemas/format";
import * as listingStyles from "../listing/listing.css";
import { ReportFields } from "../ui/report-fields";
import { button, fieldError, formSuccess } from "../ui/ui.css";
import type { ReviewActionResult } from "./review-action-result";
import { ReviewForm, type ReviewItem, reviewFetcherKey } from "./review-form";
import { OpensInPlace } from "../ui/opens-in-place";
import * as styles from "./reviews.css";
import { validationKey } from "~/locales/validation-key";

/** Listing pages show 3 reviews at first, a toggle shows the rest. */
export const INITIAL_REVIEWS = 3;

type AnyReview = ReviewFields & { visit_date?: string | null };

/** Who is looking: a visitor, the item's owner, someone who has reviewed it, or a possible reviewer. */
export type ReviewViewer = { signedIn: boolean; isOwner: boolean; ownReviewId: number | null };

type ResultOf<I extends ReviewActionResult["intent"]> = Extract<ReviewActionResult, { intent: I }>;

function Stars({ rating }: { rating: number }) {
  const full = Math.round(rating);
  return (
    <span aria-hidden="true" className={listingStyles.stars}>
      {"★".repeat(full)}
      {"☆".repeat(5 - full)}
    </span>
  );
}

const loginLink = (here: string) => `/auth?redirectTo=${encodeURIComponent(here)}`;

/** "Helpful" for one review: a vote once per signed-in reader; visitors are told to sign in. */
function HelpfulVote({ review, viewer, here, pageResult }: { review: AnyReview; viewer: ReviewViewer; here: string; pageResult?: ResultOf<"helpful"> }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ReviewActionResult>({ key: `helpful-${review.id}` });
  const result = fetcher.data?.intent === "helpful" ? fetcher.data : pageResult?.review_id === review.id ? pageResult : undefined;
  const count = t("reviews.helpful_count", { count: review.helpful_count });
  if (!viewer.signedIn) {
    return (
      <>
        <span className={styles.muted}>{count}</span>
        <Link to={loginLink(here)}>{t(validationKey(REVIEW_MESSAGES.loginToVote))}</Link>
      </>
    );
  }
  if (viewer.ownReviewId === review.id) return <span className={styles.muted}>{count}</span>;
  const voted = review.has_voted || (result?.ok ?? false);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" style={{ display: "contents" }}>
      <input type="hidden" name="intent" value="helpful" />
      <input type="hidden" name="review_id" value={review.id} />
      <button type="submit" className={styles.linkButton} disabled={voted || busy} aria-busy={busy || undefined}>
        {voted ? t("reviews.voted", { count: review.helpful_count }) : t("reviews.helpful", { count: review.helpful_count })}
      </button>
      {result && !result.ok && result.message ? (
        <span className={fieldError} role="alert">
          {t(validationKey(result.message))}
        </span>
      ) : null}
    </fetcher.Form>
  );
}

/** Reporting one review: reason and description, posted to the page's action. */
function ReportReview({ review, viewer, here, pageResult }: { review: AnyReview; viewer: ReviewViewer; here: string; pageResult?: ResultOf<"report-review"> }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<ReviewActionResult>({ key: `report-review-${review.id}` });
  if (!viewer.signedIn) return <Link to={loginLink(here)}>{t(validationKey(REVIEW_MESSAGES.loginToReport))}</Link>;
  if (viewer.ownReviewId === review.id) return null;
  const result = fetcher.data?.intent === "report-review" ? fetcher.data : pageResult?.review_id === review.id ? pageResult : undefined;
  const busy = fetcher.state !== "idle";
  return (
    <details className={styles.reportReview} open={result ? true : undefined}>
      <summary>⚑ {t("reviews.report.title")}</summary>
      {result ? (
        <p className={result.ok ? formSuccess : fieldError} role={result.ok ? "status" : "alert"}>
          {t(validationKey(result.message))}
        </p>
      ) : null}
      {result?.ok ? null : (
        <fetcher.Form method="post" className={listingStyles.reportForm}>
          <input type="hidden" name="intent" value="report-review" />
          <input type="hidden" name="review_id" value={review.id} />
          <ReportFields idPrefix={`review-${review.id}-report`} reasons={REVIEW_REPORT_REASONS} texts="reviews.report" />
          <button type="submit" className={button.secondary} disabled={busy} aria-busy={busy || undefined}>
            {busy ? t("reviews.report.sending") : t("reviews.report.submit")}
          </button>
        </fetcher.Form>
      )}
    </details>
  );
}

function ReviewEntry(props: { review: AnyReview; testId: string; viewer: ReviewViewer; here: string; pageResult?: ReviewActionResult }) {
  const { review, viewer, here, pageResult } = props;
  const { t, i18n } = useTranslation();
  const date = (iso: string) => calendarDateFormat(i18n.language).format(new Date(iso));
  const name = review.reviewer ? `${review.reviewer.first_name} ${review.reviewer.last_name}`.trim() : t("reviews.anonymous");
  return (
    <li className={listingStyles.review} data-testid={props.testId} data-review-id={review.id}>
      <p className={listingStyles.reviewRating} role="img" aria-label={t("reviews.rated", { rating: review.rating })}>
        <Stars rating={review.rating} />
      </p>
      {review.title ? <h3 className={listingStyles.reviewTitle}>{review.title}</h3> : null}
      {review.comment ? <p style={{ whiteSpace: "pre-line" }}>{review.comment}</p> : null}
      <p className={listingStyles.reviewMeta}>
        {name}
        {review.reviewer?.is_verified ? ` · ${t("listing.verified")}` : ""}
        {review.is_verified_purchase ? ` · ${t("reviews.verified_purchase")}` : ""}
        {` · ${date(review.created_at)}`}
        {review.visit_date ? ` · ${t("reviews.visited", { date: date(review.visit_date) })}` : ""}
        {viewer.ownReviewId === review.id ? ` · ${t("reviews.yours")}` : ""}
      </p>
      <div className={styles.actions}>
        <HelpfulVote review={review} viewer={viewer} here={here} pageResult={pageResult?.intent === "helpful" ? pageResult : undefined} />
        <ReportReview review={review} viewer={viewer} here={here} pageResult={pageResult?.intent === "report-review" ? pageResult : undefined} />
      </div>
    </li>
  );
}

/**
 * Where a signed-in reader who may review finds the form, open or closed (opened in place, or
 * without JavaScript by this page's `?review=write`); everyone else finds why not. A refused
 * submit keeps it open.
 */
function WriteReview({ item, viewer, here, pageResult }: { item: ReviewItem; viewer: ReviewViewer; here: string; pageResult?: ResultOf<"review"> }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const fetcher = useFetcher<ReviewActionResult>({ key: reviewFetcherKey(item) });
  const result = fetcher.data?.intent === "review" ? fetcher.data : pageResult;
  if (!viewer.signedIn) {
    return (
      <p className={styles.hint}>
        <Link to={loginLink(here)}>{t(validationKey(REVIEW_MESSAGES.loginToWrite))}</Link>
      </p>
    );
  }
  if (viewer.isOwner) {
    return (
      <>
        {item.kind === "listing" ? (
          <div className={styles.notice} role="note" data-testid="owner-notice">
            <strong>{t(validationKey(REVIEW_MESSAGES.ownListing))}</strong>
            <p style={{ margin: "4px 0 0" }}>{t("reviews.owner_notice")}</p>
          </div>
        ) : null}
        <p className={styles.hint}>{t(validationKey(REVIEW_MESSAGES.ownItem))}</p>
      </>
    );
  }
  if (viewer.ownReviewId !== null) {
    return (
      <>
        {result?.ok ? (
          <p className={formSuccess} role="status">
            {t("reviews.thanks")}
          </p>
        ) : null}
        <p className={styles.hint}>{t(validationKey(REVIEW_MESSAGES.duplicate))}</p>
      </>
    );
  }
  return (
    <OpensInPlace
      href="?review=write#write-review"
      label={t("reviews.write")}
      open={new URLSearchParams(search).get("review") === "write" || (result !== undefined && !result.ok)}
      id="write-review"
      className={styles.writeReview}
      linkClassName={button.primary}
    >
      <ReviewForm item={item} pageResult={pageResult?.reply} />
    </OpensInPlace>
  );
}

/**
 * The reviews of a listing or a place: the average (one decimal, stars), what the reader may do
 * (write, or why not), and the reviews (the first `initialCount`, a `<details>` toggle with the
 * rest) each with its helpful vote and report form. `reviews` is null when they could not be loaded.
 */
export function ReviewsSection(props: {
  item: ReviewItem;
  reviews: AnyReview[] | null;
  stats: ReviewStats | null;
  viewer: ReviewViewer;
  here: string;
  initialCount: number;
  pageResult?: ReviewActionResult;
}) {
  const { item, reviews, viewer, here, pageResult } = props;
  const { t, i18n } = useTranslation();
  const list = reviews ?? [];
  const average = props.stats ?? { average_rating: 0, total_reviews: list.length };
  const oneDecimal = numberFormat(i18n.language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const testId = `${item.kind}-review`;
  const entry = (review: AnyReview) => (
    <ReviewEntry key={review.id} review={review} testId={testId} viewer={viewer} here={here} pageResult={pageResult} />
  );
  return (
    <section className={listingStyles.section} aria-labelledby="reviews-title" data-testid={`${item.kind}-reviews`}>
      <h2 id="reviews-title">{t("reviews.title")}</h2>
      {list.length > 0 ? (
        <p className={listingStyles.reviewSummary} data-testid="review-stats">
          <Stars rating={average.average_rating} />
          <strong>{oneDecimal.format(average.average_rating)}</strong>
          <span>{t("reviews.count", { count: average.total_reviews })}</span>
        </p>
      ) : null}
      <WriteReview item={item} viewer={viewer} here={here} pageResult={pageResult?.intent === "review" ? pageResult : undefined} />
      {reviews === null ? (
        <p>{t("reviews.unavailable")}</p>
      ) : list.length === 0 ? (
        <p>{t("reviews.none")}</p>
      ) : (
        <>
          <ul className={listingStyles.reviewList}>{list.slice(0, props.initialCount).map(entry)}</ul>
          {list.length > props.initialCount ? (
            <details className={listingStyles.moreReviews}>
              <summary>
                <span className={listingStyles.whenClosed}>{t("reviews.show_all", { n: list.length })}</span>
                <span className={listingStyles.whenOpen}>{t("reviews.show_fewer")}</span>
              </summary>
              <ul className={listingStyles.reviewList}>{list.slice(props.initialCount).map(entry)}</ul>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
