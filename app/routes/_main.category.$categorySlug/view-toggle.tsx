import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { ListingView } from "~/components/listing/listing-card";
import { hrefWith } from "~/components/browse/browse-query";
import * as styles from "~/components/browse/browse.css";

/** Grid or list: plain links (`?view=list`), so the choice works without JavaScript and stays in the URL. */
export function ViewToggle({ view }: { view: ListingView }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const views: Array<{ view: ListingView; label: string }> = [
    { view: "grid", label: t("browse.view_grid") },
    { view: "list", label: t("browse.view_list") },
  ];
  return (
    <div className={styles.toggle} role="group" aria-label={t("browse.view")}>
      {views.map((option) => (
        <Link
          key={option.view}
          to={hrefWith(pathname, search, { view: option.view === "list" ? "list" : null })}
          className={styles.toggleLink}
          aria-current={option.view === view ? "true" : undefined}
          preventScrollReset
        >
          {option.label}
        </Link>
      ))}
    </div>
  );
}
