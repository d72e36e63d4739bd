import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { i18nFor } from "./i18next.server";
import { logPageError } from "./utils/api-errors.server";
import { NonceProvider } from "./utils/nonce";
import { getLanguage } from "./utils/preferences.server";

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

/** The route manifest Remix writes into every page for lazy route discovery, with its JSON indented. */
const INDENTED_MANIFEST = /window\.__remixManifest = (\{\n[\s\S]*?\n\});/;

/**
 * The page with its route manifest written without indentation: Remix indents it, about 1.3 KB of
 * spaces and line breaks in every page. Left as it is if it cannot be found or read.
 */
export function compactRouteManifest(html: string): string {
  return html.replace(INDENTED_MANIFEST, (whole, json: string) => {
    try {
      return `window.__remixManifest = ${JSON.stringify(JSON.parse(json))};`;
    } catch {
      return whole;
    }
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  const i18n = await i18nFor(await getLanguage(request));

  // The document is rendered whole, as one string, and sent in one piece (decision 0019). No page
  // defers data or suspends, so streaming would send nothing sooner; and Remix flushes the
  // response after every chunk it writes, which made the compression middleware close a
  // compressed block per chunk. React adds the doctype only when it streams.
  const html = `<!DOCTYPE html>${renderToString(
    <NonceProvider value={nonce}>
      <I18nextProvider i18n={i18n}>
        <RemixServer context={remixContext} url={request.url} nonce={nonce} />
      </I18nextProvider>
    </NonceProvider>,
  )}`;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  responseHeaders.set("Cache-Control", documentCacheControl(responseStatusCode, loadContext.sharedCacheSeconds ?? 0));
  // Language and preference cookies change the page.
  responseHeaders.append("Vary", "Accept-Language, Cookie");
  return new Response(compactRouteManifest(html), { headers: responseHeaders, status: responseStatusCode });
}
