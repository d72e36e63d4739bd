import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import { getLanguage } from "../utils/preferences.server";
import { loadCategoryTree } from "../utils/shell.server";

/**
 * The category tree in the asked language (`?lng=`), for the parts JavaScript draws once a page
 * runs (the category drawer, the search popup's filters): every page's own data has the top level
 * only. The same for everyone, so browsers and shared caches keep it as long as visitors' pages.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const tree = await loadCategoryTree(request, context, await getLanguage(request));
  const seconds = context.sharedCacheSeconds ?? 0;
  return json(tree, { headers: { "Cache-Control": seconds > 0 ? `public, max-age=${seconds}` : "no-cache", Vary: "Accept-Language, Cookie" } });
}
