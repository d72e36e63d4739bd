import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/use-translation";
import type * as z from "zod";
import { Checkbox, FormErrors, type InputType, TextField, ValidatedForm } from "../ui/form-fields";
import { SelectField } from "../ui/select-field";
import { button, card } from "../ui/ui.css";
import * as styles from "./admin.css";

export type FieldSpec = {
  name: string;
  label: string;
  type?: InputType | "textarea" | "checkbox" | "select";
  options?: Array<{ value: string; label: string }>;
  /** For a select that may be left unset: the empty choice's text. */
  placeholder?: string;
  /** Spans both columns of the form's grid (long texts). */
  wide?: boolean;
};

/** What an admin form's fields hold (a form's values are texts, numbers, ticks and lists). */
type FormValues = Record<string, string | number | boolean | string[] | null | undefined>;

/**
 * A back-office form drawn from a list of fields and checked by the same zod schema as its
 * action (conform): errors show at their fields, with or without JavaScript. `children` go
 * after the fields (e.g. hidden inputs, extra controls).
 */
export function AdminForm(props: {
  id: string;
  schema: z.ZodType;
  fields: FieldSpec[];
  defaultValue?: FormValues;
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel?: string;
  encType?: "multipart/form-data";
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form] = useForm<FormValues>({
    id: props.id,
    lastResult: props.lastResult,
    defaultValue: props.defaultValue,
    // The form only shows errors; the typed value is the action's business.
    onValidate: ({ formData }) => parseWithZod(formData, { schema: props.schema as z.ZodType<FormValues> }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <div className={card}>
      <ValidatedForm form={form} encType={props.encType}>
        <FormErrors />
        <div className={styles.formGrid}>
          {props.fields.map((field) => (
            <div key={field.name} className={field.wide || field.type === "textarea" ? styles.wide : undefined}>
              <FieldFor field={field} />
            </div>
          ))}
        </div>
        {props.children}
        <button type="submit" className={button.primary} disabled={navigation.state === "submitting"}>
          {props.submitLabel ?? t("admin.form.save")}
        </button>
      </ValidatedForm>
    </div>
  );
}

function FieldFor({ field }: { field: FieldSpec }) {
  switch (field.type) {
    case "checkbox":
      return <Checkbox name={field.name}>{field.label}</Checkbox>;
    case "select":
      return <SelectField name={field.name} label={field.label} options={field.options ?? []} placeholder={field.placeholder} />;
    case "textarea":
      return <TextField name={field.name} label={field.label} multiline />;
    default:
      return <TextField name={field.name} label={field.label} type={field.type} />;
  }
}
