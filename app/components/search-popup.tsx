import { useTranslation } from "react-i18next";
import { Icon } from "./icon";
import * as layout from "./layout/layout.css";
import { SearchFilterFields } from "./search/search-filter-fields";
import * as styles from "./search/search.css";
import { button } from "./ui/ui.css";

/**
 * The search popup: filters that join the header query in one GET form to /search, so it
 * works without JavaScript; with it, Search is disabled while the query is 1 character.
 */
export function SearchPopup({ query = "" }: { query?: string }) {
  const { t } = useTranslation();
  const tooShort = query.trim().length === 1;
  return (
    <details className={layout.dropdown}>
      <summary className={button.ghost} aria-label={t("search.filters")}>
        <Icon name="sliders" size={20} />
      </summary>
      <div className={`${layout.dropdownPanel} ${styles.popupPanel}`}>
        <SearchFilterFields idPrefix="search" />
        <button type="submit" className={button.primary} disabled={tooShort} style={{ width: "100%" }}>
          {t("search.submit")}
        </button>
      </div>
    </details>
  );
}
