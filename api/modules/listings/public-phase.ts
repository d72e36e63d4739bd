import { ENDED_PAGE_DAYS, HELD_PAGE_DAYS } from "../../schemas/constants.js";
import { type ListingPagePhase, hasPublicPage } from "../../schemas/listing.js";
import type { Requester } from "../../schemas/users.js";

const DAY = 24 * 60 * 60 * 1000;

/**
 * What a listing's public page shows at `now`: `live` (published and running), `held` (sold or
 * reserved, with its badge, for HELD_PAGE_DAYS after it was marked), `ended` (expired, or held
 * past that: the page says so, for ENDED_PAGE_DAYS), then `gone` (410), or `private` (a draft).
 */
export function pagePhase(
  row: { status: string; expires_at: string | null; status_changed_at: string | null; updated_at: string },
  now = Date.now(),
): ListingPagePhase {
  let endedAt: number;
  switch (row.status) {
    case "published":
      // The hourly sweep may not have marked it yet.
      if (row.expires_at === null || Date.parse(row.expires_at) > now) return "live";
      endedAt = Date.parse(row.expires_at);
      break;
    case "reserved":
    case "sold": {
      const heldUntil = Date.parse(row.status_changed_at ?? row.updated_at) + HELD_PAGE_DAYS * DAY;
      if (now < heldUntil) return "held";
      endedAt = heldUntil;
      break;
    }
    case "expired":
      endedAt = Date.parse(row.expires_at ?? row.status_changed_at ?? row.updated_at);
      break;
    default:
      return "private";
  }
  return now < endedAt + ENDED_PAGE_DAYS * DAY ? "ended" : "gone";
}

/** Whether `viewer` may see the listing: its owner and admins always, anyone else while it has a public page. */
export function isVisibleTo(
  listing: Parameters<typeof pagePhase>[0] & { user_id: number },
  viewer: Requester | undefined,
): boolean {
  return (viewer !== undefined && (viewer.is_superuser || viewer.id === listing.user_id)) || hasPublicPage(pagePhase(listing));
}
