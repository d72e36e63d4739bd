import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import type { AppLoadContext } from "@remix-run/node";
import { REVIEW_MESSAGES, REVIEWS_LIMIT } from "@schemas/constants";
import type { ReviewFields, ReviewList, ReviewReader } from "@schemas/reviews";
import { ReviewFormSchema } from "@schemas/reviews";
import { REPORT_FAILURE, REPORT_SUCCESS } from "../listing/action-result";
import type { ReviewActionResult, ReviewIntent } from "./review-action-result";
import type { ReviewItem } from "./review-form";
import type { Api } from "~/utils/api.server";
import { sharedRead } from "~/utils/shell.server";
import { refusalMessage, refusalOf, replyWithApiError } from "~/utils/api-errors.server";

// The review forms of the listing and place pages, posted to the page's own action with or
// without JavaScript. The schema lives here, in a server module, so the pages' browser chunks do
// not load zod (the listing page must stay light): without JavaScript every message comes from
// the action, and with it too (the fetcher's answer), so both show the same texts.

const answer = (result: ReviewActionResult, status = 200) => data<ReviewActionResult>(result, { status });

/** Runs a review intent of a page's form for the signed-in user. */
export async function reviewAction(intent: ReviewIntent, form: FormData, api: Api) {
  if (intent === "review") {
    const submission = parseWithZod(form, { schema: ReviewFormSchema });
    if (submission.status !== "success") return answer({ intent, ok: false, reply: submission.reply() }, 400);
    try {
      await api.post("/reviews", submission.value);
      return answer({ intent, ok: true, reply: submission.reply({ resetForm: true }) });
    } catch (error) {
      const status = refusalOf(error)?.status ?? 502;
      return answer({ intent, ok: false, reply: replyWithApiError(submission, error, REVIEW_MESSAGES.submitFailed) }, status);
    }
  }

  const reviewId = Number(form.get("review_id"));
  if (intent === "helpful") {
    try {
      await api.post(`/reviews/${reviewId}/helpful`, { is_helpful: true });
      return answer({ intent, ok: true, review_id: reviewId, message: null });
    } catch (error) {
      const { status, message } = refusalMessage(error, "error.try_again");
      return answer({ intent, ok: false, review_id: reviewId, message }, status);
    }
  }

  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  try {
    await api.post(`/reviews/${reviewId}/report`, { reason: text("reason"), description: text("description") });
    return answer({ intent, ok: true, review_id: reviewId, message: REPORT_SUCCESS });
  } catch (error) {
    const { status, message } = refusalMessage(error, REPORT_FAILURE);
    return answer({ intent, ok: false, review_id: reviewId, message }, status);
  }
}

/**
 * An item's published reviews (the first REVIEWS_LIMIT): the same for everyone when everyone sees
 * the item, so kept with the shared reads; else read as the viewer (an owner's unpublished item).
 */
export function reviewsOf<List>(request: Request, context: AppLoadContext, api: Api, item: ReviewItem, everyone: boolean): Promise<List> {
  const path = `/reviews/${item.kind}/${item.id}?only_published=true&limit=${REVIEWS_LIMIT}`;
  return everyone ? sharedRead(request, context, `reviews:${item.kind}:${item.id}`, (anyone) => anyone.get<List>(path)) : api.get<List>(path);
}

/**
 * The signed-in reader's part of a listing's or place's reviews (their own review, the reviews they
 * voted helpful); null for visitors. The list itself is the same for everyone and is kept.
 */
export async function readerOf(api: Api, item: ReviewItem): Promise<ReviewReader | null> {
  return api.token ? api.get<ReviewReader>(`/reviews/${item.kind}/${item.id}/reader`) : null;
}

/** The reviews as everyone sees them, with the reader's votes marked. */
export function withReaderVotes<R extends ReviewFields>(list: ReviewList<R> | null, reader: ReviewReader | null): ReviewList<R> | null {
  if (!list || !reader?.voted_review_ids.length) return list;
  const voted = new Set(reader.voted_review_ids);
  return { ...list, reviews: list.reviews.map((review) => (voted.has(review.id) ? { ...review, has_voted: true } : review)) };
}
