import { useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/utils/use-translation";
import { useHydrated } from "~/utils/use-hydrated";
import { useCategoryTree } from "~/components/browse/use-browse-lists";
import { CategoryIcon } from "~/components/category-icon";
import { Icon } from "~/components/icon";
import * as styles from "~/components/layout/layout.css";

/** The id the "Categories" buttons of the second bar and the mobile menu open. */
export const CATEGORY_DRAWER = "category-drawer";

/**
 * The category tree with subcategory drill-down, opened as a drawer by the desktop second bar and
 * the mobile menu alike: an HTML popover (closed on Escape or a click outside, and after a
 * client-side navigation). It is drawn in the browser once JavaScript runs, from the tree the page
 * asks for then: the tree would otherwise weigh on every page's HTML, data and render. Without
 * JavaScript its buttons are links to the category directory, which has the same drill-down.
 */
export function CategoryDrawer() {
  const { t } = useTranslation();
  const categories = useCategoryTree();
  const ref = useRef<HTMLElement>(null);
  const location = useLocation();
  const hydrated = useHydrated();
  useEffect(() => {
    const drawer = ref.current as (HTMLElement & { hidePopover?: () => void }) | null;
    if (drawer?.matches(":popover-open")) drawer.hidePopover?.();
  }, [location]);
  if (!hydrated) return null;
  return (
    <nav ref={ref} id={CATEGORY_DRAWER} popover="auto" className={styles.categoryDrawer} aria-label={t("nav.categories")}>
      <div className={styles.categoryDrawerHeader}>
        <p className={styles.mobileSectionTitle}>{t("nav.categories")}</p>
        <button type="button" popovertarget={CATEGORY_DRAWER} popovertargetaction="hide" className={styles.iconLink} aria-label={t("nav.close")}>
          <Icon name="close" size={20} />
        </button>
      </div>
      {categories.length === 0 ? <p>{t("empty.categories")}</p> : null}
      {/* Rows are styled from the list (not one class per link): the tree is in every page. */}
      <ul className={styles.categoryTree}>
        {categories.map((category) => (
          <li key={category.id}>
            <details>
              <summary>
                <CategoryIcon icon={category.icon} color={category.color} /> {category.name}
              </summary>
              <ul>
                <li>
                  <Link to={`/category/${category.slug}`} discover="none">
                    {t("nav.all_in", { name: category.name })}
                  </Link>
                </li>
                {category.children.map((child) => (
                  <li key={child.id}>
                    <Link to={`/category/${child.slug}`} discover="none">
                      {child.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A button that opens the category drawer; without JavaScript, a link to the category directory. */
export function CategoryDrawerButton({ className, children }: { className: string; children: React.ReactNode }) {
  const hydrated = useHydrated();
  return hydrated ? (
    <button type="button" popovertarget={CATEGORY_DRAWER} className={className}>
      {children}
    </button>
  ) : (
    <Link to="/categories" className={className}>
      {children}
    </Link>
  );
}
