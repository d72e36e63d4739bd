import { style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

export const layout = style({
  display: "grid",
  // minmax(0, …): a wide table in the content must not widen the page (it scrolls in its own box).
  gridTemplateColumns: "240px minmax(0, 1fr)",
  minHeight: "100vh",
  "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const sidebar = style({ background: "#1f2933", color: "#e4e7eb", padding: vars.space.md });
export const brand = style({ display: "block", color: "#fff", fontWeight: 800, textDecoration: "none", marginBottom: vars.space.md });
export const navList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "2px" });
export const navLink = style({
  display: "block",
  padding: "6px 10px",
  borderRadius: vars.radius.sm,
  color: "#cbd2d9",
  textDecoration: "none",
  selectors: { '&[aria-current="page"]': { background: "#3e4c59", color: "#fff" } },
});
export const content = style({ padding: vars.space.lg, minWidth: 0, overflowX: "auto" });
