import type { Submission } from "@conform-to/react";
import { ApiError } from "./api.server";

/**
 * Maps an API refusal onto the form: field errors go to their fields, the detail to the form.
 * Anything else (the API down, a bug) is rethrown to the route's ErrorBoundary.
 */
export function replyWithApiError<T>(submission: Submission<T>, error: unknown, fallback?: string) {
  if (!(error instanceof ApiError) || error.status >= 500) {
    if (fallback) return submission.reply({ formErrors: [fallback] });
    throw error;
  }
  const fieldErrors: Record<string, string[]> = {};
  for (const { field, message } of error.errors) (fieldErrors[field] ??= []).push(message);
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return submission.reply({ formErrors: hasFieldErrors ? [] : [error.detail], fieldErrors });
}
