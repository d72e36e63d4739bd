export type Countdown = { days: number; hours: number; minutes: number; seconds: number };

/**
 * The maintenance countdown in days, hours, minutes and seconds until scheduled_end,
 * computed once per page load; null once the end is past (or unknown), which hides it.
 */
export function countdownTo(scheduledEnd: string | null, now: number = Date.now()): Countdown | null {
  if (!scheduledEnd) return null;
  const end = Date.parse(scheduledEnd);
  if (Number.isNaN(end) || end <= now) return null;
  let rest = Math.floor((end - now) / 1000);
  const days = Math.floor(rest / 86400);
  rest -= days * 86400;
  const hours = Math.floor(rest / 3600);
  rest -= hours * 3600;
  const minutes = Math.floor(rest / 60);
  return { days, hours, minutes, seconds: rest - minutes * 60 };
}
