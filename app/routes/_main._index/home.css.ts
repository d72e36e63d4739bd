import { style } from "@vanilla-extract/css";
import { vars } from "#styles/theme.css";

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.brandDark})`,
  color: vars.color.onBrand,
});
export const heroTitle = style({ fontSize: "clamp(1.8rem, 4vw, 2.6rem)", margin: "0 0 8px" });
export const heroText = style({ fontSize: "1.15rem", margin: "0 0 20px", maxWidth: "640px" });
export const steps = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
});
export const step = style({ background: vars.color.surface, borderRadius: vars.radius.lg, padding: vars.space.lg, boxShadow: vars.shadow.card });
export const stepNumber = style({
  display: "inline-grid",
  placeItems: "center",
  width: "32px",
  height: "32px",
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: 700,
});
export const heroLink = style({ color: vars.color.onBrand, textDecoration: "underline" });
