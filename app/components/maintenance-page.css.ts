import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#styles/theme.css";

export const page = style({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  padding: vars.space.md,
  background: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.background})`,
});
export const panel = style({
  width: "min(640px, 100%)",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.popup,
  padding: vars.space.xl,
  textAlign: "center",
});
export const topRow = style({ display: "flex", justifyContent: "space-between", alignItems: "center" });
export const icon = style({ fontSize: "2.5rem" });
export const message = style({ fontSize: "1.1rem" });
export const countdown = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(4, 1fr)",
  gap: vars.space.sm,
});
export const countdownCell = style({
  display: "grid",
  background: vars.color.background,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  fontSize: "0.85rem",
});
globalStyle(`${countdownCell} strong`, { fontSize: "1.6rem" });
export const note = style({ color: vars.color.muted, fontSize: "0.9rem" });
export const links = style({ display: "flex", gap: vars.space.md, justifyContent: "center" });
export const adminLogin = style({ marginTop: vars.space.lg, textAlign: "left" });
