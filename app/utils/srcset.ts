/**
 * A srcset written short for a page's loader data: pages carry each picture twice (markup and
 * data), and lists of cards carry many. The WebP copies of one picture differ only by their width
 * (`…/abc-400w.webp 400w, …/abc-800w.webp 800w`), so the URL is sent once with `{w}` in place of
 * the width, then the widths: `…/abc-{w}w.webp|400,800`. `expandSrcset` turns it back into the
 * srcset the API gave; a srcset that does not follow the pattern is sent and shown as it is.
 */
const WIDTH = "{w}";
const SEPARATOR = "|";

type Copy = { url: string; width: string };

function copiesOf(srcset: string): Copy[] | null {
  const copies = srcset.split(", ").map((entry) => {
    const match = /^(\S+) (\d+)w$/.exec(entry);
    return match ? { url: match[1]!, width: match[2]! } : null;
  });
  return copies.every(Boolean) ? (copies as Copy[]) : null;
}

/** The copy's URL with its width (the last place it is written, after any id) replaced by `{w}`. */
function withWidthMarked({ url, width }: Copy): string | null {
  const at = url.lastIndexOf(width);
  return at < 0 ? null : `${url.slice(0, at)}${WIDTH}${url.slice(at + width.length)}`;
}

export function packSrcset(srcset: string | null): string | null {
  if (!srcset || srcset.includes(WIDTH) || srcset.includes(SEPARATOR)) return srcset;
  const copies = copiesOf(srcset);
  const pattern = copies ? withWidthMarked(copies[0]!) : null;
  if (!copies || !pattern || copies.some(({ url, width }) => pattern.replace(WIDTH, width) !== url)) return srcset;
  return `${pattern}${SEPARATOR}${copies.map(({ width }) => width).join(",")}`;
}

export function expandSrcset(packed: string | null): string | null {
  if (!packed?.includes(WIDTH)) return packed;
  const [pattern, widths] = packed.split(SEPARATOR);
  if (!pattern || !widths) return packed;
  return widths
    .split(",")
    .map((width) => `${pattern.replace(WIDTH, width)} ${width}w`)
    .join(", ");
}
