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
  const parts = Object.fromEntries(gibraltarClock.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { day: parts.day ?? "", month: parts.month ?? "", hour: parts.hour ?? "", minute: parts.minute ?? "" };
}

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
