import * as z from "zod";
import { plainText } from "./text.js";
import { email } from "./fields.js";

/** The newsletter sign-up: an e-mail is required. */
export const NewsletterSchema = z.object({
  email: email(),
  source: plainText().trim().max(40).optional().default("footer"),
});
