import Negotiator from "negotiator";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * How answers made per request are compressed: by the compression middleware (server.ts) and,
 * for rendered documents, in one call (`encodeDocument`). Browsers are sent brotli. Its quality 3
 * costs 40–45% of the middleware's default (4) for 5–7% more bytes, and is still smaller than gzip
 * at level 4: every signed-in page (28–52 KB, 7–12 KB sent) stays within the first round trip of a
 * new connection (about 14 KB). Gzip's level 4 is about 60% of its default's CPU for 4% more bytes
 * (level 1 would send 19% more). Kept pages are compressed once, harder (page-cache.ts). Decision 0044.
 */
export const COMPRESSION_LEVELS = { level: 4, brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } } };

/** The codings a document is sent in, picked as the compression middleware picks them: brotli, then gzip. */
const CODINGS = ["br", "gzip", "identity"];
const PREFERRED = ["br", "gzip"];
/** Smaller documents are sent as they are (the middleware's threshold). */
const THRESHOLD = 1024;

export type EncodedDocument = { body: Uint8Array; coding: "br" | "gzip" | null };

/**
 * A rendered document, compressed in one call for the browser that asked for it. The document is
 * whole in memory before a byte is sent; the compression middleware would stream it through a
 * compressor on the thread pool, whose stream and hand-offs cost about as much again as the
 * compression itself.
 */
export function encodeDocument(acceptEncoding: string | null, body: Uint8Array): EncodedDocument {
  if (body.length < THRESHOLD) return { body, coding: null };
  const coding = new Negotiator({ headers: { "accept-encoding": acceptEncoding ?? undefined } }).encoding(CODINGS, PREFERRED);
  if (coding === "br") return { body: brotliCompressSync(body, COMPRESSION_LEVELS.brotli), coding };
  if (coding === "gzip") return { body: gzipSync(body, { level: COMPRESSION_LEVELS.level }), coding };
  return { body, coding: null };
}
