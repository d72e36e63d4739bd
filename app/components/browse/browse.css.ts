import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

// Category pages: filter panel beside the results on desktop, collapsed above them on mobile.

export const layout = style({
  display: "grid",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [media.desktop]: { gridTemplateColumns: "280px minmax(0, 1fr)" } },
});

export const panel = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
});
export const panelSummary = style({ cursor: "pointer", fontWeight: 700 });
/*
 * On desktop the panel is always open: the summary goes and the (closed) details' content is shown.
 * Only where the browser has ::details-content; elsewhere the summary stays so it can be opened.
 */
globalStyle(`${panel}::details-content`, {
  "@supports": {
    "selector(::details-content)": {
      "@media": { [media.desktop]: { contentVisibility: "visible", display: "block" } },
    },
  },
});
globalStyle(`${panelSummary}`, {
  "@supports": {
    "selector(::details-content)": { "@media": { [media.desktop]: { display: "none" } } },
  },
});

export const filterGroup = style({ border: 0, padding: 0, margin: `0 0 ${vars.space.md}`, minWidth: 0 });
export const legend = style({ fontWeight: 600, fontSize: "0.95rem", padding: 0, marginBottom: vars.space.xs });
export const pair = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.sm });
export const choices = style({ display: "grid", gap: "2px", maxHeight: "220px", overflowY: "auto" });
export const choice = style({ display: "flex", gap: vars.space.xs, alignItems: "center", fontSize: "0.9rem" });
export const actions = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });

export const toolbar = style({
  display: "flex",
  justifyContent: "space-between",
  alignItems: "center",
  gap: vars.space.sm,
  flexWrap: "wrap",
});
export const toggle = style({ display: "flex", gap: vars.space.xs });
export const toggleLink = style({
  padding: "6px 12px",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: "none",
  background: vars.color.surface,
  selectors: { '&[aria-current="true"]': { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand } },
});

export const chips = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, listStyle: "none", padding: 0, margin: `0 0 ${vars.space.md}` });
export const chip = style({
  display: "inline-flex",
  gap: vars.space.xs,
  padding: "6px 12px",
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  color: vars.color.text,
  textDecoration: "none",
});
export const muted = style({ color: vars.color.muted });

export const pagination = style({ margin: `${vars.space.lg} 0` });
globalStyle(`${pagination} ol`, { display: "flex", flexWrap: "wrap", gap: vars.space.xs, listStyle: "none", padding: 0, margin: 0 });
export const pageLink = style({
  display: "inline-block",
  minWidth: "36px",
  padding: "6px 10px",
  textAlign: "center",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: "none",
  background: vars.color.surface,
  selectors: { '&[aria-current="page"]': { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand } },
});

// The /categories directory: a card per category with its subcategories listed under it.
export const directory = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});
export const directoryCard = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.md,
  borderTop: "4px solid",
});
export const directoryHead = style({
  display: "flex",
  gap: vars.space.sm,
  alignItems: "center",
  fontWeight: 700,
  fontSize: "1.1rem",
  color: vars.color.text,
  textDecoration: "none",
});
export const subList = style({ listStyle: "none", padding: 0, margin: `${vars.space.sm} 0 0`, display: "grid", gap: "2px" });
export const subLink = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm, color: vars.color.text, textDecoration: "none" });
