import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { TopCategory } from "~/utils/types";
import { CategoryIcon } from "~/components/category-icon";
import * as styles from "./category-grid.css";

/** The category icon grid: each links to its category page and shows its listing count. */
export function CategoryGrid({ categories }: { categories: TopCategory[] }) {
  const { t } = useTranslation();
  if (categories.length === 0) return <p>{t("empty.categories")}</p>;
  return (
    <ul className={styles.grid}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={`/category/${category.slug}`} className={styles.tile}>
            <CategoryIcon icon={category.icon} color={category.color} size={32} />
            <strong>{category.name}</strong>
            <small>{t("category.listing_count", { count: category.listing_count })}</small>
          </Link>
        </li>
      ))}
    </ul>
  );
}
