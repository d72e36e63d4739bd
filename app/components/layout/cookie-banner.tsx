import { Link } from "~/components/ui/link";
import { ShellForm } from "~/components/ui/shell-form";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/utils/use-translation";
import { button } from "../ui/ui.css";
import * as styles from "./layout.css";
import { useHereUrl } from "./preference-forms";

/** Accept All or Decline; the choice is stored in a cookie by a form action. */
export function CookieBanner() {
  const { t } = useTranslation();
  const here = useHereUrl();
  const ref = useRef<HTMLElement>(null);
  // The back-to-top button (fixed, JavaScript's) rises above the banner by its height.
  useEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(styles.COOKIE_BANNER_SPACE, `${banner.offsetHeight + 16}px`));
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.removeProperty(styles.COOKIE_BANNER_SPACE);
    };
  }, []);
  return (
    <section ref={ref} className={styles.cookieBanner} aria-label={t("cookies.title")} data-testid="cookie-banner">
      <p className={styles.cookieText}>
        {`${t("cookies.text")} `}<Link to="/privacy-policy">{t("cookies.privacy_link")}</Link>
      </p>
      <ShellForm action="/preferences" className={styles.cookieActions} preventScrollReset>
        <input type="hidden" name="intent" value="consent" />
        <input type="hidden" name="redirectTo" value={here} />
        <button type="submit" name="value" value="declined" className={button.secondary}>
          {t("cookies.decline")}
        </button>
        <button type="submit" name="value" value="accepted" className={button.primary}>
          {t("cookies.accept")}
        </button>
      </ShellForm>
    </section>
  );
}
