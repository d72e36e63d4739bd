import { style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(200px, 280px) 1fr",
  gap: vars.space.md,
  "@media": { [media.mobile]: { gridTemplateColumns: "1fr" } },
});
export const rooms = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "2px", alignContent: "start" });
export const room = style({
  display: "grid",
  gap: "2px",
  padding: "8px 10px",
  borderRadius: vars.radius.md,
  textDecoration: "none",
  color: vars.color.text,
  selectors: { '&[aria-current="page"]': { background: vars.color.brandSoft } },
});
export const roomTitle = style({ fontWeight: 700, display: "flex", justifyContent: "space-between", gap: vars.space.sm });
export const muted = style({ color: vars.color.muted, fontSize: "0.875rem", overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const thread = style({ display: "grid", gap: vars.space.sm, alignContent: "start" });
export const messages = style({
  listStyle: "none",
  margin: 0,
  padding: vars.space.sm,
  display: "grid",
  gap: vars.space.sm,
  maxHeight: "60vh",
  overflowY: "auto",
  background: vars.color.background,
  borderRadius: vars.radius.md,
});
const bubble = {
  padding: "8px 12px",
  borderRadius: vars.radius.lg,
  maxWidth: "80%",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
} as const;
export const mine = style({ ...bubble, justifySelf: "end", background: vars.color.brandSoft });
export const theirs = style({ ...bubble, justifySelf: "start", background: vars.color.surface, border: `1px solid ${vars.color.border}` });
export const unsent = style({ ...bubble, justifySelf: "end", background: vars.color.dangerSoft });
export const meta = style({ display: "block", fontSize: "0.75rem", color: vars.color.muted, marginTop: "2px" });
export const notice = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: "#fff8e6",
  border: "1px solid #f0d68a",
  fontSize: "0.9rem",
});
export const sendForm = style({ display: "grid", gap: vars.space.sm });
