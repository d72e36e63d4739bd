import { style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";
import { page } from "~/components/ui/ui.css";

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.brand}, ${vars.color.brandDark})`,
  color: vars.color.onBrand,
});
/*
 * On phones the hero is its heading alone, in a slim band: with the header's banner above and the
 * cookie notice below, a taller hero pushes the first row of listings out of the first screen. Its
 * pitch and buttons are left out there, not moved: the bottom bar's Ad button posts an ad from
 * every phone screen, and the menu and the footer lead to all listings.
 */
export const heroInner = style([page, { "@media": { [media.mobile]: { paddingBlock: "10px" } } }]);
export const heroTitle = style({
  fontSize: "clamp(1.8rem, 4vw, 2.6rem)",
  margin: "0 0 8px",
  "@media": { [media.mobile]: { fontSize: "1.2rem", margin: 0 } },
});
export const heroText = style({
  fontSize: "1.15rem",
  margin: "0 0 20px",
  maxWidth: "640px",
  "@media": { [media.mobile]: { display: "none" } },
});
export const heroActions = style({ "@media": { [media.mobile]: { display: "none" } } });
/** The page's sections, starting closer to the hero on phones (see the hero). */
export const content = style([page, { "@media": { [media.mobile]: { paddingTop: vars.space.sm } } }]);
export const steps = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space.md,
  gridTemplateColumns: "repeat(auto-fit, minmax(220px, 1fr))",
});
export const step = style({ background: vars.color.surface, borderRadius: vars.radius.lg, padding: vars.space.lg, boxShadow: vars.shadow.card });
export const stepNumber = style({
  display: "inline-grid",
  placeItems: "center",
  width: "32px",
  height: "32px",
  borderRadius: vars.radius.pill,
  background: vars.color.brandSoft,
  color: vars.color.brand,
  fontWeight: 700,
});
export const heroLink = style({ color: vars.color.onBrand, textDecoration: "underline" });
