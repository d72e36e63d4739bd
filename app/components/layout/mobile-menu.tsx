import { Link } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { useRootData } from "../../utils/use-root-data";
import { Icon } from "../icon";
import { button } from "../ui/ui.css";
import { CategoryDrawerButton } from "./category-drawer";
import { AccountLinks } from "./header";
import * as styles from "./layout.css";
import { CurrencySelector, LanguageSelector } from "./preference-forms";
import { MAIN_LINKS } from "./second-bar";
import { useCloseOnNavigate } from "./use-close-on-navigate";

/** The mobile slide-in menu: main links, the categories drawer (with drill-down), settings, account. */
export function MobileMenu() {
  const { t } = useTranslation();
  const { user, language, currency } = useRootData();
  const ref = useRef<HTMLDetailsElement>(null);
  useCloseOnNavigate(ref);
  return (
    <details ref={ref}>
      <summary className={button.ghost} aria-label={t("nav.menu")} data-testid="mobile-menu-toggle">
        <Icon name="menu" size={24} />
      </summary>
      <div className={styles.mobileMenuBackdrop} aria-hidden="true" onClick={() => ref.current && (ref.current.open = false)} />
      <nav className={styles.mobileMenuPanel} aria-label={t("nav.menu")}>
        <ul className={styles.menuList}>
          {MAIN_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={styles.menuItem}>
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
        <div className={styles.mobileSection}>
          <CategoryDrawerButton className={styles.menuItem}>
            {t("nav.categories")} <Icon name="chevron-right" size={16} />
          </CategoryDrawerButton>
        </div>
        <div className={styles.mobileSection}>
          <p className={styles.mobileSectionTitle}>{t("nav.settings")}</p>
          <LanguageSelector current={language} />
          <CurrencySelector current={currency} />
        </div>
        <div className={styles.mobileSection}>
          <p className={styles.mobileSectionTitle}>{t("nav.account")}</p>
          {user ? (
            <AccountLinks isAdmin={user.is_superuser} />
          ) : (
            <ul className={styles.menuList}>
              <li>
                <Link to="/auth?mode=login" className={styles.menuItem}>
                  {t("nav.login")}
                </Link>
              </li>
              <li>
                <Link to="/auth?mode=register" className={styles.menuItem}>
                  {t("nav.signup")}
                </Link>
              </li>
            </ul>
          )}
        </div>
      </nav>
    </details>
  );
}
