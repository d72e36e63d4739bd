import * as z from "zod";
import { plainText } from "./text.js";
import { EMAIL_MAX_LENGTH, EMAIL_MESSAGES } from "./constants.js";

// Building blocks shared by the API and the forms of the BFF (no server imports here).

export const email = (requiredMessage: string = EMAIL_MESSAGES.required) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(EMAIL_MAX_LENGTH, EMAIL_MESSAGES.tooLong)
    .email(EMAIL_MESSAGES.invalid)
    .transform((value) => value.toLowerCase());

export const requiredText = (message: string, max = 500) =>
  plainText({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

export const optionalText = (max = 500) =>
  plainText()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((value) => value || null);

export const Language = z.enum(["en", "es"]);
export type Language = z.infer<typeof Language>;

export const Currency = z.enum(["eur", "gbp"]);
export type Currency = z.infer<typeof Currency>;
