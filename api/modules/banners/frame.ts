/**
 * SCRIPT banners run third-party code, so the site never puts it in its own pages. Each one is
 * served as a document of its own, embedded in a sandboxed iframe: the response's
 * `Content-Security-Policy: sandbox` gives it an opaque origin even when opened directly, so the
 * script cannot read the site's cookies, storage or pages, and it cannot navigate the page that
 * embeds it; it may open its advertiser's site in a new tab. A page that later adds a content
 * security policy of its own only needs `frame-src 'self'` to keep showing these banners.
 */
export const SCRIPT_FRAME_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Content-Security-Policy": "sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "no-referrer",
  "Cache-Control": "no-store",
} as const;

/** The banner's code as the body of a minimal page; links open outside the frame. */
export function scriptFrameDocument(html: string, language: "en" | "es"): string {
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><base target="_blank"><style>html,body{margin:0;overflow:hidden}</style></head><body>${html}</body></html>`;
}
