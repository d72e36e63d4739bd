import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { i18nFor, renderNotingParts } from "./i18next.server";
import { logPageError } from "./utils/api-errors.server";
import { NonceProvider } from "./utils/nonce";
import { getLanguage } from "./utils/preferences.server";
import { postImpressions } from "./utils/shell.server";

/** The banners' impressions waiting to be posted: the server posts them before it stops. */
export { flushImpressions } from "./utils/shell.server";

/**
 * A page rendered for one visitor (signed in, or with cookies of their own) is never stored;
 * a page that looks alike for every visitor may be kept by a CDN or proxy as long as by the
 * server's own cache.
 */
function documentCacheControl(status: number, sharedSeconds: number): string {
  return status === 200 && sharedSeconds > 0 ? `public, max-age=0, s-maxage=${sharedSeconds}` : "private, no-store";
}

/**
 * Errors Remix reports from loaders, actions and rendering. A request the visitor dropped, or a
 * refusal Remix makes itself (a method no route takes: 405), is no fault of the server: not logged.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  logPageError(context, `${request.method} ${new URL(request.url).pathname} failed`, error);
};

/**
 * With single fetch, a page's loader data may hold promises, which Remix rejects after this many
 * milliseconds. None does: the data is whole as soon as the loaders are done, and is read to its
 * end before the page is rendered.
 */
export const streamTimeout = 5000;

/** Characters a script's text must not hold as they are (`</script>`, `<!--`, line separators): JSON escapes. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const escapeForScript = (text: string) =>
  text.replace(UNSAFE_IN_SCRIPT, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/**
 * A key of turbo-stream's objects (`"_12":`), where JSON.stringify wrote one: after `{` or `,`.
 * Inside a string every quote is escaped (`\\"`), so this never matches a string's text.
 */
const TURBO_STREAM_KEY = /([{,])"(_\d+)":/g;

/**
 * A line of the page's data (single fetch's turbo-stream: one JSON array, then a line per promise
 * settled) as a JavaScript expression that gives the line back. The first line is written as the
 * array itself, a literal the browser turns back into the same JSON, with the objects' keys
 * unquoted (`{_1:2}`): Remix writes the line as a string, every quote escaped again (1.3 KB more
 * on the home page), and the keys' quotes are 0.8 KB more. Other lines are written as strings, and
 * so is a line with a `__proto__` key, which a literal would not keep as JSON does.
 */
export function dataLineExpression(line: string): string {
  if (line.startsWith("[") && !line.includes('"__proto__"')) {
    return `JSON.stringify(${escapeForScript(line.replace(TURBO_STREAM_KEY, "$1$2:"))})`;
  }
  return escapeForScript(JSON.stringify(line));
}

/**
 * The script handing the page's data to the browser's router: the whole of single fetch's stream
 * (`serverHandoffStream`), written into the page once. Remix's own <RemixServer> writes it in a
 * Suspense boundary a chunk at a time, which only a streaming render can do (decision 0029).
 */
export function pageDataScript(payload: string, nonce: string, texts: string[] = []): string {
  const lines = payload.split("\n").filter(Boolean).map(dataLineExpression);
  const enqueued = lines.map((line) => `c.enqueue(${line}+"\\n");`).join("");
  // The lazy parts of the catalogue the page shows, for the browser to load before hydrating (entry.client.tsx).
  const textsAttribute = texts.length ? ` data-texts="${texts.join(",")}"` : "";
  return `<script nonce="${nonce}"${textsAttribute}>(c=>{${enqueued}c.close()})(window.__remixContext.streamController)</script>`;
}

/** Where the route manifest Remix writes into every page for lazy route discovery begins and ends (its JSON indented). */
const MANIFEST_START = "window.__remixManifest = {\n";
const MANIFEST_END = "\n};";

/** A manifest's JSON without indentation (about 1.3 KB less a page), kept per manifest; null if it cannot be read. */
function compactManifest(json: string): string | null {
  let compact = compactManifests.get(json);
  if (compact === undefined) {
    try {
      compact = JSON.stringify(JSON.parse(json));
    } catch {
      return null;
    }
    // A page's manifest names the routes it matched: a few hundred at most, the same page after page.
    if (compactManifests.size >= KEPT_MANIFESTS) compactManifests.clear();
    compactManifests.set(json, compact);
  }
  return compact;
}
const compactManifests = new Map<string, string>();
const KEPT_MANIFESTS = 500;

/**
 * Where a document is encoded before it is copied out at its size: UTF-8 takes at most 3 bytes for
 * each of a string's UTF-16 units, so a document of up to a third of this many characters fits.
 */
const scratch = Buffer.allocUnsafe(1024 * 1024);

/**
 * The document as the bytes sent: the doctype, React's HTML with its route manifest compacted, and
 * the page's data script (if any) before `</body>`. The pieces are written into one buffer: a page
 * is 30–55 KB, and a copy of the whole page at each step (a replace, an insert, the Response's
 * check of the string) was most of what the entry allocated. They are encoded once, into the
 * scratch buffer, and copied out at their size (measuring each piece's UTF-8 length first was a
 * second pass over the page). A manifest not found or not read is left as it is.
 */
export function documentBytes(html: string, dataScript = ""): Buffer<ArrayBuffer> {
  const pieces = ["<!DOCTYPE html>"];
  let from = 0;
  const manifest = html.indexOf(MANIFEST_START);
  const manifestEnd = manifest === -1 ? -1 : html.indexOf(MANIFEST_END, manifest);
  const compact = manifestEnd === -1 ? null : compactManifest(html.slice(manifest + MANIFEST_START.length - 2, manifestEnd + 2));
  if (compact !== null) {
    pieces.push(html.slice(0, manifest), `window.__remixManifest = ${compact};`);
    from = manifestEnd + MANIFEST_END.length;
  }
  const end = dataScript ? html.lastIndexOf("</body>") : -1;
  if (end >= from) pieces.push(html.slice(from, end), dataScript, html.slice(end));
  else pieces.push(html.slice(from));
  if (pieces.reduce((total, piece) => total + piece.length, 0) * 3 > scratch.length) {
    return Buffer.from(pieces.join(""));
  }
  let length = 0;
  for (const piece of pieces) length += scratch.write(piece, length);
  return Buffer.from(scratch.subarray(0, length));
}

/**
 * A response body of bytes already made, handed over as they are: a Response made from the bytes
 * themselves copies them first (undici), which cost more than encoding the page.
 */
function bodyOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/** A stream of UTF-8 as one string, read without a Response around it. */
async function textOf(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = "";
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) text += decoder.decode(read.value, { stream: true });
  return text + decoder.decode();
}

/** A page's data for a client-side navigation: its loaders are done, so the banners they showed are counted. */
export const handleDataRequest: HandleDataRequestFunction = (response, { request, context }) => {
  postImpressions(request, context);
  return response;
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // Every loader is done: the banners they showed are counted (posted with the moment's other pages').
  postImpressions(request, loadContext);
  const nonce = loadContext.cspNonce ?? "";
  const i18n = await i18nFor(await getLanguage(request));

  // The page's data (single fetch) is read whole first; the page's script hands it over.
  const stream = remixContext.serverHandoffStream;
  const payload = stream ? await textOf(stream) : "";
  const context: EntryContext = { ...remixContext, serverHandoffStream: undefined };

  // The document is rendered whole, as one string, and sent in one piece (decision 0019). No page
  // defers data or suspends, so streaming would send nothing sooner; and Remix flushes the
  // response after every chunk it writes, which made the compression middleware close a
  // compressed block per chunk. React adds the doctype only when it streams.
  const rendered = renderNotingParts(() =>
    renderToString(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={context} url={request.url} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
    ),
  );
  // After <Scripts>, which made the stream the data is put into: last in the body.
  const dataScript = payload && context.renderMeta?.didRenderScripts ? pageDataScript(payload, nonce, rendered.parts) : "";
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Cache-Control", documentCacheControl(responseStatusCode, loadContext.sharedCacheSeconds ?? 0));
  // Language and preference cookies change the page.
  responseHeaders.append("Vary", "Accept-Language, Cookie");
  const bytes = documentBytes(rendered.html, dataScript);
  // Compressed here in one call, but where the page cache keeps the page (decision 0044).
  if (!loadContext.compressDocument || request.method === "HEAD") return new Response(bodyOf(bytes), { headers: responseHeaders, status: responseStatusCode });
  const { body, coding } = loadContext.compressDocument(request.headers.get("Accept-Encoding"), bytes);
  responseHeaders.append("Vary", "Accept-Encoding");
  if (coding) responseHeaders.set("Content-Encoding", coding);
  responseHeaders.set("Content-Length", String(body.length));
  return new Response(bodyOf(body), { headers: responseHeaders, status: responseStatusCode });
}
