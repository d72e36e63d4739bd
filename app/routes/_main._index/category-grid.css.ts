import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#styles/theme.css";

export const grid = style({
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.xl}`,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(150px, 1fr))",
});
export const tile = style({
  display: "grid",
  justifyItems: "center",
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  textDecoration: "none",
  color: vars.color.text,
  textAlign: "center",
  ":hover": { boxShadow: vars.shadow.popup },
});
/* A tile's name and count by element: the grid repeats them for every category. */
globalStyle(`${tile} strong`, { fontWeight: 600 });
globalStyle(`${tile} small`, { fontSize: "0.85rem", color: vars.color.muted });
