import { useTranslation } from "react-i18next";
import { SORT_OPTIONS } from "../../api/schemas/search";
import { useLocalized } from "../utils/localized";
import { useRootData } from "../utils/use-root-data";
import { Icon } from "./icon";
import * as layout from "./layout/layout.css";
import { button, field, input, label } from "./ui/ui.css";


/**
 * SPEC §2 search popup: filters that join the header query in one GET form to /search, so it
 * works without JavaScript; with it, Search is disabled while the query is 1 character.
 */
export function SearchPopup({ query = "" }: { query?: string }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { categories } = useRootData();
  const tooShort = query.trim().length === 1;
  return (
    <details className={layout.dropdown}>
      <summary className={button.ghost} aria-label={t("search.filters")}>
        <Icon name="sliders" size={20} />
      </summary>
      <div className={layout.dropdownPanel} style={{ width: "320px" }}>
        <div className={field}>
          <label className={label} htmlFor="search-category">
            {t("search.category")}
          </label>
          <select id="search-category" name="category" className={input} defaultValue="">
            <option value="">{t("search.any_category")}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.slug}>
                {localized(category, "name")}
              </option>
            ))}
          </select>
        </div>
        <div style={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "8px" }}>
          <div className={field}>
            <label className={label} htmlFor="search-price-min">
              {t("search.price_min")}
            </label>
            <input id="search-price-min" name="price_min" type="number" min="0" inputMode="numeric" className={input} />
          </div>
          <div className={field}>
            <label className={label} htmlFor="search-price-max">
              {t("search.price_max")}
            </label>
            <input id="search-price-max" name="price_max" type="number" min="0" inputMode="numeric" className={input} />
          </div>
        </div>
        <div className={field}>
          <label className={label} htmlFor="search-location">
            {t("search.location")}
          </label>
          <input id="search-location" name="location" className={input} />
        </div>
        <div className={field}>
          <label className={label} htmlFor="search-sort">
            {t("search.sort")}
          </label>
          <select id="search-sort" name="sort_by" className={input} defaultValue="relevance">
            {SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`sort.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={button.primary} disabled={tooShort} style={{ width: "100%" }}>
          {t("search.submit")}
        </button>
      </div>
    </details>
  );
}
