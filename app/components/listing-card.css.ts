import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "../../styles/theme.css";

export const grid = styleVariants({
  grid: {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
    gap: vars.space.md,
    listStyle: "none",
    padding: 0,
    margin: `${vars.space.md} 0`,
  },
  list: { display: "grid", gap: vars.space.sm, listStyle: "none", padding: 0, margin: `${vars.space.md} 0` },
});

const cardBase = style({
  position: "relative",
  display: "grid",
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: "hidden",
  color: "inherit",
  textDecoration: "none",
  height: "100%",
  selectors: { "&:hover, &:focus-visible": { boxShadow: vars.shadow.popup } },
});

export const card = styleVariants({
  grid: [cardBase, { gridTemplateRows: "auto 1fr" }],
  list: [
    cardBase,
    {
      gridTemplateColumns: "160px 1fr",
      "@media": { [media.narrow]: { gridTemplateColumns: "110px 1fr" } },
    },
  ],
});

export const photo = style({
  width: "100%",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  background: vars.color.background,
  display: "block",
});

export const body = style({ padding: vars.space.sm, display: "grid", gap: "2px", alignContent: "start" });
export const title = style({ fontWeight: 700, fontSize: "1rem", margin: 0, overflowWrap: "anywhere" });
export const muted = style({ color: vars.color.muted, fontSize: "0.85rem" });
export const price = style({ fontWeight: 800, color: vars.color.brand });
export const badge = style({
  position: "absolute",
  top: vars.space.sm,
  left: vars.space.sm,
  borderRadius: vars.radius.sm,
  padding: "2px 8px",
  fontSize: "0.7rem",
  fontWeight: 800,
  color: vars.color.onBrand,
  background: vars.color.brand,
});
globalStyle(`${card.list} ${photo}`, { height: "100%", aspectRatio: "auto", minHeight: "100px" });
