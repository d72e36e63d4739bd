import { Form, useSubmit } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { FieldDefinition } from "@schemas/listing";
import { button, field as fieldClass, formError, input, label as labelClass } from "~/components/ui/ui.css";
import { BROWSE_SORT_OPTIONS, type BrowseState, activeFilterCount } from "~/components/browse/browse-query";
import * as styles from "~/components/browse/browse.css";
import { DynamicFilterFields } from "./dynamic-filter-fields";
import { NearFields, TopLocationSelect } from "~/components/search/near-fields";
import { validationKey } from "~/locales/validation-key";
import type { ShellLocation } from "~/utils/types";

/**
 * ONE GET form for every filter and the sort, so the whole state sits in the URL and the panel
 * works without JavaScript; with it, changing the sort applies at once. Below 768px it folds into
 * a <details>.
 */
export function FilterPanel(props: {
  action: string;
  state: BrowseState;
  currency: "gbp" | "eur";
  fields: FieldDefinition[];
  locations: ShellLocation[];
  errors: string[];
}) {
  const { t } = useTranslation();
  const submit = useSubmit();
  const { state, currency, fields, locations, errors, action } = props;
  const symbol = currency === "eur" ? "€" : "£";
  // Text a link carried in `location` that is no listed slug belongs in the free-text box.
  const listed = locations.some((l) => l.slug === state.location);
  const active = activeFilterCount(state);
  return (
    <details className={styles.panel}>
      <summary className={styles.panelSummary}>
        {active ? t("browse.filters_active", { count: active }) : t("browse.filters")}
      </summary>
      <Form method="get" action={action} aria-label={t("browse.filters")} key={JSON.stringify(state)}>
        <h2 className="visually-hidden">{t("browse.filters")}</h2>
        {errors.length ? (
          <div className={formError} role="alert">
            {errors.map((message) => (
              <p key={message} style={{ margin: 0 }}>
                {t(validationKey(message))}
              </p>
            ))}
          </div>
        ) : null}
        {state.view !== "grid" ? <input type="hidden" name="view" value={state.view} /> : null}
        {state.bbox ? <input type="hidden" name="bbox" value={state.bbox} /> : null}
        <div className={fieldClass}>
          <label htmlFor="browse-sort" className={labelClass}>
            {t("browse.sort")}
          </label>
          <select
            id="browse-sort"
            name="sort"
            defaultValue={state.sort}
            className={input}
            onChange={(event) => submit(event.currentTarget.form)}
          >
            {BROWSE_SORT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`sort.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={styles.filterGroup}>
          <legend className={styles.legend}>{t("browse.price", { symbol })}</legend>
          <div className={styles.pair}>
            <input
              type="number"
              min={0}
              step="any"
              name="price_min"
              defaultValue={state.priceMin}
              aria-label={t("browse.price_min", { symbol })}
              placeholder={t("browse.min")}
              className={input}
            />
            <input
              type="number"
              min={0}
              step="any"
              name="price_max"
              defaultValue={state.priceMax}
              aria-label={t("browse.price_max", { symbol })}
              placeholder={t("browse.max")}
              className={input}
            />
          </div>
        </fieldset>
        {locations.length ? (
          <div className={fieldClass}>
            <label htmlFor="browse-location" className={labelClass}>
              {t("browse.location")}
            </label>
            <TopLocationSelect id="browse-location" name="location" value={listed ? state.location : ""} anyLabel={t("browse.any_location")} locations={locations} />
          </div>
        ) : null}
        <NearFields idPrefix="browse" locations={locations} values={state.near} />
        <div className={fieldClass}>
          <label htmlFor="browse-address" className={labelClass}>
            {t("browse.address")}
          </label>
          <input
            id="browse-address"
            type="search"
            name="address"
            defaultValue={state.address || (listed ? "" : state.location)}
            placeholder={t("browse.address_placeholder")}
            maxLength={200}
            className={input}
          />
        </div>
        <DynamicFilterFields fields={fields} values={state.dynamic} />
        <div className={styles.actions}>
          <button type="submit" className={button.primary}>
            {t("browse.apply")}
          </button>
          <Link to={state.view !== "grid" ? `${action}?view=${state.view}` : action} className={button.secondary}>
            {t("browse.clear")}
          </Link>
        </div>
      </Form>
    </details>
  );
}
