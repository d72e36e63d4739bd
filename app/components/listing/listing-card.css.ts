import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

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

/*
 * A card's parts are styled by element, not by class: cards come twenty at a time and a class
 * name on each part is written out on every one. The parts: the photo (`img`, or an `i` box
 * when there is none), the badge (`em`), and the text column (`span`) with the title
 * (`strong`), the price (`b`) and the muted lines (`small`).
 */
globalStyle(`${cardBase} > img, ${cardBase} > i`, {
  width: "100%",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  background: vars.color.background,
  display: "block",
});
globalStyle(`${card.list} > img, ${card.list} > i`, { height: "100%", aspectRatio: "auto", minHeight: "100px" });
globalStyle(`${cardBase} > span`, { padding: vars.space.sm, display: "grid", gap: "2px", alignContent: "start" });
globalStyle(`${cardBase} strong`, { fontWeight: 700, fontSize: "1rem", margin: 0, overflowWrap: "anywhere" });
globalStyle(`${cardBase} > span > small`, { color: vars.color.muted, fontSize: "0.85rem" });
globalStyle(`${cardBase} b`, { fontWeight: 800, color: vars.color.brand });
globalStyle(`${cardBase} > em`, {
  position: "absolute",
  top: vars.space.sm,
  left: vars.space.sm,
  borderRadius: vars.radius.sm,
  padding: "2px 8px",
  fontSize: "0.7rem",
  fontStyle: "normal",
  fontWeight: 800,
  color: vars.color.onBrand,
  background: vars.color.brand,
});
