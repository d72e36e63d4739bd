/** Times are stored and exchanged as UTC ISO-8601 strings. */
export const nowIso = () => new Date().toISOString();

export const isoIn = (milliseconds: number, from = Date.now()) => new Date(from + milliseconds).toISOString();

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
