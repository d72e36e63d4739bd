import * as z from "zod";
import { multilineText } from "./text.js";
import { email, requiredText } from "./fields.js";

export const ContactSchema = z.object({
  name: requiredText("Name is required", 120),
  email: email(),
  subject: requiredText("Subject is required", 200),
  message: multilineText({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .min(10, "Message must be at least 10 characters long")
    .max(5000, "Must be at most 5000 characters"),
});
export type ContactInput = z.infer<typeof ContactSchema>;
