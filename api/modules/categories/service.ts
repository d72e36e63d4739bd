import { notFound } from "../../lib/errors.js";
import type { Events } from "../../lib/events.js";
import { createTtlCache } from "../../lib/ttl-cache.js";
import type { CategoriesRepository } from "./repository.js";
import { countOf } from "../../db/count.js";
import type { Category } from "../../schemas/categories.js";


/**
 * Every page's shell shows the tree with its counts (a count over every published listing), so
 * the tree is built once and reused for `ttlMs` or until a listing or the catalogue (an admin's
 * change to the categories) changes in this process.
 */
export function createCategoriesService(repo: CategoriesRepository, options: { events: Events; ttlMs: number }) {
  const cache = createTtlCache(options.ttlMs);
  options.events.onListingChanged(({ kind }) => {
    if (kind !== "viewed") cache.clear();
  });
  options.events.onCatalogueChanged(() => cache.clear());
  options.events.onChangedElsewhere(() => cache.clear());
  const tree = () => cache.get("tree", build);

  async function build(): Promise<Category[]> {
    const [rows, counts] = await Promise.all([repo.listActive(), repo.countPublishedListings()]);
    const direct = new Map(counts.map((c) => [c.category_id, countOf(c.n)]));
    const nodes = new Map<number, Category>(
      rows.map(({ sort_order: _sortOrder, ...row }) => [row.id, { ...row, listing_count: 0, children: [] }]),
    );
    const roots: Category[] = [];
    for (const node of nodes.values()) {
      const parent = node.parent_id === null ? undefined : nodes.get(node.parent_id);
      (parent ? parent.children : roots).push(node);
    }
    // A category counts its own listings and those of every subcategory.
    const total = (node: Category): number =>
      (node.listing_count = (direct.get(node.id) ?? 0) + node.children.reduce((sum, child) => sum + total(child), 0));
    roots.forEach(total);
    return roots;
  }

  return {
    tree,

    async bySlug(slug: string): Promise<Category> {
      const find = (nodes: Category[]): Category | undefined => {
        for (const node of nodes) {
          if (node.slug === slug) return node;
          const found = find(node.children);
          if (found) return found;
        }
      };
      const category = find(await tree());
      if (!category) throw notFound("Category not found");
      return category;
    },
  };
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;
