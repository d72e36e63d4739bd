import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

export const slot = style({
  // As wide as the page allows, not as wide as its content: in the shell's flex column the auto
  // margins would shrink it to its images, which have no width before they load.
  width: "100%",
  maxWidth: vars.width.page,
  margin: `${vars.space.md} auto`,
  padding: `0 ${vars.space.md}`,
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "center",
});

/** MOBILE_BOTTOM: phones only, kept clear of the fixed bottom bar. */
export const mobileBottom = style({
  "@media": {
    [media.desktop]: { display: "none" },
    [media.mobile]: { paddingBottom: "72px" },
  },
});

const bannerBase = style({ display: "block", maxWidth: "100%", color: "inherit" });
const imageBase = style({ display: "block", maxWidth: "100%", height: "auto", borderRadius: vars.radius.md });

/** An image banner: shown at its size, or spanning the slot (the wide positions) at its shape. */
export const banner = styleVariants({ sized: [bannerBase], fullWidth: [bannerBase, { width: "100%" }] });
export const image = styleVariants({ sized: [imageBase], fullWidth: [imageBase, { width: "100%" }] });

/** A SCRIPT banner's frame: borderless, at its size or spanning the slot at its height. */
const frameBase = style({ display: "block", maxWidth: "100%", border: 0 });
export const frame = styleVariants({ sized: [frameBase], fullWidth: [frameBase, { width: "100%" }] });

export const html = style({
  display: "block",
  width: "100%",
  boxSizing: "border-box",
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.brandSoft,
  color: vars.color.text,
  textAlign: "center",
  textDecoration: "none",
});
globalStyle(`${html} img`, { maxWidth: "100%", height: "auto" });
globalStyle(`${html} a`, { color: vars.color.accent });
