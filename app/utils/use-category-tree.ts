import { useEffect, useSyncExternalStore } from "react";
import type { ShellCategory, TopCategory } from "./types";
import { useRootData } from "./use-root-data";

/**
 * The category tree for the parts drawn in the browser (drawer, search popup), asked for once per
 * language and page session with a plain `fetch` of the resource route. Not a Remix fetcher: with
 * lazy route discovery a fetcher to a route not yet discovered can race a navigation started in the
 * meantime and answer 404 into the page's error boundary (remix-run/react-router#13114, fixed after
 * Remix 2), and this load starts as every page hydrates, when a visitor is likely to click.
 */
const trees = new Map<string, ShellCategory[]>();
const asked = new Set<string>();
const listeners = new Set<() => void>();

function askFor(language: string) {
  if (asked.has(language)) return;
  asked.add(language);
  fetch(`/resources/category-tree?lng=${language}`)
    .then((response) => (response.ok ? (response.json() as Promise<ShellCategory[]>) : Promise.reject(new Error(String(response.status)))))
    .then((tree) => {
      trees.set(language, tree);
      listeners.forEach((listener) => listener());
    })
    // The parts keep the top level; the next page asks again.
    .catch(() => asked.delete(language));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks for the tree once the page runs, and again in another language. Called by the main layout. */
export function useLoadCategoryTree() {
  const { language } = useRootData();
  useEffect(() => askFor(language), [language]);
}

/**
 * The category tree in the page's language. Until it arrives, or when it failed, the top level from
 * the root data without subcategories: those parts work at once and still link to every category
 * page, which lists its subcategories.
 */
export function useCategoryTree(): ShellCategory[] {
  const { categories, language } = useRootData();
  const tree = useSyncExternalStore(
    subscribe,
    () => trees.get(language),
    () => undefined,
  );
  return tree ?? withoutSubcategories(categories);
}

const withoutSubcategories = (categories: TopCategory[]): ShellCategory[] => categories.map((category) => ({ ...category, children: [] }));
