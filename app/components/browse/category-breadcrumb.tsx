import { useTranslation } from "react-i18next";
import type { ShellCategory, ShellSubcategory } from "../../utils/types";
import { Breadcrumbs } from "../layout/breadcrumbs";

/** The categories from the top of the tree down to the one with this id (empty when absent). */
export function categoryPath(tree: ShellSubcategory[], id: number): ShellSubcategory[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Home / Categories / ancestors / this category. */
export function CategoryBreadcrumb({ category, tree }: { category: Pick<ShellCategory, "id" | "name">; tree: ShellSubcategory[] }) {
  const { t } = useTranslation();
  const ancestors = categoryPath(tree, category.id).slice(0, -1);
  return (
    <Breadcrumbs
      crumbs={[
        { label: t("nav.home"), to: "/" },
        { label: t("nav.categories"), to: "/categories" },
        ...ancestors.map((node) => ({ label: node.name, to: `/category/${node.slug}` })),
        { label: category.name },
      ]}
    />
  );
}
