import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

// The home page's sections. Below 768px cards go single-column and the
// tabs show all 6 cards; on wider screens the tabs show 4. Pure CSS, so the first paint is right.

// Links land on sections by #hash: clear of the sticky header.
export const section = style({ margin: `${vars.space.xl} 0`, scrollMarginTop: "80px" });
export const sectionHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space.sm,
});
export const sectionTitle = style({ margin: 0 });
export const error = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSoft,
  color: vars.color.danger,
});

/** Grid/list switch and tabs: links that look like a segmented control. */
export const segmented = style({
  display: "inline-flex",
  gap: "2px",
  padding: "2px",
  margin: 0,
  listStyle: "none",
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
  flexWrap: "wrap",
});
export const segment = style({
  display: "inline-block",
  padding: "8px 14px",
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  selectors: {
    '&[aria-current="true"]': { background: vars.color.brand, color: vars.color.onBrand },
    '&:hover:not([aria-current="true"])': { background: vars.color.background },
  },
});

/*
 * The latest listings. A phone's first screen must show the section's heading and a whole first
 * card above the cookie notice, so on phones the section starts close to the hero, its head keeps
 * to one line, and a grid card is shorter: a 16:9 photo, and one line each for its title,
 * category and place (cut short with an ellipsis; the link's name keeps the whole text).
 */
export const latestSection = style([section, { "@media": { [media.mobile]: { marginTop: 0 } } }]);
export const latestHead = style([sectionHead]);
export const latestTitle = style([sectionTitle, { "@media": { [media.mobile]: { fontSize: "1.15rem" } } }]);
globalStyle(`${latestHead} ${segment}`, { "@media": { [media.mobile]: { padding: "5px 10px", fontSize: "0.9rem" } } });

/**
 * Wraps the two ListingGrids around the content-top banners (the first row, then the rest):
 * single column on phones, two columns up to 960px (three would leave the first row's fourth card
 * alone on a line) and four even rows of cards on wide screens.
 */
export const latest = style({});
globalStyle(`${latest} > ul`, { "@media": { [media.mobile]: { gridTemplateColumns: "1fr" } } });
globalStyle(`${latest} > ul:first-child`, { "@media": { [media.mobile]: { marginTop: vars.space.sm } } });
globalStyle(`${latest}[data-view="grid"] > ul`, {
  "@media": {
    "screen and (min-width: 768px) and (max-width: 959px)": { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    "screen and (min-width: 1024px)": { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});
globalStyle(`${latest}[data-view="grid"] > ul > li > a > :is(img, i)`, {
  "@media": { [media.mobile]: { aspectRatio: "16 / 9" } },
});
globalStyle(`${latest}[data-view="grid"] > ul > li > a > span > :is(strong, small)`, {
  "@media": { [media.mobile]: { whiteSpace: "nowrap", overflow: "hidden", textOverflow: "ellipsis" } },
});
/** The content-top banners between the two grids: as wide as the cards (the page has its padding). */
export const latestBanners = style({});
globalStyle(`${latest} > ${latestBanners}`, { padding: 0 });

export const more = style({ display: "flex", justifyContent: "center", marginTop: vars.space.md });

/** Tabs render 6 cards; desktop hides the last 2 (6 on mobile, 4 on desktop). */
export const tabPanel = style({});
globalStyle(`${tabPanel} > ul`, {
  "@media": {
    [media.mobile]: { gridTemplateColumns: "1fr" },
    [media.desktop]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" },
  },
});
globalStyle(`${tabPanel} > ul > li:nth-child(n+5)`, { "@media": { [media.desktop]: { display: "none" } } });

/** Weather and the two stat cards side by side (stacked on phones). */
export const infoRow = style({
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "2fr 1fr 1fr",
  margin: `${vars.space.xl} 0`,
  "@media": { [media.mobile]: { gridTemplateColumns: "1fr 1fr" } },
});
export const card = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: "grid",
  alignContent: "start",
  gap: vars.space.xs,
});
/** The weather card spans the row on phones, above the two stat cards. */
export const weather = style({ display: "grid", "@media": { [media.mobile]: { gridColumn: "1 / -1" } } });
export const cardTitle = style({ margin: 0, fontSize: "1rem", color: vars.color.muted, fontWeight: 600 });
export const bigNumber = style({ margin: 0, fontSize: "2.2rem", fontWeight: 800, color: vars.color.text, lineHeight: 1.1 });

/** Top locations: a horizontal scroll-snap strip of pages (works without JavaScript). */
export const carousel = style({ position: "relative" });
export const strip = style({
  display: "grid",
  gridAutoFlow: "column",
  gridAutoColumns: "100%",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollbarWidth: "none",
  gap: 0,
});
export const carouselPage = style({
  scrollSnapAlign: "start",
  display: "grid",
  gap: vars.space.sm,
  gridTemplateColumns: "repeat(4, 1fr)",
  gridTemplateRows: "repeat(2, 150px)",
  padding: "2px",
  "@media": { [media.mobile]: { gridTemplateColumns: "repeat(2, 1fr)", gridTemplateRows: "200px repeat(2, 120px)" } },
});
export const tile = style({
  position: "relative",
  display: "block",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  background: vars.color.accent,
  color: vars.color.onBrand,
  textDecoration: "none",
});
export const largeTile = style([
  tile,
  {
    gridColumn: "span 2",
    gridRow: "span 2",
    "@media": { [media.mobile]: { gridRow: "span 1" } },
  },
]);
/* A tile's parts by element, as a listing card's: eight tiles would repeat each class. */
globalStyle(`${tile} > img`, { position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" });
globalStyle(`${tile} > span`, {
  position: "absolute",
  left: 0,
  right: 0,
  bottom: 0,
  padding: vars.space.sm,
  display: "grid",
  background: "linear-gradient(transparent, rgba(0, 0, 0, 0.8))",
});
globalStyle(`${tile} small`, { fontSize: "0.85rem" });
export const carouselNav = style({ display: "flex", alignItems: "center", justifyContent: "center", gap: vars.space.sm, marginTop: vars.space.sm });
export const dot = style({
  display: "inline-grid",
  placeItems: "center",
  width: "24px",
  height: "24px",
  selectors: {
    "&::before": { content: '""', width: "10px", height: "10px", borderRadius: vars.radius.pill, background: vars.color.border },
    '&[aria-current="true"]::before': { background: vars.color.brand },
  },
});
export const arrow = style({
  width: "36px",
  height: "36px",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: "pointer",
  fontSize: "1.1rem",
  selectors: { "&:disabled": { opacity: 0.4, cursor: "default" } },
});

/** Wraps the shared category grid: two columns on phones. */
export const categories = style({});
globalStyle(`${categories} > ul`, { "@media": { [media.mobile]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } } });
