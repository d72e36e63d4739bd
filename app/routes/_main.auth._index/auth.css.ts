import { style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

export const page = style({ maxWidth: "960px", margin: "0 auto", padding: `${vars.space.lg} ${vars.space.md}` });

// Mobile: tabs over one form. Desktop: both forms side by side under a sliding overlay.
export const tabs = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  marginBottom: vars.space.md,
  "@media": { [media.desktop]: { display: "none" } },
});
export const tab = style({
  textAlign: "center",
  padding: "10px",
  fontWeight: 700,
  textDecoration: "none",
  color: vars.color.muted,
  borderBottom: `3px solid ${vars.color.border}`,
  selectors: { '&[aria-current="page"]': { color: vars.color.brand, borderColor: vars.color.brand } },
});

export const panels = style({
  position: "relative",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  overflow: "hidden",
  "@media": { [media.desktop]: { display: "grid", gridTemplateColumns: "1fr 1fr", minHeight: "640px" } },
});
export const panel = style({ padding: vars.space.lg, gridRow: 1 });
export const overlay = style({
  position: "absolute",
  top: 0,
  bottom: 0,
  width: "50%",
  left: "50%",
  display: "grid",
  alignContent: "center",
  justifyItems: "center",
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: "center",
  color: vars.color.onBrand,
  background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.brandDark})`,
  transition: "transform 0.5s ease-in-out",
  selectors: { '&[data-mode="register"]': { transform: "translateX(-100%)" } },
  "@media": { [media.mobile]: { display: "none" } },
});
export const overlayButton = style({
  color: vars.color.onBrand,
  border: `2px solid ${vars.color.onBrand}`,
  borderRadius: vars.radius.md,
  padding: "10px 24px",
  fontWeight: 700,
  textDecoration: "none",
});
export const row = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.sm });
export const linkRow = style({ display: "flex", justifyContent: "space-between", alignItems: "center", gap: vars.space.sm, flexWrap: "wrap" });
export const divider = style({ textAlign: "center", color: vars.color.muted, margin: `${vars.space.md} 0` });
export const socialRow = style({ display: "grid", gap: vars.space.sm });
export const dialog = style({
  maxWidth: "480px",
  margin: "0 auto",
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.popup,
  padding: vars.space.lg,
});
export const businessFields = style({
  borderLeft: `3px solid ${vars.color.brandSoft}`,
  paddingLeft: vars.space.md,
  marginBottom: vars.space.md,
});
