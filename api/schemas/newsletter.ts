import * as z from "zod";
import { email } from "./fields.js";

/** SPEC §5 "Newsletter": email required. */
export const NewsletterSchema = z.object({
  email: email(),
  source: z.string().trim().max(40).optional().default("footer"),
});
