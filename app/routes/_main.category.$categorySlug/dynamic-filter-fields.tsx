import { useTranslation } from "~/utils/use-translation";
import type { FieldDefinition } from "@schemas/listing";
import { useLocalized } from "~/utils/localized";
import { input } from "~/components/ui/ui.css";
import { dynamicParam } from "~/components/browse/browse-query";
import * as styles from "~/components/browse/browse.css";

type Kind = "range" | "options" | "yes-no";

/** How a field is filtered (API: numbers as ranges, options as any-of, booleans as yes/no); null: not at all. */
export function filterKind(field: FieldDefinition): Kind | null {
  if (field.data_type === "BOOLEAN" || field.display_type === "CHECKBOX") return "yes-no";
  if (field.data_type === "INTEGER" || field.data_type === "FLOAT" || field.display_type === "NUMBER") return "range";
  if (["SELECT", "RADIO", "MULTI_SELECT"].includes(field.display_type) && field.options.length > 0) return "options";
  return null;
}

/** Inputs of one dynamic field, named `df_<field>` (options, yes/no) or `df_<field>_min`/`_max`. */
function DynamicFilter({ field, kind, values }: { field: FieldDefinition; kind: Kind; values: Record<string, string[]> }) {
  const { t } = useTranslation();
  const localized = useLocalized();
  const label = localized(field, "label");
  const id = `filter-${field.field_name}`;
  const first = (param: string) => values[param]?.[0] ?? "";
  if (kind === "range") {
    return (
      <fieldset className={styles.filterGroup}>
        <legend className={styles.legend}>{label}</legend>
        <div className={styles.pair}>
          {(["min", "max"] as const).map((bound) => (
            <input
              key={bound}
              type="number"
              step="any"
              name={dynamicParam(field.field_name, bound)}
              defaultValue={first(dynamicParam(field.field_name, bound))}
              aria-label={t(`browse.${bound}_of`, { label })}
              placeholder={t(`browse.${bound}`)}
              className={input}
            />
          ))}
        </div>
      </fieldset>
    );
  }
  const param = dynamicParam(field.field_name);
  if (kind === "yes-no") {
    const chosen = first(param);
    const options = [
      { value: "", label: t("browse.any") },
      { value: "true", label: t("common.yes") },
      { value: "false", label: t("common.no") },
    ];
    return (
      <fieldset className={styles.filterGroup}>
        <legend className={styles.legend}>{label}</legend>
        <div className={styles.actions}>
          {options.map((option) => (
            <label key={option.value} className={styles.choice}>
              <input type="radio" name={param} value={option.value} defaultChecked={chosen === option.value} />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  // The API takes repeated or comma-separated options; a link may carry either.
  const chosen = new Set((values[param] ?? []).flatMap((v) => v.split(",")));
  return (
    <fieldset className={styles.filterGroup}>
      <legend className={styles.legend}>{label}</legend>
      <div className={styles.choices}>
        {field.options.map((option) => (
          <label key={option.value} className={styles.choice} htmlFor={`${id}-${option.value}`}>
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              name={param}
              value={option.value}
              defaultChecked={chosen.has(option.value)}
            />
            {localized(option, "label")}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The filters of a category's dynamic fields that can be filtered. */
export function DynamicFilterFields({ fields, values }: { fields: FieldDefinition[]; values: Record<string, string[]> }) {
  return (
    <>
      {fields.map((field) => {
        const kind = filterKind(field);
        return kind ? <DynamicFilter key={field.id} field={field} kind={kind} values={values} /> : null;
      })}
    </>
  );
}
