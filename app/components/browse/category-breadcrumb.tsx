import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalized } from "../../utils/localized";
import type { ShellCategory } from "../../utils/types";
import { breadcrumb } from "../listing/listing.css";

/** The categories from the top of the tree down to the one with this id (empty when absent). */
export function categoryPath(tree: ShellCategory[], id: number): ShellCategory[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** Home / Categories / ancestors / this category. */
export function CategoryBreadcrumb({ category, tree }: { category: ShellCategory; tree: ShellCategory[] }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const ancestors = categoryPath(tree, category.id).slice(0, -1);
  return (
    <nav className={breadcrumb} aria-label={t("listing.breadcrumb")}>
      <ol>
        <li>
          <Link to="/">{t("nav.home")}</Link>
        </li>
        <li>
          <Link to="/categories">{t("nav.categories")}</Link>
        </li>
        {ancestors.map((node) => (
          <li key={node.id}>
            <Link to={`/category/${node.slug}`}>{localized(node, "name")}</Link>
          </li>
        ))}
        <li aria-current="page">{localized(category, "name")}</li>
      </ol>
    </nav>
  );
}
