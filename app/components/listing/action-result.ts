/** What the listing page's action answers for its two forms (save, report). */
export type ListingActionResult =
  | { intent: "favorite"; ok: boolean; is_favorite: boolean; message: string | null }
  | { intent: "report"; ok: boolean; message: string };

export const REPORT_SUCCESS = "listing.report_sent";
export const REPORT_FAILURE = "listing.report_failed";
