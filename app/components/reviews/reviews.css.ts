import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "#styles/theme.css";

const GOLD = "#f5a623";

// Opened by its link without JavaScript (#write-review): clear of the sticky header.
export const writeReview = style({ margin: `${vars.space.sm} 0 ${vars.space.md}`, scrollMarginTop: "80px" });
export const hint = style({ color: vars.color.muted, margin: `${vars.space.sm} 0` });
export const notice = style({
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: "8px",
  padding: vars.space.sm,
  margin: `${vars.space.sm} 0`,
});
export const form = style({ marginTop: vars.space.sm, maxWidth: "560px" });

/**
 * Five radio buttons drawn as stars: each input covers its star (transparent), so a click or a
 * key works on the real control, and the chosen star and those before it turn gold by CSS alone.
 */
export const starRow = style({ display: "flex", gap: "2px", border: 0, padding: 0, margin: 0 });
export const star = style({
  position: "relative",
  fontSize: "1.75rem",
  lineHeight: 1,
  color: vars.color.border,
  cursor: "pointer",
  borderRadius: "4px",
  selectors: { "&:focus-within": { outline: `2px solid ${vars.color.accent}`, outlineOffset: "2px" } },
});
export const starInput = style({ position: "absolute", inset: 0, width: "100%", height: "100%", margin: 0, opacity: 0, cursor: "pointer" });
for (let n = 1; n <= 5; n++) {
  globalStyle(`${starRow}:has(input[value="${n}"]:checked) > ${star}:nth-of-type(-n+${n})`, { color: GOLD });
}
globalStyle(`${starRow}:hover > ${star}`, { color: GOLD });
globalStyle(`${starRow} > ${star}:hover ~ ${star}`, { color: vars.color.border });

export const counter = style({ justifySelf: "end", color: vars.color.muted, fontSize: "0.8rem" });
export const checkbox = style({ display: "flex", gap: vars.space.xs, alignItems: "center" });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center", marginTop: vars.space.xs, fontSize: "0.875rem" });
export const linkButton = style({
  background: "none",
  border: `1px solid ${vars.color.border}`,
  borderRadius: "999px",
  padding: "2px 10px",
  cursor: "pointer",
  font: "inherit",
  color: vars.color.text,
  selectors: { "&:disabled": { cursor: "default", color: vars.color.muted } },
});
export const muted = style({ color: vars.color.muted });
export const reportReview = style({ width: "100%" });
globalStyle(`${reportReview} > summary`, { cursor: "pointer", color: vars.color.muted });
