import type { AppLoadContext, HeadersFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { CROSS_SITE_FORM } from "@schemas/constants";
import { requireUser } from "./auth.server";
import { getT } from "./i18n.server";

/**
 * The data of a page whose body is translated text: its translated title (for <title>), after
 * sending visitors to /auth when the page is for signed-in users. Call it from a `loader`
 * function declaration: the browser build drops those, and with them this server-only module.
 */
export async function textPage(
  { request, context }: { request: Request; context: AppLoadContext },
  titleKey: string,
  options: { signedIn?: boolean } = {},
) {
  if (options.signedIn) await requireUser(request, context);
  const t = await getT(request);
  return { title: t(titleKey) };
}

/**
 * The `headers` export of the root route, and of any route whose loader or action sets a header
 * other than Set-Cookie. With single fetch, a page's document and its data (`<path>.data`) get
 * their headers from it, once for all the page's routes: each route's loader, action and error
 * headers go over its parent's, so the deepest route's win; a route without the export takes its
 * parent's as they are. Set-Cookie is left out: Remix adds every route's cookies itself.
 * entry.server then sets a document's own Cache-Control and Vary.
 */
export const routeHeaders: HeadersFunction = ({ parentHeaders, loaderHeaders, actionHeaders, errorHeaders }) => {
  const headers = new Headers();
  for (const source of [parentHeaders, loaderHeaders, actionHeaders, errorHeaders]) {
    source?.forEach((value, name) => {
      if (name !== "set-cookie") headers.set(name, value);
    });
  }
  return headers;
};

/**
 * What a form posted from another site is answered (api/lib/same-origin.ts): 403, and the message
 * the error page shows. The root loader throws it for a document, the refusal page's action for a
 * script's post.
 */
export const crossSiteRefusal = () =>
  data({ detail: CROSS_SITE_FORM }, { status: 403, headers: { "Cache-Control": "private, no-store" } });
