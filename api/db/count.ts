/**
 * A count or sum as a number. SQLite answers count(*) and sum() with numbers; PostgreSQL with
 * bigint and numeric, which `pg` hands over as text unless told otherwise (database.ts tells it,
 * but Kysely still types them `string | number | bigint`). No row, or a sum over no rows, is 0.
 */
export function countOf(value: number | string | bigint | null | undefined): number {
  return Number(value ?? 0);
}
