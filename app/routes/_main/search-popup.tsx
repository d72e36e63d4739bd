import { HEADER_MENUS } from "./use-close-on-navigate";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { useCategoryTree, useSearchLocations } from "~/components/browse/use-browse-lists";
import { useHydrated } from "~/utils/use-hydrated";
import { Icon } from "~/components/icon";
import * as layout from "~/components/layout/layout.css";
import { SearchFilterFields } from "~/components/search/search-filter-fields";
import * as styles from "~/components/search/search.css";
import { button } from "~/components/ui/ui.css";

/**
 * The search popup: filters that join the header query in one GET form to /search; Search is
 * disabled while the query is 1 character. It is drawn once JavaScript runs (its category and
 * location lists would otherwise weigh on every page's HTML and render); without JavaScript its
 * button is a link to the search page, whose form has the same filters.
 */
export function SearchPopup({ query = "" }: { query?: string }) {
  return typeof document === "undefined" ? <FiltersLink /> : <LiveSearchPopup query={query} />;
}

/** The popup's button before JavaScript runs: a link to the search page. */
function FiltersLink() {
  const { t } = useTranslation();
  return (
    <Link to="/search" className={button.ghost} aria-label={t("search.filters")}>
      <Icon name="sliders" size={20} />
    </Link>
  );
}

function LiveSearchPopup({ query }: { query: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const categories = useCategoryTree();
  const locations = useSearchLocations();
  const tooShort = query.trim().length === 1;
  if (!hydrated) return <FiltersLink />;
  return (
    <details className={layout.dropdown} name={HEADER_MENUS}>
      <summary className={button.ghost} aria-label={t("search.filters")}>
        <Icon name="sliders" size={20} />
      </summary>
      <div className={`${layout.dropdownPanel} ${styles.popupPanel}`}>
        <SearchFilterFields idPrefix="search" categories={categories} locations={locations} />
        <button type="submit" className={button.primary} disabled={tooShort} style={{ width: "100%" }}>
          {t("search.submit")}
        </button>
      </div>
    </details>
  );
}
