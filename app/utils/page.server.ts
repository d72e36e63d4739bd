import type { AppLoadContext } from "@remix-run/node";
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
