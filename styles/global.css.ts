import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
// Smooth scrolling only for those who have not asked their system for less motion.
globalStyle("html", { "@media": { "(prefers-reduced-motion: no-preference)": { scrollBehavior: "smooth" } } });
globalStyle("body", {
  margin: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
  background: vars.color.background,
  lineHeight: 1.5,
});
globalStyle("a", { color: vars.color.accent });
// Images carry width and height attributes for their shape; height follows the width CSS gives them.
globalStyle("img", { maxWidth: "100%", height: "auto", display: "block" });
globalStyle("h1, h2, h3", { lineHeight: 1.25 });
globalStyle("button, input, select, textarea", { font: "inherit" });
globalStyle("summary", { cursor: "pointer", listStyle: "none" });
globalStyle("summary::-webkit-details-marker", { display: "none" });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.accent}`, outlineOffset: "2px" });
globalStyle(".visually-hidden", {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});

// Leaflet's attribution links are told from their text by colour alone: underline them (more
// specific than Leaflet's own rule, whose stylesheet loads later).
globalStyle(".leaflet-container .leaflet-control-attribution a", { textDecoration: "underline" });
