import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

export const header = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, alignItems: "center", justifyContent: "space-between" });
export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "flex-end",
  margin: `${vars.space.md} 0`,
  padding: vars.space.md,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
});
export const toolbarField = style({ display: "grid", gap: vars.space.xs, minWidth: "160px", fontSize: "0.9rem" });
export const tableWrap = style({ overflowX: "auto", background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.92rem" });
globalStyle(`${table} th, ${table} td`, { textAlign: "left", padding: "8px 10px", borderBottom: `1px solid ${vars.color.border}`, verticalAlign: "top" });
globalStyle(`${table} th`, { background: vars.color.background, fontWeight: 700, whiteSpace: "nowrap" });
export const rowActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.xs, alignItems: "flex-start" });
export const pager = style({ display: "flex", gap: vars.space.md, alignItems: "center", margin: `${vars.space.md} 0` });
export const muted = style({ color: vars.color.muted });
export const confirm = style({});
globalStyle(`${confirm} > summary`, { cursor: "pointer", color: vars.color.danger, fontWeight: 600, listStyle: "none" });
export const confirmBox = style({
  marginTop: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  display: "grid",
  gap: vars.space.xs,
  maxWidth: "320px",
});
export const smallButton = style({
  padding: "4px 10px",
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: "pointer",
  fontSize: "0.85rem",
  color: vars.color.text,
  textDecoration: "none",
});
export const dangerButton = style([smallButton, { background: vars.color.danger, color: "#fff", borderColor: vars.color.danger }]);
export const formGrid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  columnGap: vars.space.md,
  "@media": { [media.mobile]: { gridTemplateColumns: "1fr" } },
});
export const wide = style({ gridColumn: "1 / -1" });
export const stats = style({ display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(180px, 1fr))", gap: vars.space.md, margin: `${vars.space.md} 0` });
export const stat = style({ background: vars.color.surface, borderRadius: vars.radius.md, boxShadow: vars.shadow.card, padding: vars.space.md });
export const statValue = style({ fontSize: "1.6rem", fontWeight: 800, display: "block" });
export const pre = style({ margin: 0, whiteSpace: "pre-wrap", wordBreak: "break-word", fontSize: "0.8rem", maxWidth: "420px" });
