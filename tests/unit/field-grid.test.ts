import { describe, expect, it } from "vitest";
import { gridCells } from "~/components/wizard/field-grid.js";
import type { FieldDefinition, GroupPosition } from "../../api/schemas/listing.js";

let nextId = 0;
function placed(row: number, column: number, span = 1): FieldDefinition {
  nextId += 1;
  const group_position: GroupPosition = {
    group_id: 1, group_name_en: "Key", group_name_es: "Clave", group_sort_order: 0, sort_order: nextId,
    grid_row: row, grid_column_start: column, grid_column_span: span,
  };
  return {
    id: nextId, field_name: `f${nextId}`, label_en: "Field", label_es: "Campo", data_type: "STRING", display_type: "TEXT",
    is_required: false, sort_order: 0, placeholder_en: null, placeholder_es: null, validation_rules: null, options: [],
    categories: [], group_position,
  };
}

describe("dynamic field grid", () => {
  it("places fields at their row, column start and span, whatever their order", () => {
    const [right, left, wide] = [placed(1, 2), placed(1, 1), placed(2, 1, 2)];
    const { columns, cells } = gridCells([right!, left!, wide!]);
    expect(columns).toBe(2);
    expect(cells.get(right!.id)).toEqual({ row: 1, column: 2, span: 1 });
    expect(cells.get(left!.id)).toEqual({ row: 1, column: 1, span: 1 });
    expect(cells.get(wide!.id)).toEqual({ row: 2, column: 1, span: 2 });
  });

  it("widens the grid for a third column, never beyond four", () => {
    expect(gridCells([placed(1, 3)]).columns).toBe(3);
    const beyond = placed(1, 5);
    const layout = gridCells([beyond]);
    expect(layout.columns).toBe(2);
    expect(layout.cells.get(beyond.id)).toEqual({ row: null, column: null, span: 1 });
  });

  it("places a field automatically when its cells are taken or it has no position", () => {
    const first = placed(1, 1, 2);
    const clash = placed(1, 2);
    const loose = { ...placed(1, 1), id: 999, group_position: null };
    const { cells } = gridCells([first, clash, loose]);
    expect(cells.get(first.id)).toEqual({ row: 1, column: 1, span: 2 });
    expect(cells.get(clash.id)).toEqual({ row: null, column: null, span: 1 });
    expect(cells.get(999)).toEqual({ row: null, column: null, span: 1 });
  });
});
