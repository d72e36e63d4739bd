import { style } from "@vanilla-extract/css";
import { vars } from "#styles/theme.css";

/** A review's or a report's text under its heading, in a table cell. */
export const cellText = style({ margin: `${vars.space.xs} 0`, whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
/** The queue and status tabs: links, so they work without JavaScript. */
export const tabs = style({ margin: `${vars.space.md} 0` });
export const currentTab = style({ fontWeight: 700, borderColor: vars.color.text });
/** A reported conversation, read-only, above the list of reports. */
export const thread = style({ margin: `${vars.space.md} 0` });
export const messages = style({ listStyle: "none", padding: 0, display: "grid", gap: vars.space.sm, maxHeight: "60vh", overflowY: "auto" });
