import { useLocation } from "@remix-run/react";
import { canonicalFor, isPrivatePath, languageAlternates } from "./seo";

/**
 * The canonical link of every page and, on public pages, its language alternates. Rendered once
 * in the document head: route `meta` exports replace each other, so a link there would have to
 * be repeated by every route.
 */
export function SeoLinks({ origin }: { origin: string }) {
  const { pathname, search } = useLocation();
  const { canonical, plain } = canonicalFor(origin, pathname, search);
  return (
    <>
      <link rel="canonical" href={canonical} />
      {isPrivatePath(pathname)
        ? null
        : languageAlternates(plain).map(({ hrefLang, href }) => <link key={hrefLang} rel="alternate" hrefLang={hrefLang} href={href} />)}
    </>
  );
}
