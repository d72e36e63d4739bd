import type { FieldDefinition } from "@schemas/listing";

/** Where a field sits in its group's grid; null row/column: placed automatically (after the others). */
export type GridCell = { row: number | null; column: number | null; span: number };

/** Groups never get more columns than this, whatever a stored layout says. */
export const MAX_GRID_COLUMNS = 4;
const MIN_GRID_COLUMNS = 2;

const whole = (value: number | undefined, max: number) => (value !== undefined && Number.isInteger(value) && value >= 1 && value <= max ? value : null);

/**
 * The cells of a group's fields from their group_position (grid_row, grid_column_start,
 * grid_column_span). A field whose cells are taken by an earlier field, or that lies outside the
 * grid, is placed automatically instead, so no field ever hides another.
 */
export function gridCells(definitions: FieldDefinition[]): { columns: number; cells: Map<number, GridCell> } {
  const cells = new Map<number, GridCell>();
  const taken = new Set<string>();
  let columns = MIN_GRID_COLUMNS;
  for (const definition of definitions) {
    const position = definition.group_position;
    const span = whole(position?.grid_column_span, MAX_GRID_COLUMNS) ?? 1;
    const row = whole(position?.grid_row, Number.MAX_SAFE_INTEGER);
    const column = whole(position?.grid_column_start, MAX_GRID_COLUMNS - span + 1);
    const keys = row !== null && column !== null ? Array.from({ length: span }, (_, i) => `${row}:${column + i}`) : [];
    if (keys.length === 0 || keys.some((key) => taken.has(key))) {
      cells.set(definition.id, { row: null, column: null, span });
      continue;
    }
    for (const key of keys) taken.add(key);
    columns = Math.max(columns, column! + span - 1);
    cells.set(definition.id, { row, column, span });
  }
  return { columns, cells };
}
