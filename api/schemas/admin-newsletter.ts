import * as z from "zod";
import { AdminListQuerySchema } from "./admin.js";
import { blankAsMissing } from "./listing-query.js";

/** A subscription counts once the e-mailed link is followed (double opt-in). */
export const SUBSCRIBER_STATUSES = ["pending", "confirmed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const SUBSCRIBER_NOT_FOUND = "Subscriber not found";

export const SubscriberQuerySchema = AdminListQuerySchema.extend({
  status: z.preprocess(blankAsMissing, z.enum(SUBSCRIBER_STATUSES, { error: "Choose pending or confirmed" }).optional()),
});
export type SubscriberQuery = z.output<typeof SubscriberQuerySchema>;

/** The export takes the list's filters, without paging. */
export const SubscriberExportQuerySchema = SubscriberQuerySchema.pick({ status: true, search: true });
export type SubscriberExportQuery = z.output<typeof SubscriberExportQuerySchema>;

export type AdminSubscriber = {
  id: number;
  email: string;
  status: SubscriberStatus;
  language: string;
  source: string;
  created_at: string;
  confirmed_at: string | null;
};

/** The export as the BFF's JSON client receives it (other clients get the CSV itself). */
export type SubscriberExport = { filename: string; csv: string };
