import { globalStyle } from "@vanilla-extract/css";

/*
 * Sprite icons by element rather than by class: a page shows dozens, each would repeat the class.
 * An svg is an inline replaced element already; it sits on the text's middle and keeps its size in a row.
 */
globalStyle("svg:has(> use)", { verticalAlign: "middle", flexShrink: 0 });
