import { LANGUAGE_PARAM, supportedLanguages } from "~/i18n";

/**
 * Areas of signed-in users, forms and private links: crawlers are asked to stay out (robots.txt)
 * and their pages get no language alternates. A prefix covers every path under it.
 */
export const PRIVATE_PATHS = [
  "/dashboard", "/admin", "/auth", "/listings/wizard", "/places/create", "/places/edit", "/logout", "/preferences",
  "/resources", "/email-sent", "/verify-email", "/reset-password", "/newsletter/confirm",
] as const;

export const isPrivatePath = (pathname: string) =>
  PRIVATE_PATHS.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/**
 * The query parameters that choose which items a page lists, in the order canonical URLs write
 * them: the search words, a category filter (search and places) and the page number. Sorting,
 * the grid/list view, price, location and field filters only reorder or narrow the same list, and
 * tracking parameters change nothing: all of them are left out, so every variant of a page names
 * one URL. The language is added back by `canonicalFor`.
 */
const CANONICAL_PARAMS = ["q", "category", "page"] as const;

/** The page's one indexable URL: public origin, path without a trailing slash, content parameters. */
export function canonicalUrl(origin: string, pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CANONICAL_PARAMS) {
    const value = params.get(name)?.trim();
    // Page 1 is the page without a number.
    if (value && !(name === "page" && value === "1")) kept.set(name, value);
  }
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const query = kept.toString();
  return `${origin}${path}${query ? `?${query}` : ""}`;
}

/**
 * The canonical link of the page at `search`: a language version (`?lng=es`) names itself, as
 * search engines expect of each version an hreflang set lists; the plain, language-negotiated
 * address names the plain URL (the x-default).
 */
export function canonicalFor(origin: string, pathname: string, search: string): { canonical: string; plain: string } {
  const plain = canonicalUrl(origin, pathname, search);
  const language = new URLSearchParams(search).get(LANGUAGE_PARAM);
  const chosen = supportedLanguages.find((supported) => supported === language);
  return { plain, canonical: chosen ? languageUrl(plain, chosen) : plain };
}

/** The URL of a page in one language: `?lng=` shows it in that language (and keeps it, by cookie). */
export function languageUrl(canonical: string, language: string): string {
  const url = new URL(canonical);
  url.searchParams.set(LANGUAGE_PARAM, language);
  return url.href;
}

/** hreflang alternates: one URL per language, and the language-negotiated URL as the default. */
export function languageAlternates(canonical: string): Array<{ hrefLang: string; href: string }> {
  return [
    ...supportedLanguages.map((language) => ({ hrefLang: language, href: languageUrl(canonical, language) })),
    { hrefLang: "x-default", href: canonical },
  ];
}
