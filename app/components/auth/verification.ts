/**
 * How the verification link and its resend form report back to the page the user was on: one
 * query parameter with a fixed set of values (never a text from the URL shown as is).
 */
export const VERIFICATION_PARAM = "verification";
export type VerificationOutcome = "verified" | "sent" | "limited" | "failed";

/** `path` (a local path) with the outcome in its query, replacing an earlier one. */
export function withVerificationOutcome(path: string, outcome: VerificationOutcome): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.set(VERIFICATION_PARAM, outcome);
  return `${url.pathname}${url.search}${url.hash}`;
}
