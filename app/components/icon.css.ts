import { style } from "@vanilla-extract/css";

export const icon = style({ display: "inline-block", verticalAlign: "middle", flexShrink: 0 });
