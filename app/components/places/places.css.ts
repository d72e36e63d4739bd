import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
  alignItems: "end",
  justifyContent: "space-between",
  margin: `${vars.space.md} 0`,
});
export const search = style({ display: "flex", gap: vars.space.sm, flex: "1 1 320px", maxWidth: "560px" });

export const chips = style({ listStyle: "none", padding: 0, margin: `${vars.space.sm} 0`, display: "flex", flexWrap: "wrap", gap: vars.space.xs });
export const chip = style({
  display: "inline-block",
  padding: "6px 12px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  textDecoration: "none",
  fontSize: "0.9rem",
  selectors: {
    '&[aria-current="page"]': { background: vars.color.brand, borderColor: vars.color.brand, color: vars.color.onBrand },
  },
});

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(240px, 1fr))",
  gap: vars.space.md,
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.md} 0`,
});
export const card = style({
  display: "grid",
  gridTemplateRows: "auto 1fr",
  height: "100%",
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: "hidden",
  color: "inherit",
  textDecoration: "none",
  selectors: { "&:hover, &:focus-visible": { boxShadow: vars.shadow.popup } },
});
export const photo = style({ width: "100%", aspectRatio: "4 / 3", objectFit: "cover", display: "block", background: vars.color.background });
export const cardBody = style({ padding: vars.space.sm, display: "grid", gap: "2px", alignContent: "start" });
export const cardTitle = style({ fontWeight: 700, fontSize: "1rem", overflowWrap: "anywhere" });
export const muted = style({ color: vars.color.muted, fontSize: "0.85rem" });
export const rating = style({ color: vars.color.warning, fontWeight: 600, fontSize: "0.9rem" });

export const pagination = style({ display: "flex", gap: vars.space.md, alignItems: "center", justifyContent: "center", margin: `${vars.space.lg} 0` });

export const detail = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) 320px",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const facts = style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: `${vars.space.xs} ${vars.space.md}`, margin: 0 });
globalStyle(`${facts} dt`, { fontWeight: 600 });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: "anywhere", whiteSpace: "pre-line" });
export const notice = style({
  background: vars.color.brandSoft,
  borderRadius: vars.radius.md,
  padding: vars.space.sm,
  margin: `${vars.space.sm} 0`,
});
export const reviews = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.md });
export const review = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });

export const hero = style({ width: "100%", maxHeight: "360px", objectFit: "cover", borderRadius: vars.radius.lg, display: "block" });

export const photoGrid = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(140px, 1fr))",
  gap: vars.space.sm,
});
globalStyle(`${photoGrid} img`, { width: "100%", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: vars.radius.sm, display: "block" });
export const formActions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", marginTop: vars.space.md });
export const twoColumns = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: `0 ${vars.space.md}`,
  "@media": { [media.mobile]: { gridTemplateColumns: "1fr" } },
});
