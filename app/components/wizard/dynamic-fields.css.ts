import { style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

export const group = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  margin: `0 0 ${vars.space.md}`,
  minWidth: 0,
});
export const groupLegend = style({ fontWeight: 700, padding: `0 ${vars.space.xs}` });
/**
 * A group's fields on the grid of their layout (group_position): the group sets --field-columns,
 * each field --field-row, --field-column and --field-span. One column below 768px.
 */
export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(var(--field-columns, 2), minmax(0, 1fr))",
  columnGap: vars.space.md,
  "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const cell = style({
  gridRow: "var(--field-row, auto)",
  gridColumn: "var(--field-column, auto) / span var(--field-span, 1)",
  "@media": { [media.mobile]: { gridRow: "auto", gridColumn: "auto" } },
});
export const choices = style({ border: 0, padding: 0, margin: 0, minWidth: 0, display: "grid", gap: vars.space.xs });
export const choiceList = style({ display: "flex", flexWrap: "wrap", gap: `${vars.space.xs} ${vars.space.md}` });
export const choice = style({ display: "inline-flex", alignItems: "center", gap: vars.space.sm, cursor: "pointer" });
export const colour = style({
  width: "64px",
  height: "40px",
  padding: "2px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: "pointer",
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const required = style({ color: vars.color.danger });
