import { useRef } from "react";
import { useTranslation } from "~/utils/use-translation";
import { Icon } from "~/components/icon";
import { button } from "~/components/ui/ui.css";
import * as styles from "~/components/layout/layout.css";
import { HEADER_MENUS, useCloseOnNavigate } from "./use-close-on-navigate";

/** The main navigation's id: the menu button controls it. */
export const MAIN_NAVIGATION_ID = "main-navigation";

/**
 * The phone's menu button. It opens no panel of its own: while it is open, the main navigation
 * that follows the header (hidden on phones) slides in as the menu (layout.css), so its links
 * and forms are written once in every page. A <details>: it opens without JavaScript.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const ref = useRef<HTMLDetailsElement>(null);
  useCloseOnNavigate(ref);
  return (
    <details ref={ref} className={`${styles.mobileMenu} ${styles.mobileOnly}`} name={HEADER_MENUS}>
      <summary className={button.ghost} aria-label={t("nav.menu")} aria-controls={MAIN_NAVIGATION_ID} data-testid="mobile-menu-toggle">
        <Icon name="menu" size={24} />
      </summary>
      <div className={styles.mobileMenuBackdrop} aria-hidden="true" onClick={() => ref.current && (ref.current.open = false)} />
    </details>
  );
}
