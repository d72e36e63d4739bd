import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useRootData } from "../../utils/use-root-data";
import { Icon } from "../icon";
import { CategoryDrawerButton } from "./category-drawer";
import * as styles from "./layout.css";
import { CurrencySelector, LanguageSelector } from "./preference-forms";

export const MAIN_LINKS = [
  { to: "/", key: "nav.home", end: true },
  { to: "/categories", key: "nav.browse", end: false },
  { to: "/places", key: "nav.places", end: false },
  { to: "/weather", key: "nav.weather", end: false },
] as const;

/** The second bar: the categories drawer's button, main links, language and currency. */
export function SecondBar() {
  const { t } = useTranslation();
  const { language, currency } = useRootData();
  return (
    <nav className={`${styles.secondBar} ${styles.desktopOnly}`} aria-label={t("nav.main")}>
      <div className={styles.secondBarInner}>
        <CategoryDrawerButton className={styles.categoriesSummary}>
          <Icon name="menu" size={18} /> {t("nav.categories")}
        </CategoryDrawerButton>
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
