import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import type { loader } from "../routes/resources.category-tree";
import type { ShellCategory, TopCategory } from "./types";
import { useRootData } from "./use-root-data";

/** One load of the tree per page (and language), shared by every part that shows it. */
const TREE_FETCHER = "category-tree";

/**
 * Asks for the category tree once the page runs, and again in another language. Called once, by
 * the main layout, which holds every part that shows the tree.
 */
export function useLoadCategoryTree() {
  const { language } = useRootData();
  const { load } = useFetcher<typeof loader>({ key: TREE_FETCHER });
  useEffect(() => {
    void load(`/resources/category-tree?lng=${language}`);
    // A keyed fetcher's load is the same function on every render: the tree is asked for again only in another language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
}

/**
 * The category tree for the parts drawn in the browser (drawer, search popup). Until it arrives, or
 * when it failed, the top level from the root data without subcategories: those parts work at once
 * and still link to every category page, which lists its subcategories.
 */
export function useCategoryTree(): ShellCategory[] {
  const { categories } = useRootData();
  const { data } = useFetcher<typeof loader>({ key: TREE_FETCHER });
  return (data as ShellCategory[] | undefined) ?? withoutSubcategories(categories);
}

const withoutSubcategories = (categories: TopCategory[]): ShellCategory[] => categories.map((category) => ({ ...category, children: [] }));
