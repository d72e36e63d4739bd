import * as z from "zod";
import { email } from "./fields.js";

/** The newsletter sign-up: an e-mail is required. */
export const NewsletterSchema = z.object({
  email: email(),
  source: z.string().trim().max(40).optional().default("footer"),
});
