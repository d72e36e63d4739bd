import type { Insertable, Kysely } from "kysely";
import type { DB } from "../schema.js";

/** A tiny deterministic PRNG (mulberry32): the same seed gives the same demo data on every run. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    /** A float in [min, max) rounded to `decimals`. */
    float: (min: number, max: number, decimals = 1) => round(min + next() * (max - min), decimals),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof createRandom>;

export const round = (value: number, decimals = 0) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** ASCII kebab-case: accents stripped, at most `max` characters, never ending in a dash. */
export function slugify(text: string, max = 60): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, max)
    .replace(/-+$/g, "");
}

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/** Times relative to one fixed "now" captured at the start of the seed. */
export function createClock(now: number) {
  return {
    now,
    nowIso: new Date(now).toISOString(),
    hoursAgo: (hours: number) => new Date(now - hours * HOUR).toISOString(),
    daysAgo: (days: number) => new Date(now - days * DAY).toISOString(),
    /** A calendar date (YYYY-MM-DD) `days` before now. */
    dateAgo: (days: number) => new Date(now - days * DAY).toISOString().slice(0, 10),
    /** A calendar date (YYYY-MM-DD) `days` after now. */
    dateIn: (days: number) => new Date(now + days * DAY).toISOString().slice(0, 10),
  };
}
export type Clock = ReturnType<typeof createClock>;

/** Inserts rows in chunks (SQLite caps bound parameters per statement) and returns nothing. */
export async function insertBatched<T extends keyof DB & string>(
  db: Kysely<DB>,
  table: T,
  rows: Insertable<DB[T]>[],
  size = 100,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely cannot narrow a generic table name
    await db.insertInto(table).values(rows.slice(i, i + size) as any).execute();
  }
}

/**
 * Inserts rows in chunks and returns a map from a unique column (slug, email, path) to the new id.
 * RETURNING works on both dialects; keying by a column avoids relying on the order of returned rows.
 */
export async function insertReturningIds<T extends keyof DB & string, K extends keyof Insertable<DB[T]> & string>(
  db: Kysely<DB>,
  table: T,
  rows: Insertable<DB[T]>[],
  key: K,
  size = 100,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let i = 0; i < rows.length; i += size) {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- Kysely cannot narrow a generic table name
    const result = (await (db.insertInto(table) as any)
      .values(rows.slice(i, i + size))
      .returning(["id", key])
      .execute()) as Record<string, unknown>[];
    for (const row of result) ids.set(String(row[key]), Number(row.id));
  }
  if (ids.size !== rows.length) throw new Error(`Seeding ${table}: ${key} is not unique in the seed data`);
  return ids;
}

/** Maps keys to ids, failing loudly on a typo in the hand-written data. */
export function lookup<K>(map: Map<K, number>, key: K, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Seed data refers to an unknown ${what}: ${String(key)}`);
  return id;
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);
}
