import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/use-translation";
import { type AdminDynamicField, DATA_TYPES, DISPLAY_TYPES, DISPLAY_TYPES_FOR, type DynamicFieldInput, DynamicFieldSchema } from "@schemas/admin-catalogue";
import { Checkbox, FormErrors, TextField, ValidatedForm } from "~/components/ui/form-fields";
import { SelectField } from "~/components/ui/select-field";
import { button, card } from "~/components/ui/ui.css";
import * as styles from "../admin.css";

/** What the form starts with: a stored field, or nothing for a new one. */
function initialValues(field: AdminDynamicField | null) {
  if (!field) return { is_active: true, sort_order: 0 };
  const rules = field.validation_rules ?? {};
  return {
    ...field,
    placeholder_en: field.placeholder_en ?? "",
    placeholder_es: field.placeholder_es ?? "",
    validation_rules: Object.fromEntries(Object.entries(rules).map(([key, value]) => [key, String(value)])),
  };
}

/**
 * A dynamic field's definition: every attribute, and its validation rules as separate inputs
 * (number range, text length, pattern) rather than JSON. Checked by the API's schema through
 * conform, so errors show at their inputs with or without JavaScript.
 */
export function DynamicFieldForm({ field, lastResult, children }: { field: AdminDynamicField | null; lastResult?: SubmissionResult<string[]>; children?: ReactNode }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<DynamicFieldInput>({
    id: field ? "dynamic-field-edit" : "dynamic-field-create",
    lastResult,
    defaultValue: initialValues(field),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DynamicFieldSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const rules = fields.validation_rules.getFieldset();
  return (
    <div className={card}>
      <ValidatedForm form={form}>
        <FormErrors />
        <div className={styles.formGrid}>
          <TextField name={fields.field_name.name} label={t("admin_catalogue.field_name")} />
          <TextField name={fields.sort_order.name} label={t("admin_catalogue.sort_order")} type="number" />
          <TextField name={fields.label_en.name} label={t("admin_catalogue.label_en")} />
          <TextField name={fields.label_es.name} label={t("admin_catalogue.label_es")} />
          <SelectField
            name={fields.data_type.name}
            label={t("admin_catalogue.data_type")}
            placeholder={t("admin_catalogue.choose")}
            options={DATA_TYPES.map((type) => ({ value: type, label: type }))}
          />
          <SelectField
            name={fields.display_type.name}
            label={t("admin_catalogue.display_type")}
            placeholder={t("admin_catalogue.choose")}
            options={DISPLAY_TYPES.map((type) => ({ value: type, label: type }))}
          />
          <p className={`${styles.muted} ${styles.wide}`}>
            {t("admin_catalogue.types_fit")}{" "}
            {DATA_TYPES.map((type) => `${type}: ${DISPLAY_TYPES_FOR[type].join(", ")}`).join(" · ")}
          </p>
          <TextField name={fields.placeholder_en.name} label={t("admin_catalogue.placeholder_en")} />
          <TextField name={fields.placeholder_es.name} label={t("admin_catalogue.placeholder_es")} />
          <Checkbox name={fields.is_required.name}>{t("admin_catalogue.required")}</Checkbox>
          <Checkbox name={fields.is_active.name}>{t("admin_catalogue.active")}</Checkbox>
        </div>
        <fieldset className={styles.formGrid} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend>
            <strong>{t("admin_catalogue.validation_rules")}</strong> <span className={styles.muted}>{t("admin_catalogue.validation_rules_help")}</span>
          </legend>
          <TextField name={rules.min.name} label={t("admin_catalogue.rule_min")} type="number" />
          <TextField name={rules.max.name} label={t("admin_catalogue.rule_max")} type="number" />
          <TextField name={rules.min_length.name} label={t("admin_catalogue.rule_min_length")} type="number" />
          <TextField name={rules.max_length.name} label={t("admin_catalogue.rule_max_length")} type="number" />
          <div className={styles.wide}>
            <TextField name={rules.pattern.name} label={t("admin_catalogue.rule_pattern")} />
          </div>
        </fieldset>
        {children}
        <button type="submit" className={button.primary} disabled={navigation.state === "submitting"}>
          {field ? t("admin.form.save") : t("admin.form.create")}
        </button>
      </ValidatedForm>
    </div>
  );
}
