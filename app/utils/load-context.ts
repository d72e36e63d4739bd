import type { EncodedDocument } from "../../api/lib/compression.js";
import type { InProcessDispatch } from "../../api/lib/in-process.js";
import type { TtlCache } from "../../api/lib/ttl-cache.js";

/** What server.ts hands every loader and action (one object per HTTP request). */
export type AppLoadContext = {
  /** Base URL of /api/v1: API_URL when the API runs apart (also names the API in error pages). */
  apiBaseUrl: string;
  /** The /api/v1 app of this process, reached without a socket; absent when API_URL is set. */
  dispatchApi?: InProcessDispatch;
  /**
   * Counts a view of a listing page rendered here and answers the listing's count, as the server
   * counts the views of the listing pages its page cache answers; absent when API_URL is set (the
   * page posts the view to the API).
   */
  countListingView?: (listingId: number, sessionId: string) => Promise<number>;
  supportEmail: string;
  /** The browser's address, forwarded to the API (rate limits are per client, not per BFF). */
  clientIp: string;
  /** A form post from another site, refused: the page answers 403 and runs no action. */
  crossSiteRefused?: boolean;
  /** The nonce the page's inline scripts carry (the Content-Security-Policy names it). */
  cspNonce?: string;
  /** Seconds a shared cache (CDN, proxy) may keep this page: 0 for pages rendered for one visitor. */
  sharedCacheSeconds?: number;
  /**
   * Compresses the rendered document for the browser's Accept-Encoding, in one call; absent when
   * the page cache keeps the page, which compresses its copies itself.
   */
  compressDocument?: (acceptEncoding: string | null, body: Uint8Array) => EncodedDocument;
  /**
   * Data every page shows (categories, currencies, maintenance, shell banners, top locations),
   * kept across requests for CACHE_SECONDS and emptied by any write in this process.
   */
  shellCache?: TtlCache;
  /** Values worked out once per HTTP request however many loaders ask (session, language, user). */
  requestMemo?: Map<string, Promise<unknown>>;
  /**
   * What the API's calls made for this request may share (the bearer token's session, looked up
   * once); emptied after an action's write.
   */
  apiScope?: Map<string, Promise<unknown>>;
  /**
   * This request's id and signed-in user for the request log: the api client sends the id with
   * its calls (X-Request-Id), and the API's answers tell it the user.
   */
  requestLog?: { id: string; userId?: number };
  /** Logs a failure with this request's id and the error's stack. */
  logError?: (message: string, error: unknown) => void;
};

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface AppLoadContext extends Readonly<import("./load-context.js").AppLoadContext> {}
}

/** `load()` once per HTTP request (the context is per request; each loader gets a copy of the Request). */
export function oncePerRequest<T>(context: import("@remix-run/node").AppLoadContext, key: string, load: () => Promise<T>): Promise<T> {
  const memo = context.requestMemo;
  if (!memo) return load();
  let value = memo.get(key) as Promise<T> | undefined;
  if (!value) {
    value = load();
    memo.set(key, value);
  }
  return value;
}
