import { style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

export const summaryCard = style({
  background: `linear-gradient(160deg, ${vars.color.surface} 55%, #e8f1fb)`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});
export const summaryTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: "1.15rem" });
export const unavailable = style({
  margin: `0 0 ${vars.space.md}`,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});
export const now = style({ display: "flex", alignItems: "center", gap: vars.space.md, flexWrap: "wrap" });
export const icon = style({ color: vars.color.accent, flex: "none" });
export const temperature = style({ fontSize: "2.6rem", fontWeight: 700, lineHeight: 1 });
export const condition = style({ fontSize: "1.1rem", color: vars.color.muted });
export const facts = style({
  display: "grid",
  gridTemplateColumns: "repeat(4, minmax(0, 1fr))",
  gap: vars.space.md,
  margin: `${vars.space.lg} 0 0`,
  "@media": { [media.mobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});
export const fact = style({ margin: 0 });
export const factLabel = style({ fontSize: "0.85rem", color: vars.color.muted });
export const factValue = style({ margin: 0, fontWeight: 600, fontSize: "1.05rem" });

export const chartFigure = style({
  margin: `${vars.space.lg} 0 0`,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
});
export const chartTitle = style({ margin: `0 0 ${vars.space.md}`, fontSize: "1.15rem" });
/** Below 768px the chart keeps a readable size and scrolls sideways instead of shrinking. */
export const chartScroll = style({ overflowX: "auto" });
export const chart = style({
  display: "block",
  width: "100%",
  height: "auto",
  "@media": { [media.mobile]: { minWidth: "600px" } },
});
export const gridLine = style({ stroke: vars.color.border, strokeWidth: 1 });
export const axisText = style({ fill: vars.color.muted, fontSize: "13px" });
export const airLine = style({ fill: "none", stroke: vars.color.brand, strokeWidth: 2, strokeLinejoin: "round" });
export const seaLine = style({
  fill: "none",
  stroke: vars.color.accent,
  strokeWidth: 2,
  strokeLinejoin: "round",
  strokeDasharray: "6 3",
});
export const legend = style({
  display: "flex",
  gap: `${vars.space.xs} ${vars.space.lg}`,
  flexWrap: "wrap",
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.sm} 0`,
});
export const legendItem = style({ display: "inline-flex", alignItems: "center", gap: vars.space.xs });
export const swatchAir = style({ display: "inline-block", width: "22px", borderTop: `3px solid ${vars.color.brand}` });
export const swatchSea = style({ display: "inline-block", width: "22px", borderTop: `3px dashed ${vars.color.accent}` });
export const caption = style({ color: vars.color.muted, fontSize: "0.95rem", margin: `${vars.space.sm} 0` });
export const tableToggle = style({ display: "list-item", cursor: "pointer", color: vars.color.accent, fontWeight: 600 });
export const tableWrap = style({ maxHeight: "420px", overflow: "auto", marginTop: vars.space.sm });
export const table = style({ width: "100%", borderCollapse: "collapse", fontSize: "0.9rem" });
export const cell = style({
  padding: "4px 8px",
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: "left",
  whiteSpace: "nowrap",
});
