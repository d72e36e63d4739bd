import { Link, NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useLocalized } from "../../utils/localized";
import { useRootData } from "../../utils/use-root-data";
import { CategoryIcon } from "../category-icon";
import { Icon } from "../icon";
import * as styles from "./layout.css";
import { CurrencySelector, LanguageSelector } from "./preference-forms";

export const MAIN_LINKS = [
  { to: "/", key: "nav.home", end: true },
  { to: "/categories", key: "nav.browse", end: false },
  { to: "/places", key: "nav.places", end: false },
  { to: "/weather", key: "nav.weather", end: false },
] as const;

/** SPEC §2 second bar: categories drawer, main links, language and currency. */
export function SecondBar() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { categories, language, currency } = useRootData();
  return (
    <nav className={`${styles.secondBar} ${styles.desktopOnly}`} aria-label={t("nav.main")}>
      <div className={styles.secondBarInner}>
        <details className={styles.dropdown}>
          <summary className={styles.categoriesSummary}><Icon name="menu" size={18} /> {t("nav.categories")}</summary>
          <div className={styles.categoriesPanel}>
            {categories.length === 0 ? <p>{t("empty.categories")}</p> : null}
            {categories.map((category) => (
              <div key={category.id}>
                <Link to={`/category/${category.slug}`} className={styles.categoryGroupTitle}>
                  <CategoryIcon icon={category.icon} color={category.color} /> {localized(category, "name")}
                </Link>
                <ul className={styles.menuList}>
                  {category.children.map((child) => (
                    <li key={child.id}>
                      <Link to={`/category/${child.slug}`} className={styles.subcategoryLink}>
                        {localized(child, "name")}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </details>
        {MAIN_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className={styles.navLink}>
            {t(link.key)}
          </NavLink>
        ))}
        <span className={styles.spacer} />
        <LanguageSelector current={language} />
        <CurrencySelector current={currency} />
      </div>
    </nav>
  );
}
