import * as z from "zod";
import type { ListingStatus } from "./constants.js";
import { blankAsMissing } from "./listing-query.js";
import { multilineText, searchText } from "./text.js";

// What every back-office list shares: the query (page, page size, a search text) and the answer
// (one page of items with the total), and the audit log's entries. Isomorphic: the admin pages
// read the same shapes.

export const ADMIN_PAGE_SIZES = [20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;
/** Deep pages are refused rather than scanned: narrow the list with the filters instead. */
export const ADMIN_MAX_PAGE = 5000;

/** page (1-based), per_page (1–100) and an optional search text; filters are added per list. */
export const AdminListQuerySchema = z.object({
  page: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: "page must be a number" })
      .int("page must be a whole number")
      .min(1, "page must be at least 1")
      .max(ADMIN_MAX_PAGE, `page must be at most ${ADMIN_MAX_PAGE}`)
      .default(1),
  ),
  per_page: z.preprocess(
    blankAsMissing,
    z.coerce
      .number({ error: "per_page must be a number" })
      .int("per_page must be a whole number")
      .min(1, "per_page must be at least 1")
      .max(100, "per_page must be at most 100")
      .default(ADMIN_DEFAULT_PAGE_SIZE),
  ),
  search: z.preprocess(blankAsMissing, searchText().trim().max(200, "search is at most 200 characters").optional()),
});
export type AdminListQuery = z.output<typeof AdminListQuerySchema>;

/** A yes/no filter from a query string: "true"/"false" (or 1/0); blank means no filter. */
export const booleanFilter = z.preprocess(
  blankAsMissing,
  z.enum(["true", "false", "1", "0"], { error: "Use true or false" }).transform((value) => value === "true" || value === "1").optional(),
);

export type AdminPage<T> = { items: T[]; total: number; page: number; per_page: number; pages: number };

/** An entry of the audit log as the audit-log page reads it (before/after: the record's values, secrets redacted). */
export type AuditEntry = {
  id: number;
  actor_id: number | null;
  actor_email: string;
  /** What was done, as a verb: "create", "update", "delete", "toggle", "approve", "hide"... */
  action: string;
  /** The kind of record: "banner", "category", "user"... */
  entity: string;
  entity_id: string | null;
  /** One line a person reads in the log ("Set is_featured on listing 12"). */
  summary: string | null;
  before: unknown;
  after: unknown;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
};

export const AuditQuerySchema = AdminListQuerySchema.extend({
  entity: z.preprocess(blankAsMissing, z.string().trim().max(50).optional()),
  entity_id: z.preprocess(blankAsMissing, z.string().trim().max(50).optional()),
});
export type AuditQuery = z.output<typeof AuditQuerySchema>;

/** A moderation decision's reason, told to the owner by e-mail. */
export const ModerationReasonSchema = z.object({
  reason: z.preprocess(
    (value) => (typeof value === "string" ? value.trim() : value),
    multilineText({ error: "Give a reason" }).min(3, "Give a reason of at least 3 characters").max(1000, "A reason is at most 1000 characters"),
  ),
});

/** The back-office index: totals that need attention and the last days at a glance. */
export type DailyPoint = { day: string; value: number };
export type AdminDashboard = {
  totals: {
    users: number;
    listings_by_status: Record<ListingStatus, number>;
    reviews_pending: number;
    reports_open: number;
    places_pending: number;
    newsletter_subscribers: number;
  };
  /** The last `days` days, oldest first, a point per day (0 on quiet days). */
  series: { new_listings: DailyPoint[]; new_users: DailyPoint[]; banner_clicks: DailyPoint[] };
};
