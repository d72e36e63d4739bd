import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

export const steps = style({
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space.lg}`,
  display: "grid",
  gridTemplateColumns: "repeat(6, 1fr)",
  gap: vars.space.xs,
  counterReset: "step",
  "@media": { [media.mobile]: { gridTemplateColumns: "repeat(3, 1fr)" } },
});
export const step = style({
  padding: "8px",
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  textAlign: "center",
  fontSize: "0.85rem",
  color: vars.color.muted,
  selectors: { '&[aria-current="step"]': { background: vars.color.brand, color: vars.color.onBrand, fontWeight: 700 } },
});
// The current step's link takes the step's white on red (the link blue on red was 1.6:1).
globalStyle(`${step}[aria-current="step"] a`, { color: "inherit" });
export const photoGrid = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(160px, 1fr))",
  gap: vars.space.sm,
});
export const photo = style({ background: vars.color.surface, borderRadius: vars.radius.md, padding: vars.space.xs, display: "grid", gap: vars.space.xs });
export const nav = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm, marginTop: vars.space.md });
export const summary = style({ display: "grid", gridTemplateColumns: "160px 1fr", gap: "6px 16px", margin: 0 });
export const hint = style({ color: vars.color.muted, fontSize: "0.9rem", marginTop: 0 });
