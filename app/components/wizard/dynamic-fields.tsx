import { useField } from "@conform-to/react";
import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "~/utils/use-translation";
import type { FieldDefinition } from "@schemas/listing";
import { splitOptions } from "./dynamic-values";
import { pickLocalized } from "~/utils/localized";
import { FieldErrors } from "~/components/ui/form-fields";
import { field as fieldClass, input, label as labelClass } from "~/components/ui/ui.css";
import * as styles from "./dynamic-fields.css";
import { type GridCell, gridCells } from "./field-grid";

// The category's dynamic fields as plain form controls named `field_values.<field_name>`, so
// conform/zod parse them into a nested object. Everything works without JavaScript.

type Group = { key: string; name: string | null; order: number; definitions: FieldDefinition[] };

const LAST = Number.MAX_SAFE_INTEGER;

/** Groups by group_position.group_id (null: one group without heading), in layout order. */
function groupDefinitions(definitions: FieldDefinition[], language: string): Group[] {
  const groups = new Map<string, Group>();
  for (const definition of definitions) {
    const position = definition.group_position;
    const id = position?.group_id ?? null;
    const key = id === null ? "none" : String(id);
    let group = groups.get(key);
    if (!group) {
      const name = id === null || !position ? null : pickLocalized({ group_name_en: position.group_name_en, group_name_es: position.group_name_es }, "group_name", language) || null;
      group = { key, name, order: LAST, definitions: [] };
      groups.set(key, group);
    }
    if (position) group.order = Math.min(group.order, position.group_sort_order);
    group.definitions.push(definition);
  }
  const byLayout = (a: FieldDefinition, b: FieldDefinition) =>
    (a.group_position?.sort_order ?? LAST) - (b.group_position?.sort_order ?? LAST) || a.sort_order - b.sort_order || a.id - b.id;
  return [...groups.values()]
    .map((group) => ({ ...group, definitions: [...group.definitions].sort(byLayout) }))
    .sort((a, b) => a.order - b.order || (a.key === "none" ? -1 : b.key === "none" ? 1 : Number(a.key) - Number(b.key)));
}

export function DynamicFields({ definitions }: { definitions: FieldDefinition[] }) {
  const { i18n } = useTranslation();
  if (definitions.length === 0) return null;
  const groups = groupDefinitions(definitions, i18n.language);
  return (
    <>
      {groups.map((group) => {
        const layout = gridCells(group.definitions);
        const gridStyle = { "--field-columns": layout.columns } as CSSProperties;
        const cells = group.definitions.map((definition) => (
          <DynamicField key={definition.id} definition={definition} cell={layout.cells.get(definition.id)!} />
        ));
        return group.name ? (
          <fieldset key={group.key} className={styles.group}>
            <legend className={styles.groupLegend}>{group.name}</legend>
            <div className={styles.grid} style={gridStyle}>
              {cells}
            </div>
          </fieldset>
        ) : (
          <div key={group.key} className={styles.grid} style={gridStyle}>
            {cells}
          </div>
        );
      })}
    </>
  );
}

const numberRule = (rules: FieldDefinition["validation_rules"], key: string) => {
  const value = rules?.[key];
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
};
const stringRule = (rules: FieldDefinition["validation_rules"], key: string) => {
  const value = rules?.[key];
  return typeof value === "string" && value ? value : undefined;
};

/** The initial value as a list of strings (arrays, or comma-separated text). */
function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  return typeof value === "string" ? splitOptions(value) : [];
}
const asText = (value: unknown): string | undefined => (typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined);
const isOn = (value: unknown) => value === true || value === "true" || value === "on";

function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {" *"}
    </span>
  );
}

/** The inline custom properties that put a field in its cell (see dynamic-fields.css.ts). */
function cellStyle(cell: GridCell): CSSProperties {
  return {
    "--field-span": cell.span,
    ...(cell.row !== null && cell.column !== null ? { "--field-row": cell.row, "--field-column": cell.column } : {}),
  } as CSSProperties;
}

function DynamicField({ definition, cell }: { definition: FieldDefinition; cell: GridCell }) {
  const { t, i18n } = useTranslation();
  const [meta] = useField(`field_values.${definition.field_name}`);
  const language = i18n.language;
  const label = pickLocalized(definition, "label", language);
  const placeholder = pickLocalized(definition, "placeholder", language) || undefined;
  const rules = definition.validation_rules;
  const required = definition.is_required;
  const invalid = Boolean(meta.errors?.length);
  const aria = { "aria-invalid": invalid || undefined, "aria-describedby": invalid ? meta.errorId : undefined };
  const options = [...definition.options].sort((a, b) => a.sort_order - b.sort_order);
  const optionLabel = (option: (typeof options)[number]) => pickLocalized(option, "label", language);
  const initial = meta.initialValue as unknown;

  const labelled = (control: ReactNode) => (
    <>
      <label htmlFor={meta.id} className={labelClass}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {control}
    </>
  );

  let body: ReactNode;
  switch (definition.display_type) {
    case "TEXTAREA":
      body = labelled(
        <textarea
          key={meta.key}
          id={meta.id}
          name={meta.name}
          defaultValue={asText(initial)}
          rows={4}
          className={input}
          placeholder={placeholder}
          required={required}
          maxLength={numberRule(rules, "max_length")}
          {...aria}
        />,
      );
      break;
    case "NUMBER":
      body = labelled(
        <input
          key={meta.key}
          id={meta.id}
          name={meta.name}
          type="number"
          inputMode="decimal"
          step="any"
          min={numberRule(rules, "min")}
          max={numberRule(rules, "max")}
          defaultValue={asText(initial)}
          className={input}
          placeholder={placeholder}
          required={required}
          {...aria}
        />,
      );
      break;
    case "DATE":
      body = labelled(
        <input key={meta.key} id={meta.id} name={meta.name} type="date" defaultValue={asText(initial)} className={input} required={required} {...aria} />,
      );
      break;
    case "COLOR_PICKER": {
      const value = asText(initial);
      body = labelled(
        <input
          key={meta.key}
          id={meta.id}
          name={meta.name}
          type="color"
          defaultValue={value && /^#[0-9a-fA-F]{6}$/.test(value) ? value : "#1f2933"}
          className={styles.colour}
          required={required}
          {...aria}
        />,
      );
      break;
    }
    case "SELECT":
      body = labelled(
        <select key={meta.key} id={meta.id} name={meta.name} defaultValue={asText(initial) ?? ""} className={input} required={required} {...aria}>
          <option value="">{placeholder ?? t("fields.choose")}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {optionLabel(option)}
            </option>
          ))}
        </select>,
      );
      break;
    case "RADIO":
    case "MULTI_SELECT": {
      const multiple = definition.display_type === "MULTI_SELECT";
      const chosen = multiple ? asList(initial) : [asText(initial) ?? ""];
      body = (
        <fieldset key={meta.key} id={meta.id} className={styles.choices} aria-describedby={aria["aria-describedby"]}>
          <legend className={labelClass}>
            {label}
            {required ? <RequiredMark /> : null}
          </legend>
          <div className={styles.choiceList}>
            {options.map((option, index) => (
              <label key={option.value} className={styles.choice}>
                <input
                  id={`${meta.id}-${index}`}
                  name={meta.name}
                  type={multiple ? "checkbox" : "radio"}
                  value={option.value}
                  defaultChecked={chosen.includes(option.value)}
                  required={!multiple && required ? true : undefined}
                  aria-invalid={aria["aria-invalid"]}
                />
                {optionLabel(option)}
              </label>
            ))}
          </div>
        </fieldset>
      );
      break;
    }
    case "CHECKBOX":
      body = (
        <label className={styles.choice}>
          <input key={meta.key} id={meta.id} name={meta.name} type="checkbox" value="on" defaultChecked={isOn(initial)} {...aria} />
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      );
      break;
    default:
      body = labelled(
        <input
          key={meta.key}
          id={meta.id}
          name={meta.name}
          type="text"
          defaultValue={asText(initial)}
          className={input}
          placeholder={placeholder}
          required={required}
          maxLength={numberRule(rules, "max_length")}
          pattern={stringRule(rules, "pattern")}
          {...aria}
        />,
      );
  }

  return (
    <div className={`${fieldClass} ${styles.cell}`} style={cellStyle(cell)} data-field={definition.field_name}>
      {body}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
