import { type SubmissionResult, getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/utils/use-translation";
import { REVIEW_COMMENT_MAX, REVIEW_RATINGS, REVIEW_TITLE_MAX, todayInGibraltar } from "@schemas/constants";
import { useHydrated } from "~/utils/use-hydrated";
import { FieldErrors } from "../ui/form-fields";
import { button, field, formError, input, label } from "../ui/ui.css";
import type { ReviewActionResult } from "./review-action-result";
import * as styles from "./reviews.css";
import { validationKey } from "~/locales/validation-key";

export type ReviewItem = { kind: "listing" | "place"; id: number };

/** The fetcher every part of a page's reviews section reads the review form's answer from. */
export const reviewFetcherKey = (item: ReviewItem) => `review-${item.kind}-${item.id}`;

/**
 * Writing a review: rating (radio buttons drawn as stars), title (with a live x/200 counter when
 * JavaScript runs), comment, and for a place the visit date and anonymity. A real form posted to
 * the page's action (a fetcher with JavaScript); the action checks it with the API's schema and
 * its errors come back as `lastResult`, shown at their fields with or without JavaScript.
 */
export function ReviewForm({ item, pageResult }: { item: ReviewItem; pageResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const fetcher = useFetcher<ReviewActionResult>({ key: reviewFetcherKey(item) });
  const fromFetcher = fetcher.data?.intent === "review" ? fetcher.data.reply : undefined;
  const [form, fields] = useForm({
    id: `review-form-${item.kind}-${item.id}`,
    lastResult: fetcher.state === "idle" ? (fromFetcher ?? pageResult) : undefined,
    shouldValidate: "onSubmit",
  });
  // A form sent back with errors keeps what was typed and chosen.
  const [rating, setRating] = useState(() => Number(fields.rating.initialValue) || 0);
  const [titleLength, setTitleLength] = useState(() => String(fields.title.initialValue ?? "").length);
  const busy = fetcher.state !== "idle";
  const isPlace = item.kind === "place";
  const ratingError = fields.rating.errors;
  return (
    <fetcher.Form method="post" {...getFormProps(form)} noValidate className={styles.form}>
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name={isPlace ? "place_id" : "listing_id"} value={item.id} />
      {form.errors?.length ? (
        <p id={form.errorId} className={formError} role="alert">
          {t(validationKey(form.errors[0]!))}
        </p>
      ) : null}
      <fieldset
        className={field}
        style={{ border: 0, padding: 0, margin: `0 0 16px` }}
        aria-invalid={ratingError ? true : undefined}
        aria-describedby={ratingError ? fields.rating.errorId : undefined}
      >
        <legend className={label}>{t("reviews.form.rating")}</legend>
        <div className={styles.starRow}>
          {REVIEW_RATINGS.map((value) => (
            <label key={value} className={styles.star}>
              <input
                type="radio"
                name={fields.rating.name}
                value={value}
                className={styles.starInput}
                aria-label={t("reviews.form.stars", { count: value })}
                defaultChecked={fields.rating.initialValue === String(value)}
                onChange={() => setRating(value)}
              />
              <span aria-hidden="true">★</span>
            </label>
          ))}
        </div>
        <FieldErrors id={fields.rating.errorId} errors={ratingError} />
      </fieldset>
      <div className={field}>
        <label htmlFor={fields.title.id} className={label}>
          {t("reviews.form.title")}
        </label>
        <input
          {...getInputProps(fields.title, { type: "text", ariaAttributes: true })}
          key={fields.title.key}
          maxLength={REVIEW_TITLE_MAX}
          className={input}
          onInput={(event) => setTitleLength(event.currentTarget.value.length)}
        />
        {hydrated ? (
          <span className={styles.counter} data-testid="title-counter" aria-live="polite">
            {titleLength}/{REVIEW_TITLE_MAX}
          </span>
        ) : null}
        <FieldErrors id={fields.title.errorId} errors={fields.title.errors} />
      </div>
      <div className={field}>
        <label htmlFor={fields.comment.id} className={label}>
          {t("reviews.form.comment")}
        </label>
        <textarea
          {...getTextareaProps(fields.comment, { ariaAttributes: true })}
          key={fields.comment.key}
          rows={4}
          maxLength={REVIEW_COMMENT_MAX}
          className={input}
        />
        <FieldErrors id={fields.comment.errorId} errors={fields.comment.errors} />
      </div>
      {isPlace ? (
        <>
          <div className={field}>
            <label htmlFor={fields.visit_date.id} className={label}>
              {t("reviews.form.visit_date")}
            </label>
            <input
              {...getInputProps(fields.visit_date, { type: "date", ariaAttributes: true })}
              key={fields.visit_date.key}
              max={todayInGibraltar()}
              className={input}
            />
            <FieldErrors id={fields.visit_date.errorId} errors={fields.visit_date.errors} />
          </div>
          <div className={field}>
            <label className={styles.checkbox}>
              <input {...getInputProps(fields.is_anonymous, { type: "checkbox" })} key={fields.is_anonymous.key} />
              {t("reviews.form.anonymous")}
            </label>
          </div>
        </>
      ) : null}
      {/* A place review cannot be sent without a rating; without JavaScript the action says so. */}
      <button
        type="submit"
        className={button.primary}
        disabled={busy || (isPlace && hydrated && rating === 0)}
        aria-busy={busy || undefined}
      >
        {busy ? t("reviews.form.submitting") : t("reviews.form.submit")}
      </button>
    </fetcher.Form>
  );
}
