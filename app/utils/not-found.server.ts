import { json } from "@remix-run/node";
import { ApiError } from "./api.server";

/** Turns the API's 404 into the route's 404 (rendered by its ErrorBoundary); rethrows the rest. */
export function rethrowNotFound(error: unknown): never {
  if (error instanceof ApiError && error.status === 404) throw json({ detail: error.detail }, { status: 404 });
  throw error;
}
