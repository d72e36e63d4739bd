import { type FieldName, getSelectProps, useField } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldErrors } from "./form-fields";
import { field as fieldClass, input, label as labelClass } from "./ui.css";

// A module of its own: the home and listing pages' bundles should not carry it.

/** A labelled select whose error renders without JavaScript too. */
export function SelectField(props: {
  name: FieldName<string | number | null | undefined>;
  label: string;
  /** The choices; or `children`, options of the caller's own making (groups, nesting). */
  options?: Array<{ value: string; label: string }>;
  children?: ReactNode;
  /** The empty first choice ("Choose..."), when the field may be left unset. */
  placeholder?: string;
}) {
  const [meta] = useField(props.name);
  const selectProps = getSelectProps(meta, { ariaAttributes: true });
  return (
    <div className={fieldClass}>
      <label htmlFor={meta.id} className={labelClass}>
        {props.label}
      </label>
      <select {...selectProps} key={selectProps.key} className={input}>
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {props.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {props.children}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
