import { useLocation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { hrefWith } from "./browse-query";
import * as styles from "./browse.css";

/**
 * The views of a results page (grid, list, map) as plain links, `?view=…` (none for the first,
 * the default), so the choice works without JavaScript, stays in the URL and can be shared.
 */
export function ViewToggle<V extends string>({ current, options }: { current: V; options: Array<{ view: V; label: string }> }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <div className={styles.toggle} role="group" aria-label={t("browse.view")}>
      {options.map((option, i) => (
        <Link
          key={option.view}
          to={hrefWith(pathname, search, { view: i === 0 ? null : option.view })}
          className={styles.toggleLink}
          aria-current={option.view === current ? "true" : undefined}
          preventScrollReset
        >
          {option.label}
        </Link>
      ))}
    </div>
  );
}
