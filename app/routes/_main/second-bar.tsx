import { Link, NavLink } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { useRootData } from "~/utils/use-root-data";
import { Icon } from "~/components/icon";
import { CategoryDrawerButton } from "./category-drawer";
import { AccountLinks } from "./header";
import * as styles from "~/components/layout/layout.css";
import { MAIN_NAVIGATION_ID } from "./mobile-menu";
import { CurrencySelector, LanguageSelector } from "~/components/layout/preference-forms";

const MAIN_LINKS = [
  { to: "/", key: "nav.home", end: true },
  { to: "/categories", key: "nav.browse", end: false },
  { to: "/places", key: "nav.places", end: false },
  { to: "/weather", key: "nav.weather", end: false },
] as const;

/**
 * The main navigation: the categories drawer's button, main links, language and currency. On a
 * desktop, the bar under the header; on a phone, the menu the header's button opens, where the
 * account links (in the header on a desktop) close it.
 */
export function SecondBar() {
  const { t } = useTranslation();
  const { user, language, currency } = useRootData();
  return (
    <nav id={MAIN_NAVIGATION_ID} className={styles.secondBar} aria-label={t("nav.main")}>
      <div className={styles.secondBarInner}>
        <CategoryDrawerButton className={styles.categoriesSummary}>
          <Icon name="menu" size={18} />
          {` ${t("nav.categories")}`}
        </CategoryDrawerButton>
        {MAIN_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} end={link.end} className={styles.navLink}>
            {t(link.key)}
          </NavLink>
        ))}
        <span className={styles.spacer} />
        <LanguageSelector current={language} />
        <CurrencySelector current={currency} />
        <div className={`${styles.mobileSection} ${styles.mobileOnly}`}>
          <p className={styles.mobileSectionTitle}>{t("nav.account")}</p>
          {user ? (
            <AccountLinks isAdmin={user.is_superuser} />
          ) : (
            <>
              <Link to="/auth?mode=login" className={styles.menuItem}>
                {t("nav.login")}
              </Link>
              <Link to="/auth?mode=register" className={styles.menuItem}>
                {t("nav.signup")}
              </Link>
            </>
          )}
        </div>
      </div>
    </nav>
  );
}
