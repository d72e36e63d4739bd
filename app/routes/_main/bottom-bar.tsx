import { NavLink } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { useRootData } from "~/utils/use-root-data";
import { type IconName, Icon } from "~/components/icon";
import * as styles from "~/components/layout/layout.css";

/** The mobile bottom bar: Home, Search, Ad, Places, Account or Log in. */
export function BottomBar() {
  const { t } = useTranslation();
  const { user } = useRootData();
  const items: { to: string; icon: IconName; label: string; end: boolean }[] = [
    { to: "/", icon: "home", label: t("nav.home"), end: true },
    { to: "/search", icon: "search", label: t("nav.search"), end: false },
    { to: "/listings/wizard", icon: "plus", label: t("nav.ad"), end: false },
    { to: "/places", icon: "map-pin", label: t("nav.places"), end: false },
    user
      ? { to: "/dashboard", icon: "user", label: t("nav.account"), end: false }
      : { to: "/auth?mode=login", icon: "user", label: t("nav.login"), end: false },
  ];
  return (
    <nav className={`${styles.bottomBar} ${styles.mobileOnly}`} aria-label={t("nav.bottom")} data-testid="bottom-bar">
      {items.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className={styles.bottomBarLink}>
          <Icon name={item.icon} size={22} />
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
