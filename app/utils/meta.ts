import type { MetaDescriptor, MetaFunction } from "@remix-run/node";

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

/** Meta for routes whose loader answers `{ title, description? }`. */
export const metaFromData: MetaFunction = ({ data }) => {
  const page = data as { title?: string; description?: string } | undefined;
  return pageMeta(page?.title, page?.description);
};
