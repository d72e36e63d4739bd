import { style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

/** The save form under a results page, and each saved search of the dashboard. */
export const box = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  padding: vars.space.md,
  margin: `${vars.space.md} 0`,
  maxWidth: "640px",
});

export const heading = style({ fontWeight: 600, color: vars.color.accent, margin: `0 0 ${vars.space.sm}` });
export const summary = style([heading, { cursor: "pointer" }]);

export const row = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space.sm,
  "@media": { [media.mobile]: { gridTemplateColumns: "1fr" } },
});

export const list = style({ listStyle: "none", padding: 0, margin: 0 });

export const title = style({ margin: `0 0 ${vars.space.xs}`, fontSize: "1.1rem" });

export const meta = style({ color: vars.color.muted, margin: `0 0 ${vars.space.sm}` });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: vars.space.sm, alignItems: "center" });
