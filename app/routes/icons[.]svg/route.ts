import { iconSprite } from "~/components/icon-shapes";

const SPRITE = iconSprite();

/** The icon sprite; its address carries a version, so browsers keep it for a year. */
export const loader = () =>
  new Response(SPRITE, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=31536000, immutable" },
  });
