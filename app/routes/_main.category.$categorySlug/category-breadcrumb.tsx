import { useTranslation } from "~/utils/use-translation";
import type { ShellSubcategory } from "~/utils/types";
import { Breadcrumbs } from "~/components/layout/breadcrumbs";

/** The categories from the top of the tree down to the one with this id (empty when absent). */
export function categoryPath(tree: ShellSubcategory[], id: number): ShellSubcategory[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** A category above the one a page shows, as its breadcrumb links it. */
export type Ancestor = Pick<ShellSubcategory, "slug" | "name">;

/** The categories above the one with this id, from the top of the tree down (the page's breadcrumb). */
export const ancestorsOf = (tree: ShellSubcategory[], id: number): Ancestor[] =>
  categoryPath(tree, id)
    .slice(0, -1)
    .map(({ slug, name }) => ({ slug, name }));

/** Home / Categories / ancestors / this category. */
export function CategoryBreadcrumb({ name, ancestors }: { name: string; ancestors: Ancestor[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs
      crumbs={[
        { label: t("nav.home"), to: "/" },
        { label: t("nav.categories"), to: "/categories" },
        ...ancestors.map((node) => ({ label: node.name, to: `/category/${node.slug}` })),
        { label: name },
      ]}
    />
  );
}
