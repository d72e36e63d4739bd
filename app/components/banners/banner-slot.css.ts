import { globalStyle, style } from "@vanilla-extract/css";
import { media, vars } from "../../../styles/theme.css";

export const slot = style({
  maxWidth: vars.width.page,
  margin: `${vars.space.md} auto`,
  padding: `0 ${vars.space.md}`,
  display: "grid",
  gap: vars.space.sm,
  justifyItems: "center",
});

/** MOBILE_BOTTOM: phones only, kept clear of the fixed bottom bar (SPEC §2 Layout). */
export const mobileBottom = style({
  "@media": {
    [media.desktop]: { display: "none" },
    [media.mobile]: { paddingBottom: "72px" },
  },
});

export const banner = style({ display: "block", maxWidth: "100%", color: "inherit" });

export const image = style({ display: "block", maxWidth: "100%", height: "auto", borderRadius: vars.radius.md });

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
