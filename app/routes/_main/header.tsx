import { HEADER_MENUS } from "./use-close-on-navigate";
import { Link } from "~/components/ui/link";
import { ShellForm } from "~/components/ui/shell-form";
import { useTranslation } from "~/utils/use-translation";
import { useChat } from "~/components/chat/chat-connection";
import { badgeCount } from "~/components/listing/badges";
import { useRootData } from "~/utils/use-root-data";
import { type IconName, Icon } from "~/components/icon";
import { HeaderSearch } from "./header-search";
import { badge, button } from "~/components/ui/ui.css";
import * as styles from "~/components/layout/layout.css";
import { MobileMenu } from "./mobile-menu";

function CountLink({ to, label, icon, count }: { to: string; label: string; icon: IconName; count: number }) {
  return (
    <Link to={to} className={styles.iconLink} aria-label={count ? `${label} (${count})` : label} title={label}>
      <Icon name={icon} size={22} />
      {count > 0 ? <span className={`${badge} ${styles.countBadge}`}>{badgeCount(count)}</span> : null}
    </Link>
  );
}

export function Header() {
  const { t } = useTranslation();
  const { user, counts } = useRootData();
  const chat = useChat();
  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <MobileMenu />
        <Link to="/" className={styles.logo}>
          {t("brand.name")}
        </Link>
        <HeaderSearch className={`${styles.searchForm} ${styles.desktopOnly}`} />
        <nav className={styles.headerActions} aria-label={t("nav.account")}>
          <span className={styles.desktopOnly}>
            <CountLink to="/dashboard?section=favorites" label={t("nav.favorites")} icon="heart" count={counts.favorites} />
          </span>
          {counts.favorite_news > 0 ? (
            <span className={styles.desktopOnly}>
              <CountLink to="/dashboard?section=favorites" label={t("nav.favorite_news")} icon="tag" count={counts.favorite_news} />
            </span>
          ) : null}
          <span className={styles.desktopOnly}>
            <CountLink to="/dashboard?section=messages" label={t("nav.messages")} icon="mail" count={chat?.unread ?? counts.unread_messages} />
          </span>
          {user ? (
            <details className={`${styles.dropdown} ${styles.desktopOnly}`} name={HEADER_MENUS}>
              <summary className={styles.dropdownSummary} data-testid="account-menu">
                {user.first_name || t("nav.account")} ▾
              </summary>
              <div className={styles.dropdownPanel}>
                <AccountLinks isAdmin={user.is_superuser} />
              </div>
            </details>
          ) : (
            <>
              <Link to="/auth?mode=login" className={`${button.ghost} ${styles.desktopOnly}`}>
                {t("nav.login")}
              </Link>
              <Link to="/auth?mode=register" className={`${button.secondary} ${styles.desktopOnly}`}>
                {t("nav.signup")}
              </Link>
            </>
          )}
          <Link to="/listings/wizard" className={`${button.primary} ${styles.desktopOnly}`}>
            {t("nav.post_ad")}
          </Link>
        </nav>
      </div>
    </header>
  );
}

/** The account menu: the Admin Panel link only for admins; Log out is a POST. */
export function AccountLinks({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const links = [
    ["/dashboard?section=dashboard", t("nav.dashboard")],
    ["/dashboard?section=profile", t("nav.profile")],
    ["/dashboard?section=my-listings", t("nav.my_listings")],
    ["/dashboard?section=settings", t("nav.settings")],
    ...(isAdmin ? [["/admin", t("nav.admin_panel")]] : []),
  ];
  return (
    <ul className={styles.menuList}>
      {links.map(([to, label]) => (
        <li key={to}>
          <Link to={to} className={styles.menuItem}>
            {label}
          </Link>
        </li>
      ))}
      <li>
        <ShellForm action="/logout">
          <button type="submit" className={styles.menuItem}>
            {t("nav.logout")}
          </button>
        </ShellForm>
      </li>
    </ul>
  );
}
