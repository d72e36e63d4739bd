import type { LoaderFunctionArgs } from "@remix-run/node";
import { publicOrigin } from "~/utils/public-origin.server";
import { PRIVATE_PATHS } from "~/components/seo/seo";

/**
 * Crawlers may read every public page and uploaded photo, not the signed-in areas, forms or the
 * API. The longer `Allow` wins over `Disallow: /api/` for the photos.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const lines = [
    "User-agent: *",
    "Allow: /",
    "Allow: /api/v1/uploads/",
    "Disallow: /api/",
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${publicOrigin(request)}/sitemap.xml`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
