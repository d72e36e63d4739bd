import { useEffect, useState } from "react";
import { useTranslation } from "~/utils/use-translation";
import { Icon } from "~/components/icon";
import * as styles from "~/components/layout/layout.css";

export const SCROLL_TOP_THRESHOLD = 300;

/** Appears after scrolling more than 300px (an enhancement: nothing without JavaScript). */
export function ScrollToTop() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button type="button" className={styles.scrollTop} aria-label={t("nav.scroll_top")} onClick={() => window.scrollTo({ top: 0 })}>
      <Icon name="arrow-up" />
    </button>
  );
}
