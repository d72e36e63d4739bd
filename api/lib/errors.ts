import type { ErrorRequestHandler, NextFunction, Request, RequestHandler, Response } from "express";
import * as z from "zod";
import { parseIdParam } from "../schemas/listing-query.js";
import { errorCode } from "./error-codes.js";

export type FieldError = { field: string; message: string };

/** An error the API answers with as JSON `{detail, code}` (plus `errors` for validation). */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }
}

export const notFound = (detail = "Not found") => new AppError(404, detail);
export const forbidden = (detail = "You do not have permission to do this") => new AppError(403, detail);
export const unauthorized = (detail = "Authentication required") => new AppError(401, detail);

/** Parses input with a zod schema; a failure becomes a 422 with one message per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => ({
    field: issue.path.join(".") || "form",
    message: issue.message,
  }));
  throw new AppError(422, errors[0]?.message ?? "Invalid input", errors);
}

/** Wraps an async route so its rejections reach the error handler (Express 4 does not). */
export function handle(fn: (req: Request, res: Response, next: NextFunction) => Promise<unknown>): RequestHandler {
  return (req, res, next) => {
    fn(req, res, next).catch(next);
  };
}

export function errorHandler(log: (message: string, error: unknown) => void): ErrorRequestHandler {
  // Express recognises error handlers by their four parameters.
  return (error, _req, res, _next) => {
    if (error instanceof AppError) {
      if (error.headers) res.set(error.headers);
      // A refusal naming its fields is a validation refusal, whichever field came first.
      const code = error.errors?.length ? "invalid_input" : errorCode(error.status, error.detail);
      res.status(error.status).json({ detail: error.detail, code, ...(error.errors ? { errors: error.errors } : {}) });
      return;
    }
    // Malformed JSON bodies and oversized payloads from body-parser carry a status.
    const status = typeof error?.status === "number" ? error.status : 500;
    if (status >= 400 && status < 500) {
      const detail = error.type === "entity.parse.failed" ? "Malformed JSON body" : String(error.message);
      res.status(status).json({ detail, code: errorCode(status, detail) });
      return;
    }
    log("Unhandled API error", error);
    res.status(500).json({ detail: "Internal server error", code: "server_error" });
  };
}

/** A route's numeric id, or a 404 with `detail`: a malformed id names no record. */
export function idParam(value: string | undefined, detail = "Not found"): number {
  const id = parseIdParam(value);
  if (id === null) throw notFound(detail);
  return id;
}
