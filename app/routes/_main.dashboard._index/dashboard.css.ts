import { style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

export const layout = style({
  display: "grid",
  gridTemplateColumns: "220px 1fr",
  gap: vars.space.lg,
  "@media": { [media.mobile]: { gridTemplateColumns: "1fr" } },
});
export const sectionList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "2px" });
export const sectionLink = style({
  display: "block",
  padding: "8px 12px",
  borderRadius: vars.radius.md,
  textDecoration: "none",
  color: vars.color.text,
  selectors: { '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: 700 } },
});
