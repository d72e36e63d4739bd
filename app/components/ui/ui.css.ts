import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "#styles/theme.css";

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space.xs,
  padding: "10px 18px",
  borderRadius: vars.radius.md,
  border: "1px solid transparent",
  fontWeight: 600,
  cursor: "pointer",
  textDecoration: "none",
  lineHeight: 1.2,
  selectors: { "&:disabled": { opacity: 0.55, cursor: "not-allowed" } },
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.brand, color: vars.color.onBrand, ":hover": { background: vars.color.brandDark } }],
  secondary: [buttonBase, { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border }],
  ghost: [buttonBase, { background: "transparent", color: vars.color.text, padding: "8px 10px" }],
});

export const field = style({ display: "grid", gap: vars.space.xs, marginBottom: vars.space.md });
export const label = style({ fontWeight: 600, fontSize: "0.95rem" });
export const input = style({
  width: "100%",
  padding: "10px 12px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger } },
});
export const fieldError = style({ color: vars.color.danger, fontSize: "0.875rem", margin: 0 });
export const formError = style({
  color: vars.color.danger,
  background: vars.color.dangerSoft,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
});
export const formSuccess = style({
  color: vars.color.success,
  background: vars.color.successSoft,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: `0 0 ${vars.space.md}`,
});
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});
export const page = style({ maxWidth: vars.width.page, margin: "0 auto", padding: `${vars.space.lg} ${vars.space.md}` });
export const badge = style({
  display: "inline-block",
  minWidth: "18px",
  padding: "0 5px",
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: "0.7rem",
  fontWeight: 700,
  textAlign: "center",
  lineHeight: "18px",
});

/** Off-screen, not display:none: bots that skip hidden fields still fill it; people never see it. */
export const honeypot = style({ position: "absolute", left: "-10000px", top: "auto", width: "1px", height: "1px", overflow: "hidden" });
