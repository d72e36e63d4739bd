import { style } from "@vanilla-extract/css";
import { media, vars } from "#styles/theme.css";

// Its own stacking context: Leaflet's panes and controls (z-index up to 1000) stay under the page's overlays.
export const frame = style({ position: "relative", isolation: "isolate", marginBottom: vars.space.md });

/** The map: most of a phone's screen, 480px on wider ones; a sea-blue ground shows where tiles fail. */
const map = style({
  height: "60vh",
  minHeight: "320px",
  borderRadius: vars.radius.md,
  overflow: "hidden",
  background: "#dbe7ee",
  "@media": { [media.desktop]: { height: "480px" } },
});

/** The map's space: the note while Leaflet loads, then the map over it. */
export const placeholder = style([map, { position: "relative", display: "grid", placeItems: "center", textAlign: "center", padding: vars.space.md, color: vars.color.muted }]);

/** The element Leaflet draws in, over the whole space. */
export const canvas = style({ position: "absolute", inset: 0 });

/** In the map's place without JavaScript (or without map settings): a short note, the list follows. */
export const note = style({ padding: vars.space.sm, borderRadius: vars.radius.md, background: "#dbe7ee", color: vars.color.muted });

/** A pin drawn by CSS alone, so it shows whether or not the tiles load. */
export const pin = style({
  background: vars.color.brand,
  border: "3px solid #fff",
  borderRadius: "50%",
  boxShadow: "0 1px 4px rgba(0, 0, 0, 0.45)",
});

/** "Search this area", over the map's top edge. */
export const searchArea = style({
  position: "absolute",
  top: vars.space.sm,
  left: "50%",
  transform: "translateX(-50%)",
  zIndex: 1000,
  whiteSpace: "nowrap",
  boxShadow: "0 2px 6px rgba(0, 0, 0, 0.3)",
});

export const popupCard = style({ width: "220px" });

export const notice = style({ color: vars.color.muted, margin: `0 0 ${vars.space.sm}` });
