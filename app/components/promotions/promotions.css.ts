import { style } from "@vanilla-extract/css";
import { vars } from "#styles/theme.css";

export const plans = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.md}`, display: "grid", gap: vars.space.sm });
export const plan = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr auto",
  gap: vars.space.sm,
  alignItems: "start",
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: "pointer",
  selectors: { "&:has(input:checked)": { borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` } },
});
export const planName = style({ fontWeight: 700, display: "block" });
export const planText = style({ color: vars.color.muted, fontSize: "0.9rem", margin: 0 });
export const price = style({ fontWeight: 700, whiteSpace: "nowrap" });
export const section = style({ marginTop: vars.space.lg });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.95rem" });
export const cell = style({ textAlign: "left", padding: `${vars.space.xs} ${vars.space.sm}`, borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "top" });
export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", alignItems: "center", marginTop: vars.space.md });
