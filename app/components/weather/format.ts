import { numberFormat } from "@schemas/format";

/**
 * Weather numbers and times, formatted the same by the server and the browser (so hydration
 * never disagrees): locale digits and separators, and Gibraltar's clock as plain numbers.
 */
export const formatNumber = (value: number, language: string) => numberFormat(language, { maximumFractionDigits: 1 }).format(value);

const gibraltarClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/Gibraltar",
  day: "2-digit",
  month: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function clockParts(iso: string) {
  // A reading's time is shown on every page of the hour that shows the weather: worked out once
  // (a time zone's rules make formatting one of the costlier parts of the home page).
  let parts = clockPartsOf.get(iso);
  if (!parts) {
    const named = Object.fromEntries(gibraltarClock.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
    parts = { day: named.day ?? "", month: named.month ?? "", hour: named.hour ?? "", minute: named.minute ?? "" };
    if (clockPartsOf.size >= KEPT_TIMES) clockPartsOf.clear();
    clockPartsOf.set(iso, parts);
  }
  return parts;
}
const clockPartsOf = new Map<string, { day: string; month: string; hour: string; minute: string }>();
/** The weather page's chart shows a few hundred readings; more are not kept. */
const KEPT_TIMES = 1000;

/** "23/11" in Gibraltar (day first, as in both en-GB and es). */
export function formatDay(iso: string): string {
  const { day, month } = clockParts(iso);
  return `${day}/${month}`;
}

/** "23/11 14:05" in Gibraltar. */
export function formatDayTime(iso: string): string {
  const { day, month, hour, minute } = clockParts(iso);
  return `${day}/${month} ${hour}:${minute}`;
}
