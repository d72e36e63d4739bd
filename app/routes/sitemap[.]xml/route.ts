import type { LoaderFunctionArgs } from "@remix-run/node";
import type { SitemapIndex } from "@schemas/sitemap";
import { apiFor } from "~/utils/api.server";
import { publicOrigin } from "~/utils/public-origin.server";
import { sitemapIndexXml, xmlResponse } from "~/components/seo/sitemap-xml";
import { ITEM_SITEMAP_NAMES, newest } from "~/components/seo/sitemaps.server";

/**
 * The sitemap index: the static pages, each kind of item that has any, and one sitemap per
 * listing page the API numbers (each at most 50,000 listings, the protocol's limit per file).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await apiFor(request, context);
  const sitemap = await api.get<SitemapIndex>("/sitemap");
  const origin = publicOrigin(request);
  const at = (name: string) => `${origin}/sitemaps/${name}.xml`;
  return xmlResponse(
    sitemapIndexXml([
      { loc: at("pages") },
      ...ITEM_SITEMAP_NAMES.filter((name) => sitemap[name].length > 0).map((name) => ({ loc: at(name), lastmod: newest(sitemap[name]) })),
      ...sitemap.listing_pages.map((page) => ({ loc: at(`listings-${page}`) })),
    ]),
  );
}
