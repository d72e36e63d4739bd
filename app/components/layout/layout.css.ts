import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

// Responsive rules are media queries (not JavaScript), so the first paint is right at any width.
export const desktopOnly = style({ "@media": { [media.mobile]: { display: "none !important" } } });
export const mobileOnly = style({ "@media": { [media.desktop]: { display: "none !important" } } });

export const shell = style({ minHeight: "100vh", display: "flex", flexDirection: "column" });
export const main = style({
  flex: 1,
  "@media": { [media.mobile]: { paddingBottom: "72px" } },
});
export const skipLink = style({
  position: "absolute",
  left: "-9999px",
  ":focus": { left: vars.space.md, top: vars.space.md, zIndex: 100, background: vars.color.surface, padding: vars.space.sm },
});

export const header = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  position: "sticky",
  top: 0,
  zIndex: 20,
});
export const headerInner = style({
  maxWidth: vars.width.page,
  margin: "0 auto",
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
});
export const logo = style({
  fontWeight: 800,
  fontSize: "1.25rem",
  color: vars.color.brand,
  textDecoration: "none",
  whiteSpace: "nowrap",
});
export const searchForm = style({ flex: 1, display: "flex", gap: vars.space.xs, maxWidth: "520px", position: "relative" });
export const searchInput = style({
  flex: 1,
  padding: "9px 12px",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
});
export const headerActions = style({ marginLeft: "auto", display: "flex", alignItems: "center", gap: vars.space.sm });
export const iconLink = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "40px",
  height: "40px",
  borderRadius: vars.radius.pill,
  textDecoration: "none",
  fontSize: "1.2rem",
  color: vars.color.text,
  ":hover": { background: vars.color.background },
});
export const countBadge = style({ position: "absolute", top: "-2px", right: "-4px" });

export const dropdown = style({ position: "relative" });
export const dropdownSummary = style({
  padding: "8px 12px",
  borderRadius: vars.radius.md,
  fontWeight: 600,
  ":hover": { background: vars.color.background },
});
export const dropdownPanel = style({
  position: "absolute",
  right: 0,
  top: "calc(100% + 6px)",
  minWidth: "220px",
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.popup,
  padding: vars.space.sm,
  zIndex: 30,
});
export const menuList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "2px" });
export const menuItem = style({
  display: "block",
  width: "100%",
  textAlign: "left",
  padding: "8px 10px",
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  background: "none",
  border: 0,
  cursor: "pointer",
  ":hover": { background: vars.color.background },
});

/** The header's menu button on phones (a <details>): while open, the main navigation shows as the menu. */
export const mobileMenu = style({});
/** The main navigation: a bar under the header on a desktop; on a phone, hidden until the menu opens, then a panel from the left. */
export const secondBar = style({
  background: vars.color.brand,
  color: vars.color.onBrand,
  "@media": {
    [media.mobile]: {
      display: "none",
      position: "fixed",
      inset: "0 auto 0 0",
      width: "min(320px, 86vw)",
      background: vars.color.surface,
      color: vars.color.text,
      boxShadow: vars.shadow.popup,
      padding: vars.space.md,
      overflowY: "auto",
      zIndex: 50,
    },
  },
});
globalStyle(`${header}:has(${mobileMenu}[open]) + ${secondBar}`, { "@media": { [media.mobile]: { display: "block" } } });
export const secondBarInner = style({
  maxWidth: vars.width.page,
  margin: "0 auto",
  padding: `0 ${vars.space.md}`,
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  "@media": { [media.mobile]: { display: "grid", justifyItems: "stretch", gap: "2px", padding: 0 } },
});
export const navLink = style({
  color: vars.color.onBrand,
  textDecoration: "none",
  padding: "10px 12px",
  fontWeight: 600,
  selectors: { '&[aria-current="page"]': { textDecoration: "underline" } },
  "@media": { [media.mobile]: { color: vars.color.text, padding: "8px 10px" } },
});
// A <button> opening the category drawer, looking like the bar's links.
export const categoriesSummary = style([
  navLink,
  { display: "inline-flex", alignItems: "center", gap: "6px", background: "none", border: 0, font: "inherit", cursor: "pointer" },
]);
export const spacer = style({ flex: 1, "@media": { [media.mobile]: { display: "none" } } });

export const preferenceForm = style({ margin: 0 });
export const preferenceFieldset = style({ border: 0, margin: 0, padding: 0, display: "flex", gap: "2px" });
export const preferenceButton = style({
  background: "transparent",
  color: "inherit",
  border: "1px solid transparent",
  borderRadius: vars.radius.sm,
  padding: "4px 8px",
  cursor: "pointer",
  fontWeight: 600,
  selectors: { '&[aria-pressed="true"]': { borderColor: "currentColor" } },
});

/** The category drawer: an HTML popover shown as a panel sliding in from the left. */
export const categoryDrawer = style({
  position: "fixed",
  inset: "0 auto 0 0",
  margin: 0,
  width: "min(360px, 88vw)",
  height: "100dvh",
  maxHeight: "100dvh",
  border: "none",
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.popup,
  padding: vars.space.md,
  overflowY: "auto",
  selectors: { "&::backdrop": { background: "rgba(0,0,0,0.35)" } },
});
export const categoryDrawerHeader = style({ display: "flex", alignItems: "center", justifyContent: "space-between" });
export const categoryTree = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "2px" });
globalStyle(`${categoryTree} ul`, { listStyle: "none", margin: 0, padding: "0 0 0 16px" });
globalStyle(`${categoryTree} summary, ${categoryTree} a`, {
  display: "flex",
  alignItems: "center",
  gap: "6px",
  padding: "8px 10px",
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  textDecoration: "none",
  cursor: "pointer",
});
globalStyle(`${categoryTree} summary::after`, { content: '"›"', marginLeft: "auto", color: vars.color.muted });
globalStyle(`${categoryTree} details[open] > summary::after`, { transform: "rotate(90deg)" });
globalStyle(`${categoryTree} summary:hover, ${categoryTree} a:hover`, { background: vars.color.background });
export const mobileMenuBackdrop = style({ position: "fixed", inset: 0, background: "rgba(0,0,0,0.35)", zIndex: 40 });
export const mobileSection = style({ borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space.sm, marginTop: vars.space.sm });
export const mobileSectionTitle = style({ fontSize: "0.8rem", textTransform: "uppercase", color: vars.color.muted, margin: "8px 0" });

export const bottomBar = style({
  position: "fixed",
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 20,
  display: "grid",
  gridTemplateColumns: "repeat(5, 1fr)",
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
});
export const bottomBarLink = style({
  display: "grid",
  justifyItems: "center",
  padding: "6px 0 8px",
  fontSize: "0.75rem",
  color: vars.color.text,
  textDecoration: "none",
  selectors: { '&[aria-current="page"]': { color: vars.color.brand } },
});
globalStyle(`${bottomBarLink} > svg`, { margin: "2px 0 1px" });

export const footer = style({ background: "#1f2933", color: "#e4e7eb", marginTop: vars.space.xl });
export const footerInner = style({
  maxWidth: vars.width.page,
  margin: "0 auto",
  padding: `${vars.space.xl} ${vars.space.md}`,
  display: "grid",
  gap: vars.space.lg,
  gridTemplateColumns: "repeat(auto-fit, minmax(200px, 1fr))",
});
export const footerTitle = style({ fontSize: "1rem", margin: `0 0 ${vars.space.sm}`, color: "#fff" });
export const footerLink = style({ color: "#cbd2d9", textDecoration: "none", ":hover": { color: "#fff" } });
export const footerList = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "6px" });
export const footerBottom = style({ textAlign: "center", padding: vars.space.md, borderTop: "1px solid #3e4c59", fontSize: "0.85rem" });
export const newsletterRow = style({ display: "flex", gap: vars.space.xs });
globalStyle(`${footer} input`, { color: vars.color.text });

/**
 * Sticky at the end of the page rather than fixed: it keeps to the bottom of the screen while
 * one scrolls, and its own height is reserved below every layout, so the last buttons of a page
 * are never under it (without JavaScript too).
 */
export const cookieBanner = style({
  position: "sticky",
  bottom: vars.space.md,
  zIndex: 60,
  maxWidth: "760px",
  margin: `${vars.space.md} auto`,
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.popup,
  padding: vars.space.md,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.md,
  "@media": { [media.mobile]: { bottom: "80px", marginInline: vars.space.md } },
});
export const cookieText = style({ margin: 0, flex: "1 1 320px" });
export const cookieActions = style({ display: "flex", gap: vars.space.sm });

/** The height the cookie banner takes at the bottom of the screen, set while it shows. */
export const COOKIE_BANNER_SPACE = "--cookie-banner-space";

export const scrollTop = style({
  position: "fixed",
  right: vars.space.md,
  bottom: `calc(${vars.space.lg} + var(${COOKIE_BANNER_SPACE}, 0px))`,
  zIndex: 15,
  width: "44px",
  height: "44px",
  borderRadius: vars.radius.pill,
  border: 0,
  background: vars.color.brand,
  color: vars.color.onBrand,
  fontSize: "1.2rem",
  cursor: "pointer",
  boxShadow: vars.shadow.card,
  // Above the cookie banner while it shows (cookie-banner.tsx measures it).
  "@media": { [media.mobile]: { bottom: `calc(84px + var(${COOKIE_BANNER_SPACE}, 0px))` } },
});

export const verifyNotice = style({
  maxWidth: vars.width.page,
  margin: `${vars.space.sm} auto 0`,
  padding: `${vars.space.sm} ${vars.space.md}`,
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space.sm,
  background: vars.color.brandSoft,
  color: vars.color.text,
  borderRadius: vars.radius.md,
});
export const verifyNoticeText = style({ margin: 0, flex: "1 1 240px", fontWeight: 600 });
export const verifyNoticeOutcome = style({ flexBasis: "100%" });
export const verifiedNotice = style([verifyNotice, { background: vars.color.successSoft, color: vars.color.success }]);
