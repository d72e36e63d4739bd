/**
 * The parts of the site's catalogue a page loads only when it shows them, by their keys' prefixes
 * (`<prefix>.<name>`): the messages of refusals and validation, and the signed-in parts' texts.
 * The rest of the catalogue is every page's. The server notes the parts a page's render used
 * (i18next.server.ts), and the browser loads those before hydrating and the others on the
 * visitor's first interaction (load-catalogue.ts).
 */
export const LAZY_PARTS = {
  messages: ["errors", "validation"],
  account: ["renew", "bulk", "chat", "dashboard", "settings", "favorites", "profile", "promote", "payment", "wizard", "edit_listing"],
} as const;

export type LazyPart = keyof typeof LAZY_PARTS;

const partOfPrefix = new Map<string, LazyPart>(
  (Object.keys(LAZY_PARTS) as LazyPart[]).flatMap((part) => LAZY_PARTS[part].map((prefix) => [prefix, part] as const)),
);

/** The lazy part a key belongs to, if any. */
export function lazyPartOf(key: string): LazyPart | undefined {
  const dot = key.indexOf(".");
  return dot > 0 ? partOfPrefix.get(key.slice(0, dot)) : undefined;
}
