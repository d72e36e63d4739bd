import type { SubmissionResult } from "@conform-to/react";

/** The intents of the review forms a listing or place page posts to its own action. */
export const REVIEW_INTENTS = ["review", "helpful", "report-review"] as const;
export type ReviewIntent = (typeof REVIEW_INTENTS)[number];

/** What the page's action answers for them (the review form's errors as conform's `lastResult`). */
export type ReviewActionResult =
  | { intent: "review"; ok: boolean; reply: SubmissionResult<string[]> }
  | { intent: "helpful"; ok: boolean; review_id: number; message: string | null }
  | { intent: "report-review"; ok: boolean; review_id: number; message: string };

export const isReviewIntent = (intent: unknown): intent is ReviewIntent => REVIEW_INTENTS.includes(intent as ReviewIntent);
