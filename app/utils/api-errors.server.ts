import type { Submission } from "@conform-to/react";
import type { AppLoadContext } from "@remix-run/node";
import { type Logger, createLogger } from "../../api/lib/logger.js";
import { ApiError } from "./api.server";
import { config } from "./env.server";

/**
 * How loaders and actions answer a failed /api/v1 call, in one place:
 * - a 401 never arrives here: the api client has already ended the session and thrown the
 *   redirect to sign in, which is passed on untouched;
 * - a refusal (4xx) is the user's to act on: its `{detail}` goes to the form, or becomes the
 *   page's error response with the same status (a 404 shows the route's "not found" page);
 * - anything else (the API down: 502, too slow: 504, a bug) is the route's error page;
 * - but a secondary read (optionalRead), which the page shows without, leaves its part empty and
 *   the failure in the log.
 */

let standalone: Logger | undefined;

/**
 * Where a page's failures go when the server hands no logger over (a loader run on its own, in a
 * test): the server's logger, the same JSON lines, built on first use.
 */
export const pageLog: Pick<Logger, "error"> = {
  error: (message, error) => (standalone ??= createLogger(config.logLevel)).error(message, error),
};

/** Logs a page's failure through the server's logger, with the request's id when the server hands it over. */
export function logPageError(context: AppLoadContext | undefined, message: string, error: unknown): void {
  if (context?.logError) context.logError(message, error);
  else pageLog.error(message, error);
}

/** A thrown redirect (3xx; the sign-in redirect of a refused session among them) or a 401: never a read's failure to hide. */
const passesOn = (error: unknown): boolean => error instanceof Response && ((error.status >= 300 && error.status < 400) || error.status === 401);

/**
 * A read the page shows without (related items, a map's settings, counts): its value, or `fallback`
 * when it fails, the failure logged as `${what} failed`. A redirect or 401 it throws is passed on.
 */
export async function optionalRead<T, F>(context: AppLoadContext, what: string, read: Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await read;
  } catch (error) {
    if (passesOn(error)) throw error;
    logPageError(context, `${what} failed`, error);
    return fallback;
  }
}

/** An answer a loader or action threw (a redirect, an error page's Response or `data()`): passed on untouched. */
function isThrownAnswer(error: unknown): boolean {
  return (
    error instanceof Response ||
    (typeof error === "object" && error !== null && (error as { type?: unknown }).type === "DataWithResponseInit")
  );
}

/** The API's refusal (a 4xx) carried by `error`, or null; a thrown answer (a redirect) is rethrown. */
export function refusalOf(error: unknown): ApiError | null {
  if (isThrownAnswer(error)) throw error;
  return error instanceof ApiError && error.status < 500 ? error : null;
}

/**
 * Throws the route's error response for an API failure: its status and detail (404, 403, 502, 504...).
 * A Response rather than `data()`: resource routes call this too, and send a thrown Response as it
 * is, where a thrown `data()` would reach them as Remix's generic error; pages show either alike.
 */
export function throwAsErrorPage(error: unknown): never {
  if (error instanceof ApiError) throw Response.json({ detail: error.messageKey }, { status: error.status });
  throw error;
}

/** The page's main read: when it fails, the route's error page says why, with the API's status. */
export async function orErrorPage<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    throwAsErrorPage(error);
  }
}

/**
 * Maps an API refusal onto a conform form: field errors go to their fields, the detail to the
 * form. Other failures show `fallback` on the form when given, else the route's error page.
 */
export function replyWithApiError<T>(submission: Submission<T>, error: unknown, fallback?: string) {
  const refusal = refusalOf(error);
  if (!refusal) {
    if (fallback) return submission.reply({ formErrors: [fallback] });
    throwAsErrorPage(error);
  }
  const fieldErrors: Record<string, string[]> = {};
  for (const { field, message } of refusal.errors) (fieldErrors[field] ??= []).push(message);
  const hasFieldErrors = Object.keys(fieldErrors).length > 0;
  return submission.reply({ formErrors: hasFieldErrors ? [] : [refusal.messageKey], fieldErrors });
}

/** A message for a form without conform: the refusal's status and detail, else 502 and `fallback`. */
export function refusalMessage(error: unknown, fallback: string): { status: number; message: string } {
  const refusal = refusalOf(error);
  return refusal ? { status: refusal.status, message: refusal.messageKey } : { status: 502, message: fallback };
}
