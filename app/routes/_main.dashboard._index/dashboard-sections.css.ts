import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

export const muted = style({ color: vars.color.muted, fontSize: "0.9rem" });
export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: vars.space.md,
  margin: 0,
  "@media": { [media.mobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const figure = style({
  display: "flex",
  flexDirection: "column-reverse",
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
globalStyle(`${figure} dd`, { margin: 0, fontSize: "1.6rem", fontWeight: 700 });
export const activity = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.sm });
export const tabs = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, listStyle: "none", padding: 0, margin: `0 0 ${vars.space.md}` });
export const tab = style({
  display: "block",
  padding: "6px 12px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  textDecoration: "none",
  color: vars.color.text,
  selectors: { '&[aria-current="page"]': { background: vars.color.brandSoft, color: vars.color.brand, fontWeight: 700 } },
});
export const rows = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space.md });
export const row = style({
  display: "grid",
  gridTemplateColumns: "96px 1fr",
  gap: vars.space.md,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  "@media": { [media.mobile]: { gridTemplateColumns: "64px 1fr" } },
});
export const photo = style({ width: "96px", height: "72px", objectFit: "cover", borderRadius: vars.radius.sm, background: vars.color.border, "@media": { [media.mobile]: { width: "64px", height: "48px" } } });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "center", marginTop: vars.space.sm });
export const inlineForm = style({ display: "contents" });
export const status = style({
  display: "inline-block",
  padding: "1px 8px",
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontSize: "0.8rem",
  fontWeight: 700,
});
