/**
 * A picture written short for a page's loader data: pages carry each picture twice (markup and
 * data), and lists of cards carry many. The WebP copies of one picture differ only by their width
 * (`…/abc-400w.webp 400w, …/abc-800w.webp 800w`), so the URL is sent once with `{w}` in place of
 * the width, then the widths: `…/abc-{w}w.webp|400,800`, and the picture's own URL (its `src`) by
 * what it shares with that URL. `unpackPicture` gives back the src and srcset the API gave.
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

function packSrcset(srcset: string | null): string | null {
  if (!srcset || srcset.includes(WIDTH) || srcset.includes(SEPARATOR)) return srcset;
  const copies = copiesOf(srcset);
  const pattern = copies ? withWidthMarked(copies[0]!) : null;
  if (!copies || !pattern || copies.some(({ url, width }) => pattern.replace(WIDTH, width) !== url)) return srcset;
  return `${pattern}${SEPARATOR}${copies.map(({ width }) => width).join(",")}`;
}

function expandSrcset(packed: string | null): string | null {
  if (!packed?.includes(WIDTH)) return packed;
  const [pattern, widths] = packed.split(SEPARATOR);
  if (!pattern || !widths) return packed;
  return widths
    .split(",")
    .map((width) => `${pattern.replace(WIDTH, width)} ${width}w`)
    .join(", ");
}

/** How many characters two strings share at their start. */
function sharedStart(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return length;
}

/**
 * A picture in one string: with WebP copies, its packed srcset followed by its own URL written
 * as what it shares with the pattern's start and the rest (`…/abc-{w}w.webp|400,800|28|thumb.jpg`:
 * the JPEG stays the img's `src`, for browsers that read no srcset); without copies, its URL.
 * A srcset that does not follow the pattern is left out: the API writes every one to it.
 */
export function packPicture(src: string, srcset: string | null): string {
  const packed = packSrcset(srcset);
  if (!packed?.includes(WIDTH) || src.includes(SEPARATOR)) return src;
  const shared = sharedStart(src, packed.slice(0, packed.indexOf(WIDTH)));
  return [packed, shared, src.slice(shared)].join(SEPARATOR);
}

/** The img's `src` and `srcSet` of a `packPicture` string. */
export function unpackPicture(picture: string): { src: string; srcSet: string | null } {
  if (!picture.includes(WIDTH)) return { src: picture, srcSet: null };
  const [pattern = "", widths = "", shared = "0", rest = ""] = picture.split(SEPARATOR);
  return { src: pattern.slice(0, Number(shared)) + rest, srcSet: expandSrcset(`${pattern}${SEPARATOR}${widths}`) };
}
