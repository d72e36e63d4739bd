import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { ShellCategory } from "~/utils/types";
import { CategoryIcon } from "~/components/category-icon";
import * as styles from "~/components/browse/browse.css";

/** Every category with its icon, colour and listing count, and its subcategories listed under it. */
export function CategoryDirectory({ categories }: { categories: ShellCategory[] }) {
  const { t } = useTranslation();
  if (categories.length === 0) return <p>{t("empty.categories")}</p>;
  return (
    <ul className={styles.directory} data-testid="category-directory">
      {categories.map((category) => (
        <li key={category.id} className={styles.directoryCard} style={{ borderTopColor: category.color ?? undefined }}>
          <Link to={`/category/${category.slug}`} className={styles.directoryHead}>
            <CategoryIcon icon={category.icon} color={category.color} size={28} />
            <span>{category.name}</span>
          </Link>
          <p className={styles.muted} style={{ margin: "4px 0 0" }}>
            {t("category.listing_count", { count: category.listing_count })}
          </p>
          {category.children.length ? (
            <ul className={styles.subList} aria-label={t("browse.subcategories_of", { name: category.name })}>
              {category.children.map((child) => (
                <li key={child.id}>
                  <Link to={`/category/${child.slug}`} className={styles.subLink}>
                    <span>{child.name}</span>
                    <span className={styles.muted}>{child.listing_count}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
