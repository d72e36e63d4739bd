import { type RawBuilder, type SelectQueryBuilder, sql } from "kysely";
import type { AdminPage } from "../schemas/admin.js";
import { countOf } from "./count.js";

/**
 * One page of a filtered query and the filtered total, for the back-office lists: the caller
 * builds the filtered query once (no order, no columns yet); the total counts it, the page
 * orders it, picks its columns and takes `per_page` rows after the earlier pages.
 */
export async function paginate<DB, TB extends keyof DB, O, Row>(
  filtered: SelectQueryBuilder<DB, TB, O>,
  query: { page: number; per_page: number },
  rows: (qb: SelectQueryBuilder<DB, TB, O>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<AdminPage<Row>> {
  const [items, counted] = await Promise.all([
    rows(filtered)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    filtered
      .clearSelect()
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirst(),
  ]);
  const total = countOf((counted as { n?: number | string } | undefined)?.n);
  return { items, total, page: query.page, per_page: query.per_page, pages: Math.max(1, Math.ceil(total / query.per_page)) };
}

/**
 * `column` contains `text`, ignoring case, on both dialects (PostgreSQL's LIKE minds case,
 * SQLite's does not): lower() on both sides, LIKE's own wildcards in `text` taken literally.
 */
export function containsText(column: string, text: string): RawBuilder<boolean> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
