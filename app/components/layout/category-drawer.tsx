import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocalized } from "../../utils/localized";
import { useRootData } from "../../utils/use-root-data";
import { CategoryIcon } from "../category-icon";
import { Icon } from "../icon";
import * as styles from "./layout.css";

/** The id the "Categories" buttons of the second bar and the mobile menu open. */
export const CATEGORY_DRAWER = "category-drawer";

/**
 * The category tree with subcategory drill-down, rendered once per page and opened as a drawer by
 * the desktop second bar and the mobile menu alike. It is an HTML popover, opened by
 * `popovertarget` buttons, so it works without JavaScript (and closes on Escape or a click
 * outside); with JavaScript it also closes after a client-side navigation.
 */
export function CategoryDrawer() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { categories } = useRootData();
  const ref = useRef<HTMLElement>(null);
  const location = useLocation();
  useEffect(() => {
    const drawer = ref.current as (HTMLElement & { hidePopover?: () => void }) | null;
    if (drawer?.matches(":popover-open")) drawer.hidePopover?.();
  }, [location]);
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
                <CategoryIcon icon={category.icon} color={category.color} /> {localized(category, "name")}
              </summary>
              <ul>
                <li>
                  <Link to={`/category/${category.slug}`} discover="none">
                    {t("nav.all_in", { name: localized(category, "name") })}
                  </Link>
                </li>
                {category.children.map((child) => (
                  <li key={child.id}>
                    <Link to={`/category/${child.slug}`} discover="none">
                      {localized(child, "name")}
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

/** A button that opens the category drawer (no JavaScript needed). */
export function CategoryDrawerButton({ className, children }: { className: string; children: React.ReactNode }) {
  return (
    <button type="button" popovertarget={CATEGORY_DRAWER} className={className}>
      {children}
    </button>
  );
}
