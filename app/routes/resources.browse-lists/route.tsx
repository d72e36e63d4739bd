import type { LoaderFunctionArgs } from "@remix-run/node";
import { getLanguage } from "~/utils/preferences.server";
import { loadCategoryTree, loadSearchLocations } from "~/utils/shell.server";
import type { BrowseLists } from "~/components/browse/use-browse-lists";

/**
 * The category tree in the asked language (`?lng=`) and the top locations, for the parts
 * JavaScript draws once a page runs (the category drawer, the search popup's filters): every
 * page's own data has the top level only. The same for everyone, so browsers and shared caches
 * keep it as long as visitors' pages.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const language = await getLanguage(request);
  const [categories, locations] = await Promise.all([loadCategoryTree(request, context, language), loadSearchLocations(request, context)]);
  const seconds = context.sharedCacheSeconds ?? 0;
  return Response.json(
    { categories, locations } satisfies BrowseLists,
    { headers: { "Cache-Control": seconds > 0 ? `public, max-age=${seconds}` : "no-cache", Vary: "Accept-Language, Cookie" } },
  );
}
