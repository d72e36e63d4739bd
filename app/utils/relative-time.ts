const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export type RelativeTime =
  | { unit: "now" }
  | { unit: "hours" | "days" | "weeks" | "months"; count: number };

/**
 * Under an hour 'Just now', then hours, days up to 6, weeks up to 3, then months.
 * Returns the parts; the UI translates them (time.hours_ago etc.).
 */
export function relativeTime(iso: string, now: number = Date.now()): RelativeTime {
  const elapsed = Math.max(0, now - Date.parse(iso));
  if (elapsed < HOUR) return { unit: "now" };
  if (elapsed < DAY) return { unit: "hours", count: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days <= 6) return { unit: "days", count: days };
  const weeks = Math.floor(elapsed / WEEK);
  if (weeks <= 3) return { unit: "weeks", count: weeks };
  return { unit: "months", count: Math.max(1, Math.floor(days / 30)) };
}

/** The translation key and count of a relative time, for `t(key, { count })`. */
export function relativeTimeKey(time: RelativeTime): { key: string; count: number } {
  return time.unit === "now" ? { key: "time.just_now", count: 0 } : { key: `time.${time.unit}_ago`, count: time.count };
}
