import type { AppLoadContext } from "@remix-run/node";
import { data } from "@remix-run/node";
import { CROSS_SITE_FORM } from "../../api/lib/same-origin";
import { json } from "@remix-run/node";
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
  return json({ title: t(titleKey) });
}

/**
 * What a form posted from another site is answered (api/lib/same-origin.ts): 403, and the message
 * the error page shows. The root loader throws it for a document, the refusal page's action for a
 * script's post.
 */
export const crossSiteRefusal = () =>
  data({ detail: CROSS_SITE_FORM }, { status: 403, headers: { "Cache-Control": "private, no-store" } });
