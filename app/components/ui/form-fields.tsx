import {
  type FieldName,
  type FormMetadata,
  FormProvider,
  getFormProps,
  getInputProps,
  useField,
  useFormMetadata,
} from "@conform-to/react";
import { Form, type FormProps } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/use-translation";
import { field as fieldClass, fieldError, formError, input, label as labelClass } from "./ui.css";
import { validationKey } from "~/locales/validation-key";

export type InputType = "text" | "email" | "password" | "tel" | "number" | "date" | "datetime-local" | "url" | "search";

// Fields read their own state with useField (inside the form's <FormProvider>), so each one
// re-renders when its errors change; errors are messages from the shared zod schemas.

/** A conform-validated POST form: the fields below it find their state through the provider. */
export function ValidatedForm<Schema extends Record<string, unknown>>({
  form,
  children,
  ...props
}: { form: FormMetadata<Schema, string[]>; children: ReactNode } & Omit<FormProps, "id" | "onSubmit">) {
  return (
    <FormProvider context={form.context}>
      <Form method="post" {...getFormProps(form)} noValidate {...props}>
        {children}
      </Form>
    </FormProvider>
  );
}

/** A labelled input whose error renders without JavaScript too. */
export function TextField(props: {
  name: FieldName<string | number | null | undefined>;
  label: string;
  type?: InputType;
  autoComplete?: string;
  placeholder?: string;
  multiline?: boolean;
}) {
  const [meta] = useField(props.name);
  const inputProps = getInputProps(meta, { type: props.type ?? "text", ariaAttributes: true });
  return (
    <div className={fieldClass}>
      <label htmlFor={meta.id} className={labelClass}>
        {props.label}
      </label>
      {props.multiline ? (
        <textarea
          id={meta.id}
          name={meta.name}
          form={meta.formId}
          defaultValue={meta.initialValue as string | undefined}
          aria-invalid={inputProps["aria-invalid"]}
          aria-describedby={inputProps["aria-describedby"]}
          className={input}
          rows={6}
          placeholder={props.placeholder}
        />
      ) : (
        <input {...inputProps} key={inputProps.key} className={input} autoComplete={props.autoComplete} placeholder={props.placeholder} />
      )}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function Checkbox({ name, children }: { name: FieldName<boolean | undefined>; children: ReactNode }) {
  const [meta] = useField(name);
  return (
    <div className={fieldClass}>
      <label style={{ display: "flex", gap: "8px", alignItems: "center" }}>
        <input {...getInputProps(meta, { type: "checkbox", ariaAttributes: true })} />
        {children}
      </label>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    <p id={id} className={fieldError}>
      {t(validationKey(errors[0]))}
    </p>
  );
}

/** The form-level error (e.g. the API's detail), announced as an alert. */
export function FormErrors() {
  const { t } = useTranslation();
  const form = useFormMetadata();
  if (!form.errors?.length) return null;
  return (
    <p id={form.errorId} className={formError} role="alert">
      {t(validationKey(form.errors[0]))}
    </p>
  );
}

