import sharp from "sharp";
import type { EncodedVariant } from "../../modules/media/images.js";
import { variantWidths } from "../../modules/media/variants.js";
import { escapeXml } from "./util.js";

/*
 * Demo pictures drawn locally as SVG and rendered with sharp (no downloads).
 * A scene is rendered once per (scene, colour, variant) and cached as raw pixels;
 * each photo only composites a small caption band over it before encoding.
 */

export type Scene = "house" | "car" | "boat" | "briefcase" | "generic" | "rock" | "beach" | "marina" | "town";

export type PhotoSet = {
  original: Buffer;
  medium: Buffer;
  thumb: Buffer;
  webp: Buffer;
  /** WebP copies at the srcset widths, as uploads get them. */
  variants: EncodedVariant[];
  width: number;
  height: number;
};

const W = 1200;
const H = 800;
const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";
const JPEG = { quality: 80, mozjpeg: false } as const;

// ---- colour helpers
const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) as [number, number, number];
const toHex = (rgb: number[]) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, "0")).join("")}`;
const mix = (a: string, b: string, t: number) => {
  const [x, y] = [hex(a), hex(b)];
  return toHex(x.map((v, i) => v + (y[i]! - v) * t));
};

/** Times of day: sky top, sky bottom, sun colour. */
const SKIES = [
  ["#7dd3fc", "#e0f2fe", "#fde047"],
  ["#fb923c", "#fde68a", "#fff7ed"],
  ["#312e81", "#a78bfa", "#fde68a"],
] as const;

const rockSilhouette = (fill: string, scale = 1, dy = 0) =>
  `<path fill="${fill}" transform="translate(0 ${dy}) scale(1 ${scale})" d="M0 560 L140 548 L250 330 L300 262 L380 240 L430 228 L520 258 L640 300 L760 352 L900 420 L1040 470 L1200 520 L1200 800 L0 800 Z"/>`;

const sea = (top: number, color: string) =>
  `<rect y="${top}" width="${W}" height="${H - top}" fill="${color}"/>` +
  [0, 1, 2, 3]
    .map((i) => `<path d="M0 ${top + 30 + i * 45} q 75 -14 150 0 t 150 0 t 150 0 t 150 0 t 150 0 t 150 0 t 150 0 t 150 0" stroke="#ffffff" stroke-opacity="0.25" stroke-width="4" fill="none"/>`)
    .join("");

function subject(scene: Scene, color: string, x: number): string {
  const dark = mix(color, "#000000", 0.35);
  const light = mix(color, "#ffffff", 0.75);
  switch (scene) {
    case "house":
      return `<g transform="translate(${x} 0)">
        <rect x="-230" y="420" width="460" height="230" fill="${light}"/>
        <polygon points="-270,430 0,250 270,430" fill="${color}"/>
        <rect x="-40" y="520" width="80" height="130" fill="${dark}"/>
        <rect x="-190" y="470" width="90" height="70" fill="#bae6fd" stroke="${dark}" stroke-width="8"/>
        <rect x="100" y="470" width="90" height="70" fill="#bae6fd" stroke="${dark}" stroke-width="8"/>
        <rect x="140" y="290" width="40" height="80" fill="${dark}"/></g>`;
    case "car":
      return `<g transform="translate(${x} 0)">
        <path d="M-300 600 L-290 530 Q-280 500 -240 495 L-150 490 L-80 420 Q-60 400 -20 400 L120 400 Q160 400 190 430 L250 490 L290 500 Q310 510 310 540 L310 600 Z" fill="${color}"/>
        <path d="M-60 430 L-10 420 L110 420 L170 485 L-120 485 Z" fill="#e0f2fe" opacity="0.9"/>
        <circle cx="-170" cy="605" r="58" fill="#111827"/><circle cx="-170" cy="605" r="24" fill="#9ca3af"/>
        <circle cx="190" cy="605" r="58" fill="#111827"/><circle cx="190" cy="605" r="24" fill="#9ca3af"/>
        <rect x="270" y="515" width="30" height="16" rx="6" fill="#fde68a"/></g>`;
    case "boat":
      return `<g transform="translate(${x} 0)">
        <path d="M-260 560 L260 560 L200 640 L-210 640 Z" fill="${color}"/>
        <rect x="-150" y="520" width="200" height="40" rx="8" fill="${light}"/>
        <rect x="-6" y="230" width="12" height="330" fill="${dark}"/>
        <polygon points="12,240 12,540 210,540" fill="#ffffff"/>
        <polygon points="-12,270 -12,540 -170,540" fill="${light}"/></g>`;
    case "briefcase":
      return `<g transform="translate(${x} 0)">
        <rect x="-80" y="330" width="160" height="70" rx="24" fill="none" stroke="${dark}" stroke-width="22"/>
        <rect x="-260" y="380" width="520" height="290" rx="34" fill="${color}"/>
        <rect x="-260" y="480" width="520" height="16" fill="${dark}"/>
        <rect x="-34" y="462" width="68" height="52" rx="8" fill="${light}"/></g>`;
    case "generic":
      return `<g transform="translate(${x} 0)">
        <ellipse cx="0" cy="650" rx="300" ry="36" fill="#000000" opacity="0.18"/>
        <rect x="-250" y="430" width="200" height="220" rx="26" fill="${color}"/>
        <circle cx="110" cy="520" r="130" fill="${light}" stroke="${color}" stroke-width="14"/>
        <polygon points="-60,650 40,470 140,650" fill="${dark}" opacity="0.85"/></g>`;
    case "beach":
      return `<path d="M0 640 Q 300 600 600 640 T 1200 630 L1200 800 L0 800 Z" fill="#fde68a"/>
        <g transform="translate(${x} 0)"><rect x="-6" y="470" width="12" height="200" fill="${dark}"/>
        <path d="M-150 480 Q0 370 150 480 Z" fill="${color}"/></g>`;
    case "marina":
      return [0, 1, 2, 3]
        .map((i) => {
          const bx = 170 + i * 270 + (x % 60);
          return `<path d="M${bx - 90} 600 L${bx + 90} 600 L${bx + 60} 640 L${bx - 60} 640 Z" fill="${i % 2 ? color : light}"/>
            <rect x="${bx - 3}" y="430" width="6" height="170" fill="${dark}"/>`;
        })
        .join("");
    case "town":
      return [0, 1, 2, 3, 4, 5]
        .map((i) => {
          const h = 160 + ((i * 73 + x) % 140);
          const bx = i * 205 - 10;
          const windows = [0, 1, 2]
            .map((r) => `<rect x="${bx + 40}" y="${700 - h + 30 + r * 50}" width="40" height="28" fill="#fef3c7"/><rect x="${bx + 110}" y="${700 - h + 30 + r * 50}" width="40" height="28" fill="#fef3c7"/>`)
            .join("");
          return `<rect x="${bx}" y="${700 - h}" width="190" height="${h + 100}" fill="${i % 2 ? color : mix(color, "#ffffff", 0.45)}"/>${windows}`;
        })
        .join("");
    case "rock":
      return rockSilhouette(mix(color, "#1f2937", 0.45), 0.95, 40);
  }
}

function sceneSvg(scene: Scene, color: string, variant: number): string {
  const [top, bottom, sun] = SKIES[variant % SKIES.length]!;
  const skyTop = mix(top, color, 0.25);
  const watery = scene === "boat" || scene === "marina" || scene === "beach" || scene === "rock";
  const ground = watery ? sea(600, mix("#0369a1", color, 0.2)) : `<rect y="640" width="${W}" height="${H - 640}" fill="${mix(color, "#374151", 0.6)}"/>`;
  const x = 600 + [0, -160, 170][variant % 3]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
    <rect width="${W}" height="${H}" fill="url(#sky)"/>
    <circle cx="${980 - variant * 260}" cy="${150 + variant * 40}" r="70" fill="${sun}" opacity="0.9"/>
    ${rockSilhouette(mix(skyTop, "#1e293b", 0.35))}
    ${ground}
    ${subject(scene, color, x)}
  </svg>`;
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

/** Splits text into at most `lines` lines of about `width` characters. */
function wrap(text: string, width: number, lines: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && (line + " " + word).length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  if (out.length > lines) out.splice(lines - 1, out.length, truncate(out.slice(lines - 1).join(" "), width));
  return out;
}

function captionSvg(title: string, subtitle: string): Buffer {
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="150">
    <rect x="30" y="10" width="${W - 60}" height="125" rx="18" fill="#0f172a" fill-opacity="0.62"/>
    <text x="60" y="68" font-family="${FONT}" font-size="36" font-weight="bold" fill="#ffffff">${escapeXml(truncate(title, 48))}</text>
    <text x="60" y="112" font-family="${FONT}" font-size="26" fill="#e2e8f0">${escapeXml(truncate(subtitle, 70))}</text>
  </svg>`);
}

type Raw = { data: Buffer; info: sharp.OutputInfo };

async function encodeSet(raw: Raw): Promise<PhotoSet> {
  const from = (r: Raw) => sharp(r.data, { raw: { width: r.info.width, height: r.info.height, channels: r.info.channels } });
  // Resize once to 800 wide; the medium JPEG, the WebP, the thumbnail and the narrower srcset copies start from it.
  const [original, medium800] = await Promise.all([
    from(raw).jpeg(JPEG).toBuffer(),
    from(raw).resize({ width: 800 }).raw().toBuffer({ resolveWithObject: true }),
  ]);
  const [medium, thumb, webp, variants] = await Promise.all([
    from(medium800).jpeg(JPEG).toBuffer(),
    from(medium800).resize(320, 240, { fit: "cover" }).jpeg(JPEG).toBuffer(),
    from(medium800).webp({ quality: 75, effort: 1 }).toBuffer(),
    Promise.all(
      variantWidths(raw.info.width).map(async (width) => {
        const source = width <= medium800.info.width ? medium800 : raw;
        const variant = await from(source).resize({ width }).webp({ quality: 75, effort: 1 }).toBuffer({ resolveWithObject: true });
        return { width: variant.info.width, data: variant.data };
      }),
    ),
  ]);
  return { original, medium, thumb, webp, variants, width: raw.info.width, height: raw.info.height };
}

export function createImageFactory() {
  const bases = new Map<string, Promise<Raw>>();
  const plainSets = new Map<string, Promise<PhotoSet>>();

  const base = (scene: Scene, color: string, variant: number) => {
    const key = `${scene}|${color}|${variant}`;
    let raw = bases.get(key);
    if (!raw) {
      raw = sharp(Buffer.from(sceneSvg(scene, color, variant))).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      bases.set(key, raw);
    }
    return raw;
  };

  return {
    /** A photo with a caption band: 1200x800 original plus medium, thumbnail and WebP variants. */
    async photo(scene: Scene, color: string, variant: number, title: string, subtitle: string): Promise<PhotoSet> {
      const raw = await base(scene, color, variant);
      const composed = await sharp(raw.data, { raw: { width: W, height: H, channels: raw.info.channels } })
        .composite([{ input: captionSvg(title, subtitle), top: H - 160, left: 0 }])
        .raw()
        .toBuffer({ resolveWithObject: true });
      return encodeSet(composed);
    },

    /** The uncaptioned scene, encoded once and shared by every photo that uses it. */
    plain(scene: Scene, color: string, variant: number): Promise<PhotoSet> {
      const key = `${scene}|${color}|${variant}`;
      let set = plainSets.get(key);
      if (!set) {
        set = base(scene, color, variant).then(encodeSet);
        plainSets.set(key, set);
      }
      return set;
    },

    /** A banner with a headline, a line of text and a call-to-action pill. */
    banner(width: number, height: number, color: string, headline: string, text: string, cta: string): Promise<Buffer> {
      const small = width < 600;
      const compact = height < 150; // a strip: headline on the left, pill on the right, no text line
      const hSize = compact ? 20 : small ? 26 : Math.round(height * 0.24);
      const tSize = Math.round(hSize * (compact ? 0.7 : 0.6));
      const pad = Math.round(Math.min(width, height) * (compact ? 0.16 : 0.12));
      const pillW = Math.round(cta.length * tSize * 0.66 + tSize * 2);
      const pillH = Math.round(tSize * 2);
      const pillX = small && !compact ? pad : width - pad - pillW;
      const pillY = small && !compact ? height - pad - pillH : Math.round((height - pillH) / 2);
      const headWidth = compact ? (pillX - pad * 2) / (hSize * 0.62) : small ? (width - pad * 2) / (hSize * 0.62) : 60;
      const headLines = wrap(headline, Math.floor(headWidth), compact ? 2 : small ? 3 : 1);
      const textLines = compact ? [] : wrap(text, small ? Math.floor((width - pad * 2) / (tSize * 0.58)) : 90, small ? 2 : 1);
      let y = compact ? (height - headLines.length * hSize * 1.15) / 2 + hSize * 0.85 : pad + hSize;
      const head = headLines.map((l, i) => `<text x="${pad}" y="${y + i * hSize * 1.15}" font-family="${FONT}" font-size="${hSize}" font-weight="bold" fill="#ffffff">${escapeXml(l)}</text>`).join("");
      y += headLines.length * hSize * 1.15 + tSize * 0.4;
      const body = textLines.map((l, i) => `<text x="${pad}" y="${y + i * tSize * 1.25}" font-family="${FONT}" font-size="${tSize}" fill="#f1f5f9">${escapeXml(l)}</text>`).join("");
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
        <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="${mix(color, "#0f172a", 0.55)}"/></linearGradient></defs>
        <rect width="${width}" height="${height}" fill="url(#g)"/>
        <g transform="translate(${width * 0.4} ${height * 0.2}) scale(${(width * 0.6) / W} ${(height * 0.8) / H})" opacity="0.16">${rockSilhouette("#ffffff")}</g>
        ${head}${body}
        <rect x="${pillX}" y="${pillY}" width="${pillW}" height="${pillH}" rx="${pillH / 2}" fill="#ffffff"/>
        <text x="${pillX + pillW / 2}" y="${pillY + pillH * 0.66}" text-anchor="middle" font-family="${FONT}" font-size="${tSize}" font-weight="bold" fill="${mix(color, "#000000", 0.3)}">${escapeXml(cta)}</text>
      </svg>`;
      return sharp(Buffer.from(svg)).flatten().jpeg(JPEG).toBuffer();
    },
  };
}

export type ImageFactory = ReturnType<typeof createImageFactory>;

/** Runs `fn` over items with at most `limit` in flight (sharp works on libuv's thread pool). */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
