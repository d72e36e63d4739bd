export type Badge = "TOP" | "FEATURED" | "HOT" | "NEW";

export const NEW_BADGE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** TOP, else FEATURED, else HOT (highlighted), else NEW (created under 24 hours ago). */
export function listingBadge(
  listing: { is_top?: boolean; is_featured?: boolean; is_highlighted?: boolean; created_at: string },
  now: number = Date.now(),
): Badge | null {
  if (listing.is_top) return "TOP";
  if (listing.is_featured) return "FEATURED";
  if (listing.is_highlighted) return "HOT";
  const age = now - Date.parse(listing.created_at);
  if (age >= 0 && age < NEW_BADGE_WINDOW_MS) return "NEW";
  return null;
}

/** Count badges cap at 99+. */
export const badgeCount = (count: number) => (count > 99 ? "99+" : String(count));
