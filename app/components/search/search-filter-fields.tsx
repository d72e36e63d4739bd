import { useTranslation } from "~/utils/use-translation";
import { SORT_OPTIONS } from "@schemas/constants";
import type { FilterCategory, ShellLocation } from "~/utils/types";
import { field, input, label } from "../ui/ui.css";
import * as styles from "./search.css";

/** The search filters (category, price range, currency, location, sort) as they travel in the /search URL. */
export type SearchFilterValues = { category: string; price_min: string; price_max: string; location: string; sort_by: string };

export const NO_FILTERS: SearchFilterValues = { category: "", price_min: "", price_max: "", location: "", sort_by: "relevance" };

/** Reads the filters of a /search URL (blank when absent). */
export function readSearchFilters(params: URLSearchParams): SearchFilterValues {
  const value = (name: keyof SearchFilterValues) => params.get(name)?.trim() ?? "";
  const sort = value("sort_by");
  return {
    category: value("category"),
    price_min: value("price_min"),
    price_max: value("price_max"),
    location: value("location"),
    sort_by: SORT_OPTIONS.find((option) => option === sort) ?? "relevance",
  };
}

/**
 * The filter fields of the search popup and the /search page (category with its subcategories,
 * price range, location with the top locations suggested, sort); they belong to the surrounding GET form. `idPrefix` keeps ids
 * unique when both are on one page.
 */
export function SearchFilterFields({
  idPrefix,
  categories,
  locations,
  values = NO_FILTERS,
  withDistance = false,
}: {
  idPrefix: string;
  categories: FilterCategory[];
  locations: ShellLocation[];
  values?: SearchFilterValues;
  /** Offer the sort by distance: only beside the near-a-place fields, which it measures from. */
  withDistance?: boolean;
}) {
  const { t } = useTranslation();
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <>
      <div className={field}>
        <label className={label} htmlFor={id("category")}>
          {t("search.category")}
        </label>
        <select id={id("category")} name="category" className={input} defaultValue={values.category}>
          <option value="">{t("search.any_category")}</option>
          {categories.map((category) => (
            <optgroup key={category.slug} label={category.name}>
              <option value={category.slug}>{t("search.all_of_category", { name: category.name })}</option>
              {category.children.map((child) => (
                <option key={child.slug} value={child.slug}>
                  {child.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className={styles.priceRange}>
        <div className={field}>
          <label className={label} htmlFor={id("price-min")}>
            {t("search.price_min")}
          </label>
          <input
            id={id("price-min")}
            name="price_min"
            type="number"
            min="0"
            inputMode="numeric"
            className={input}
            defaultValue={values.price_min}
          />
        </div>
        <div className={field}>
          <label className={label} htmlFor={id("price-max")}>
            {t("search.price_max")}
          </label>
          <input
            id={id("price-max")}
            name="price_max"
            type="number"
            min="0"
            inputMode="numeric"
            className={input}
            defaultValue={values.price_max}
          />
        </div>
      </div>
      <div className={field}>
        <label className={label} htmlFor={id("location")}>
          {t("search.location")}
        </label>
        {/* Free text searches addresses; a suggested name picks that top location. */}
        <input id={id("location")} name="location" list={id("locations")} className={input} defaultValue={values.location} />
        <datalist id={id("locations")}>
          {locations.map((location) => (
            <option key={location.slug} value={location.name} />
          ))}
        </datalist>
      </div>
      <div className={field}>
        <label className={label} htmlFor={id("sort")}>
          {t("search.sort")}
        </label>
        <select id={id("sort")} name="sort_by" className={input} defaultValue={values.sort_by}>
          {SORT_OPTIONS.filter((option) => withDistance || option !== "distance").map((option) => (
            <option key={option} value={option}>
              {t(`sort.${option}`)}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
