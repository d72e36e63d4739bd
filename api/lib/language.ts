import type { Request } from "express";

/** The language of the request: the BFF sends the user's choice as Accept-Language. */
export function requestLanguage(req: Request): "en" | "es" {
  return req.acceptsLanguages("en", "es") === "es" ? "es" : "en";
}
