import * as z from "zod";
import { EMAIL_MESSAGES } from "./constants.js";
import { multilineText, plainText } from "./text.js";

/** The answer of GET /admin/maintenance/status: whether it is on, its message, its scheduled end and whether to show a countdown. */
export type MaintenanceStatus = {
  is_maintenance_enabled: boolean;
  message_en: string;
  message_es: string;
  show_countdown: boolean;
  scheduled_end: string | null;
  contact_email: string | null;
  status_page_url: string | null;
};

export const MaintenanceUpdateSchema = z.object({
  is_maintenance_enabled: z.boolean(),
  message_en: multilineText().trim().max(2000).optional(),
  message_es: multilineText().trim().max(2000).optional(),
  show_countdown: z.boolean().optional(),
  scheduled_end: z.iso
    .datetime({ offset: true, error: "scheduled_end must be an ISO date-time" })
    .nullable()
    .optional(),
  contact_email: z.string().trim().email(EMAIL_MESSAGES.invalid).nullable().optional(),
  status_page_url: plainText().trim().url("Invalid URL").nullable().optional(),
});
export type MaintenanceUpdate = z.infer<typeof MaintenanceUpdateSchema>;
