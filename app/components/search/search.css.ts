import { style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

export const priceRange = style({ display: "grid", gridTemplateColumns: "1fr 1fr", gap: vars.space.sm });

export const popupPanel = style({ width: "320px" });

// ---- /search page ----

export const searchBar = style({ display: "flex", gap: vars.space.sm, maxWidth: "640px" });

/** The page's filters: one row on wide screens, stacked on phones. */
export const filters = style({
  display: "grid",
  gridTemplateColumns: "2fr 1.5fr 1fr 1fr",
  gap: vars.space.sm,
  alignItems: "end",
  marginTop: vars.space.md,
  "@media": { [media.mobile]: { gridTemplateColumns: "1fr" } },
});

export const summary = style({ color: vars.color.muted, margin: `${vars.space.md} 0` });

export const section = style({ marginTop: vars.space.lg });

export const sectionTitle = style({ fontSize: "1.1rem", margin: `0 0 ${vars.space.sm}` });

export const chips = style({ listStyle: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: vars.space.sm });

export const chip = style({
  display: "inline-block",
  padding: "6px 12px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  ":hover": { borderColor: vars.color.brand, color: vars.color.brand },
});

// ---- header suggestions ----

export const suggestions = style({
  position: "absolute",
  top: "calc(100% + 6px)",
  left: 0,
  right: 0,
  zIndex: 30,
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popup,
  padding: vars.space.sm,
  maxHeight: "70vh",
  overflowY: "auto",
});

export const suggestionGroup = style({
  margin: `${vars.space.sm} 0 ${vars.space.xs}`,
  fontSize: "0.75rem",
  fontWeight: 700,
  textTransform: "uppercase",
  color: vars.color.muted,
  selectors: { "&:first-child": { marginTop: 0 } },
});

export const suggestionList = style({ listStyle: "none", margin: 0, padding: 0 });

export const suggestion = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: "6px 8px",
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  ":hover": { background: vars.color.background },
});

export const suggestionActive = style([
  suggestion,
  { background: vars.color.brandSoft, ":hover": { background: vars.color.brandSoft } },
]);

export const thumbnail = style({
  width: "40px",
  height: "30px",
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  flexShrink: 0,
  background: vars.color.background,
});

export const suggestionNote = style({ margin: 0, padding: "6px 8px", color: vars.color.muted });

export const suggestionError = style([suggestionNote, { color: vars.color.danger }]);
