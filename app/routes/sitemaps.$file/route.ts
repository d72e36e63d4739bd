import type { LoaderFunctionArgs } from "@remix-run/node";
import type { SitemapIndex, SitemapListingPage } from "@schemas/sitemap";
import { ApiError, apiFor } from "~/utils/api.server";
import { publicOrigin } from "~/utils/public-origin.server";
import { urlSetXml, xmlResponse } from "~/components/seo/sitemap-xml";
import { ITEM_SITEMAPS, STATIC_PAGES, isItemSitemap, itemUrls, listingPath } from "~/components/seo/sitemaps.server";

const notFound = () => new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/** One sitemap of the index: /sitemaps/pages.xml, /sitemaps/{categories|places|locations}.xml, /sitemaps/listings-{n}.xml. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const name = /^([a-z]+)(?:-(\d{1,6}))?\.xml$/.exec(params.file ?? "");
  if (!name) return notFound();
  const [, kind, page] = name;
  const origin = publicOrigin(request);
  if (kind === "pages" && page === undefined) return xmlResponse(urlSetXml(STATIC_PAGES.map((path) => ({ loc: `${origin}${path}` }))));

  const api = await apiFor(request, context);
  if (kind === "listings" && page !== undefined) {
    try {
      const { listings } = await api.get<SitemapListingPage>("/sitemap/listings", { page });
      return xmlResponse(urlSetXml(itemUrls(origin, listings, listingPath)));
    } catch (error) {
      // A page past the last (or whose listings were all removed), or a number that names no page.
      if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return notFound();
      throw error;
    }
  }
  if (!kind || !isItemSitemap(kind) || page !== undefined) return notFound();
  const entries = (await api.get<SitemapIndex>("/sitemap"))[kind];
  // A sitemap must list at least one URL.
  return entries.length ? xmlResponse(urlSetXml(itemUrls(origin, entries, ITEM_SITEMAPS[kind]))) : notFound();
}
