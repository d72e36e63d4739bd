import type { SubmissionResult } from "@conform-to/react";

/**
 * The answer for one of several conform forms on a page: each posts its own `intent`, and the
 * reply carries the values sent, so only the form that was sent shows the errors.
 */
export function replyFor(data: { reply?: SubmissionResult<string[]> } | undefined, intent: string): SubmissionResult<string[]> | undefined {
  const reply = data?.reply;
  return reply?.initialValue?.intent === intent ? reply : undefined;
}
