import { style } from "@vanilla-extract/css";
import { vars } from "#styles/theme.css";

/** A number typed in a table cell (row, column, span, order): a few digits wide. */
export const cellNumber = style({ width: "4.5em", padding: "4px 6px", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const cellSelect = style({ maxWidth: "12em", padding: "4px 6px", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });
export const cellText = style({ width: "12em", padding: "4px 6px", border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });

/** The layout preview: each group's fields on the 4-column grid the wizard draws. */
export const previewGroup = style({ margin: `${vars.space.sm} 0 ${vars.space.md}` });
export const previewGrid = style({ display: "grid", gridTemplateColumns: "repeat(4, minmax(0, 1fr))", gap: vars.space.xs, maxWidth: "720px" });
export const previewCell = style({
  padding: vars.space.xs,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  fontSize: "0.85rem",
});
export const previewTop = style({ borderStyle: "solid", borderColor: vars.color.accent });
export const section = style({ marginTop: vars.space.lg });
