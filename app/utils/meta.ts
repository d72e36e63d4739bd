import type { MetaDescriptor } from "@remix-run/node";

/** The <title> and description of a page, with the site name after it. */
export function pageMeta(title: string | undefined, description?: string): MetaDescriptor[] {
  const full = title ? `${title} | Gibraltar Marketplace` : "Gibraltar Marketplace";
  return [
    { title: full },
    ...(description ? [{ name: "description", content: description }] : []),
    { property: "og:title", content: full },
    { property: "og:site_name", content: "Gibraltar Marketplace" },
  ];
}
