import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliCompress, constants, gzipSync } from "node:zlib";
import type { NextFunction, Request, Response } from "express";

type Copy = { headers: Record<string, string>; body: Buffer };

/** A kept page: its bytes plain, gzipped and (once made) in brotli, each with its headers, made once. */
type Entry = {
  expires: number;
  status: number;
  plain: Copy;
  gzip: Copy;
  /** Made on the thread pool after the page is kept (about 25 ms for a 70 KB page); gzip until then. */
  brotli?: Copy;
};

/**
 * Brotli's quality 10 makes a page about a quarter smaller than gzip (11 gains 2% more for 3× the
 * time). Above 256 KB (a sitemap of 50,000 listings is 5.7 MB: 3.8 s at 10) quality 5 takes
 * about as long as gzip and is still half its size.
 */
const brotliOptions = (size: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: size <= 256 * 1024 ? 10 : 5,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

function keptEntry(ttlMs: number, status: number, headers: Record<string, string>, body: Buffer): Entry {
  const gzip = gzipSync(body);
  // What the key is made of: a shared cache in front must tell the same pages apart.
  const common = { ...headers, "X-Page-Cache": "hit", Vary: "Accept-Encoding, Accept-Language, Cookie" };
  const entry: Entry = {
    expires: Date.now() + ttlMs,
    status,
    plain: { headers: { ...common, "Content-Length": String(body.length) }, body },
    gzip: { headers: { ...common, "Content-Encoding": "gzip", "Content-Length": String(gzip.length) }, body: gzip },
  };
  brotliCompress(body, brotliOptions(body.length), (error, compressed) => {
    if (!error) entry.brotli = { headers: { ...common, "Content-Encoding": "br", "Content-Length": String(compressed.length) }, body: compressed };
  });
  return entry;
}

/** The content codings an Accept-Encoding header allows (those not refused with q=0). */
function acceptedCodings(header: string | undefined): Set<string> {
  const codings = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [coding, ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    if (coding && !params.some((param) => /^q=0(\.0*)?$/.test(param))) codings.add(coding);
  }
  return codings;
}

export type PageCacheOptions = {
  /** How long a rendered page is served again; 0 turns the cache off. */
  ttlMs: number;
  /** Paths whose pages look the same for every visitor who is not signed in. */
  paths: RegExp;
  /** Cookies that change what such a page shows (language, currency, consent): part of the key. */
  keyCookies: readonly string[];
  /** Cookies that never change a cacheable page (ignored); any other cookie bypasses the cache. */
  ignoredCookies: readonly string[];
  /** Writes that change no cached page (view counts, banner clicks): they leave the cache alone. */
  quietWrites?: RegExp;
  /** Adjusts the headers of a page before it is kept (e.g. a policy naming this response's nonce). */
  keptHeaders?: (headers: Record<string, string>, body: Buffer) => Record<string, string>;
  /**
   * Called for every request answered with a kept copy (a hit, or a request that waited for
   * another's render), for what its page's loader would have done for it (a listing's view);
   * the headers it returns are added to that answer (a cookie the loader would have set).
   */
  onServed?: (req: IncomingMessage) => Record<string, string> | undefined;
  /** Called whenever the cache is emptied, for caches that must follow it (the BFF's shell data). */
  onClear?: () => void;
  /** Called once a write over HTTP has been answered (its change committed): other instances are told. */
  onWriteDone?: () => void;
  /** Told whether a kept copy answered each request for a page the cache may keep (metrics). */
  onLookup?: (result: "hit" | "miss") => void;
  maxEntries?: number;
};

// Headers that describe one transfer, not the page (a kept copy's request id would be another request's).
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "connection", "date", "etag", "vary", "x-request-id"]);

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

const isRead = (method: string) => method === "GET" || method === "HEAD" || method === "OPTIONS";

/**
 * A short-lived cache of server-rendered pages for visitors who are not signed in, in front of
 * the Remix handler: a burst of visitors to the home or a category page costs one render per
 * `ttlMs`, and visitors arriving while it renders wait for that render instead of starting their
 * own. Only GET answers with status 200 that set no cookie but ignored ones are kept (without
 * those), with gzip and brotli copies made once.
 * Any write (a non-GET request anywhere in this process but `quietWrites`, or `clear()`)
 * empties it, so changes show at once here; other instances empty theirs when told (`onWriteDone`,
 * relayed by the change bus), and a separate API's writes show within `ttlMs`.
 */
export function createPageCache(options: PageCacheOptions) {
  const entries = new Map<string, Entry>();
  /** Renders under way, by key: resolved with the entry, or null when the answer was not kept. */
  const rendering = new Map<string, Promise<Entry | null>>();
  /** Bumped by every clear: a render begun before it may show the old state, and is not kept. */
  let generation = 0;
  const maxEntries = options.maxEntries ?? 500;
  const keyCookies = new Set(options.keyCookies);
  const ignored = new Set(options.ignoredCookies);

  /**
   * Whether an answer sets a cookie of its visitor's own (a session, a preference): such a page
   * is never kept. Ignored cookies (a view session) change no page: the copy is kept without them.
   */
  function setsOwnCookies(header: number | string | string[] | undefined): boolean {
    const cookies = header === undefined ? [] : Array.isArray(header) ? header : [String(header)];
    return cookies.some((cookie) => !ignored.has(cookie.slice(0, cookie.indexOf("=")).trim()));
  }

  /** The cache key of a request, or null when its page must be rendered for it alone. */
  function keyFor(req: IncomingMessage): string | null {
    const url = req.url ?? "/";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    if (options.ttlMs <= 0 || (req.method !== "GET" && req.method !== "HEAD") || !options.paths.test(path)) return null;
    const cookies = parseCookies(req.headers.cookie);
    const parts: string[] = [];
    for (const [name, value] of cookies) {
      if (keyCookies.has(name)) parts.push(`${name}=${value}`);
      else if (!ignored.has(name)) return null;
    }
    // Without a language cookie the page's language comes from Accept-Language.
    if (!cookies.has("lng")) parts.push(`al=${req.headers["accept-language"] ?? ""}`);
    // Without APP_URL a page names its address from the request's Host (canonical links): a page
    // asked for under another Host is not served to this one.
    parts.push(`h=${req.headers.host ?? ""}`);
    return `${url}|${parts.sort().join(";")}`;
  }

  function fresh(key: string): Entry | undefined {
    const entry = entries.get(key);
    if (entry && entry.expires > Date.now()) return entry;
    if (entry) entries.delete(key);
    return undefined;
  }

  function send(req: IncomingMessage, res: ServerResponse, entry: Entry) {
    const accepted = acceptedCodings(req.headers["accept-encoding"]);
    const copy = (accepted.has("br") && entry.brotli) || (accepted.has("gzip") ? entry.gzip : entry.plain);
    const added = options.onServed?.(req);
    res.writeHead(entry.status, added ? { ...copy.headers, ...added } : copy.headers);
    res.end(req.method === "HEAD" ? undefined : copy.body);
  }

  /**
   * Answers a request from the cache when a fresh copy is kept; false otherwise. Called by the
   * server before Express, so a visitor's page costs no more than writing the kept bytes.
   */
  function serveHit(req: IncomingMessage, res: ServerResponse): boolean {
    const key = keyFor(req);
    const hit = key === null ? undefined : fresh(key);
    if (!hit) return false;
    // A miss is counted by the middleware, which looks again once Express has the request.
    options.onLookup?.("hit");
    send(req, res, hit);
    return true;
  }

  function clear() {
    generation += 1;
    entries.clear();
    options.onClear?.();
  }

  /** Empties the cache when a request may change what pages show: any write but the quiet ones. */
  function noteRequest(method: string, path: string) {
    if (!isRead(method) && !options.quietWrites?.test(path)) clear();
  }

  /** Mounted before every route (the API's too): a write may change what pages show. */
  function forgetOnWrite(req: Request, res: Response, next: NextFunction) {
    if (!isRead(req.method) && !options.quietWrites?.test(req.path)) {
      clear();
      // Again once answered: a page rendered while the write was under way may show the old state.
      res.once("close", () => {
        clear();
        options.onWriteDone?.();
      });
    }
    next();
  }

  /** Renders the page through the rest of the stack, keeping a copy of a cacheable answer. */
  function render(key: string, res: Response, next: NextFunction) {
    const begun = generation;
    let settle: (entry: Entry | null) => void = () => {};
    rendering.set(
      key,
      new Promise<Entry | null>((resolve) => (settle = resolve)),
    );
    const done = (entry: Entry | null) => {
      rendering.delete(key);
      settle(entry);
    };
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === "string") chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      collect(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response["write"];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && typeof chunk !== "function") collect(chunk, rest[0]);
      let entry: Entry | null = null;
      if (res.statusCode === 200 && begun === generation && !setsOwnCookies(res.getHeader("set-cookie"))) {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (!TRANSFER_HEADERS.has(name) && name !== "set-cookie" && value !== undefined) headers[name] = Array.isArray(value) ? value.join(", ") : String(value);
        }
        const body = Buffer.concat(chunks);
        entry = keptEntry(options.ttlMs, 200, options.keptHeaders?.(headers, body) ?? headers, body);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(key, entry);
      }
      done(entry);
      return end(chunk, ...rest);
    }) as Response["end"];
    // A response that never ends (a dropped connection) must not keep others waiting.
    res.once("close", () => rendering.get(key) && done(null));
    next();
  }

  /** Mounted before the static files and the page handler: misses render once, others wait. */
  function middleware(req: Request, res: Response, next: NextFunction) {
    const key = keyFor(req);
    if (key === null) return next();
    const hit = fresh(key);
    const pending = hit || req.method === "HEAD" ? undefined : rendering.get(key);
    // A request that waited for another's render is answered by its copy: a hit.
    options.onLookup?.(hit || pending ? "hit" : "miss");
    if (hit) return send(req, res, hit);
    if (req.method === "HEAD") return next();
    if (!pending) return render(key, res, next);
    void pending.then((entry) => (entry ? send(req, res, entry) : next()));
  }

  return { serveHit, forgetOnWrite, noteRequest, middleware, keyFor, clear, size: () => entries.size };
}

export type PageCache = ReturnType<typeof createPageCache>;
