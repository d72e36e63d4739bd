import { useEffect, useSyncExternalStore } from "react";
import type { ShellCategory, ShellLocation, TopCategory } from "~/utils/types";
import { useRootData } from "~/utils/use-root-data";

/** The lists the parts drawn in the browser offer (drawer, search popup): the category tree and the top locations. */
export type BrowseLists = { categories: ShellCategory[]; locations: ShellLocation[] };

/**
 * The browse lists, asked for once per language and page session with a plain `fetch` of the
 * resource route. Not a Remix fetcher: with lazy route discovery a fetcher to a route not yet
 * discovered can race a navigation started in the meantime and answer 404 into the page's error
 * boundary (remix-run/react-router#13114, fixed after Remix 2), and this load starts as every page
 * hydrates, when a visitor is likely to click.
 */
const lists = new Map<string, BrowseLists>();
const asked = new Set<string>();
const listeners = new Set<() => void>();

function askFor(language: string) {
  if (asked.has(language)) return;
  asked.add(language);
  fetch(`/resources/browse-lists?lng=${language}`)
    .then((response) => (response.ok ? (response.json() as Promise<BrowseLists>) : Promise.reject(new Error(String(response.status)))))
    .then((loaded) => {
      lists.set(language, loaded);
      listeners.forEach((listener) => listener());
    })
    // The parts keep the top level (and no location suggestions); the next page asks again.
    .catch(() => asked.delete(language));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks for the lists once the page runs, and again in another language. Called by the main layout. */
export function useLoadBrowseLists() {
  const { language } = useRootData();
  useEffect(() => askFor(language), [language]);
}

function useBrowseLists(): BrowseLists | undefined {
  const { language } = useRootData();
  return useSyncExternalStore(
    subscribe,
    () => lists.get(language),
    () => undefined,
  );
}

/**
 * The category tree in the page's language. Until it arrives, or when it failed, the top level from
 * the root data without subcategories: those parts work at once and still link to every category
 * page, which lists its subcategories.
 */
export function useCategoryTree(): ShellCategory[] {
  const { categories } = useRootData();
  return useBrowseLists()?.categories ?? withoutSubcategories(categories);
}

/** The top locations the search popup suggests: none until they arrive. */
export function useSearchLocations(): ShellLocation[] {
  return useBrowseLists()?.locations ?? NO_LOCATIONS;
}

const NO_LOCATIONS: ShellLocation[] = [];

const withoutSubcategories = (categories: TopCategory[]): ShellCategory[] => categories.map((category) => ({ ...category, children: [] }));
