import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) 340px",
  gap: vars.space.lg,
  alignItems: "start",
  "@media": { [media.mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const breadcrumb = style({ fontSize: "0.9rem", color: vars.color.muted, marginBottom: vars.space.sm });
globalStyle(`${breadcrumb} ol`, { listStyle: "none", display: "flex", flexWrap: "wrap", gap: "6px", padding: 0, margin: 0 });
globalStyle(`${breadcrumb} li + li::before`, { content: '"/"', marginRight: "6px" });
export const titleRow = style({ display: "flex", gap: vars.space.sm, alignItems: "center", flexWrap: "wrap" });
export const title = style({ margin: 0, fontSize: "clamp(1.4rem, 3vw, 2rem)" });
export const badge = style({
  borderRadius: vars.radius.sm,
  padding: "2px 8px",
  fontSize: "0.75rem",
  fontWeight: 800,
  color: vars.color.onBrand,
  background: vars.color.brand,
});
export const meta = style({ display: "flex", flexWrap: "wrap", gap: vars.space.md, color: vars.color.muted, margin: `${vars.space.sm} 0` });
export const price = style({ fontSize: "1.8rem", fontWeight: 800, color: vars.color.brand, margin: 0 });
export const actions = style({ display: "flex", gap: vars.space.sm, flexWrap: "wrap", margin: `${vars.space.sm} 0 ${vars.space.md}` });
export const section = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  marginBottom: vars.space.md,
});

export const mainImage = style({ width: "100%", aspectRatio: "3 / 2", objectFit: "cover", borderRadius: vars.radius.lg, background: "#e4e7eb" });
export const thumbs = style({
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.sm} 0 0`,
  display: "grid",
  gridTemplateColumns: "repeat(6, 1fr)",
  gap: vars.space.xs,
  "@media": { [media.narrow]: { gridTemplateColumns: "repeat(4, 1fr)" } },
});
/** 6 thumbnails, 4 under 640px wide. */
export const thumbBeyondNarrow = style({ "@media": { [media.narrow]: { display: "none" } } });
export const thumb = style({
  display: "block",
  borderRadius: vars.radius.sm,
  overflow: "hidden",
  outline: "2px solid transparent",
  selectors: { '&[aria-current="true"]': { outlineColor: vars.color.brand } },
});
globalStyle(`${thumb} img`, { width: "100%", aspectRatio: "4 / 3", objectFit: "cover" });
export const viewer = style({
  position: "fixed",
  inset: 0,
  zIndex: 100,
  background: "rgba(0,0,0,0.92)",
  display: "grid",
  gridTemplateColumns: "60px 1fr 60px",
  alignItems: "center",
  color: "#fff",
});
export const viewerImage = style({ width: "auto", maxWidth: "100%", maxHeight: "90vh", margin: "0 auto" });
export const viewerButton = style({
  background: "rgba(255,255,255,0.15)",
  color: "#fff",
  border: 0,
  borderRadius: vars.radius.pill,
  width: "48px",
  height: "48px",
  fontSize: "1.4rem",
  cursor: "pointer",
});
export const viewerClose = style([viewerButton, { position: "absolute", top: vars.space.md, right: vars.space.md }]);
export const viewerCount = style({ position: "absolute", bottom: vars.space.md, left: 0, right: 0, textAlign: "center" });

export const overview = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(140px, 1fr))",
  gap: vars.space.sm,
  margin: 0,
});
export const overviewItem = style({ background: vars.color.background, borderRadius: vars.radius.md, padding: vars.space.sm });
globalStyle(`${overviewItem} dt`, { fontSize: "0.8rem", color: vars.color.muted });
globalStyle(`${overviewItem} dd`, { margin: 0, fontWeight: 700 });
export const infoTable = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  columnGap: vars.space.lg,
  margin: 0,
  "@media": { [media.narrow]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});
export const infoRow = style({ display: "flex", justifyContent: "space-between", gap: vars.space.sm, padding: "8px 0", borderBottom: `1px solid ${vars.color.border}` });
globalStyle(`${infoRow} dt`, { color: vars.color.muted });
globalStyle(`${infoRow} dd`, { margin: 0, fontWeight: 600, textAlign: "right" });
export const chips = style({ listStyle: "none", padding: 0, display: "flex", flexWrap: "wrap", gap: vars.space.xs });
export const chip = style({ background: vars.color.brandSoft, color: vars.color.brandDark, borderRadius: vars.radius.pill, padding: "4px 12px", fontSize: "0.9rem" });
export const swatch = style({ display: "inline-block", width: "14px", height: "14px", borderRadius: "3px", verticalAlign: "middle", marginRight: "6px", border: `1px solid ${vars.color.border}` });

export const map = style({ height: "400px", borderRadius: vars.radius.md, overflow: "hidden", background: "#dbe7ee" });
/** A listing's map: the coordinates and a link until Leaflet draws over them. */
export const staticMap = style([map, { position: "relative", display: "grid", placeItems: "center", textAlign: "center", padding: vars.space.md }]);
/** The element Leaflet draws in, over the whole space. */
export const mapCanvas = style({ position: "absolute", inset: 0 });

export const owner = style({ display: "flex", gap: vars.space.md, alignItems: "center" });
export const avatar = style({ width: "56px", height: "56px", borderRadius: "50%", objectFit: "cover", background: vars.color.brandSoft, display: "grid", placeItems: "center", fontWeight: 800, color: vars.color.brand });
export const verified = style({ color: vars.color.success, fontSize: "0.85rem", fontWeight: 700 });
export const stack = style({ display: "grid", gap: vars.space.sm });
export const tips = style({ paddingLeft: "20px", margin: 0, display: "grid", gap: "4px" });
export const cardList = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.sm });
export const miniCard = style({ display: "grid", gridTemplateColumns: "72px 1fr", gap: vars.space.sm, textDecoration: "none", color: vars.color.text });
globalStyle(`${miniCard} img`, { width: "72px", height: "54px", objectFit: "cover", borderRadius: vars.radius.sm });
export const countList = style({ listStyle: "none", padding: 0, margin: 0 });
globalStyle(`${countList} a`, { display: "flex", justifyContent: "space-between", padding: "6px 0", textDecoration: "none", color: vars.color.text });

/** "All N photos": every photo as a link, so all of them are reachable without JavaScript. */
export const allPhotos = style({ marginTop: vars.space.sm });
globalStyle(`${allPhotos} > summary`, { cursor: "pointer", fontWeight: 600, color: vars.color.brand });
export const allPhotosList = style({
  listStyle: "none",
  padding: 0,
  margin: `${vars.space.sm} 0 0`,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(96px, 1fr))",
  gap: vars.space.xs,
});
globalStyle(`${allPhotosList} a`, { display: "grid", gap: "2px", fontSize: "0.8rem", color: vars.color.text, textDecoration: "none" });
globalStyle(`${allPhotosList} img`, { width: "100%", aspectRatio: "4 / 3", objectFit: "cover", borderRadius: vars.radius.sm });

export const report = style({ margin: `${vars.space.md} 0 0`, fontSize: "0.95rem" });
globalStyle(`${report} > summary`, { cursor: "pointer", color: vars.color.muted, fontWeight: 600 });
export const reportForm = style({ marginTop: vars.space.sm });

export const stars = style({ color: "#f5a623", letterSpacing: "1px" });
export const reviewSummary = style({ display: "flex", alignItems: "baseline", gap: vars.space.sm, margin: `0 0 ${vars.space.sm}`, fontSize: "1.1rem" });
export const reviewList = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: vars.space.sm });
export const review = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm });
export const reviewRating = style({ margin: 0 });
export const reviewTitle = style({ margin: "4px 0", fontSize: "1rem" });
export const reviewMeta = style({ margin: 0, color: vars.color.muted, fontSize: "0.875rem" });
/** The toggle says "Show all" while closed and "Show fewer" while open, by CSS alone. */
export const moreReviews = style({ marginTop: vars.space.sm });
globalStyle(`${moreReviews} > summary`, { cursor: "pointer", fontWeight: 600, color: vars.color.brand, margin: `${vars.space.xs} 0` });
export const whenClosed = style({});
export const whenOpen = style({});
globalStyle(`${moreReviews}[open] ${whenClosed}`, { display: "none" });
globalStyle(`${moreReviews}:not([open]) ${whenOpen}`, { display: "none" });
