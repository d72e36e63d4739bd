import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { RemixServer, isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { i18nFor } from "./i18next.server";
import { NonceProvider } from "./utils/nonce";
import { getLanguage } from "./utils/preferences.server";

const ABORT_DELAY = 5_000;

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
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  console.error(error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  const i18n = await i18nFor(await getLanguage(request));

  // Bots and no-JS clients get the whole document at once; browsers get it streamed.
  const readyEvent = isbot(request.headers.get("user-agent") ?? "") ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <I18nextProvider i18n={i18n}>
          <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} nonce={nonce} />
        </I18nextProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = new PassThrough();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Cache-Control", documentCacheControl(responseStatusCode, loadContext.sharedCacheSeconds ?? 0));
          // Language and preference cookies change the page.
          responseHeaders.append("Vary", "Accept-Language, Cookie");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
    setTimeout(abort, ABORT_DELAY);
  });
}
