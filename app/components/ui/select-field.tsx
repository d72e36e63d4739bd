import { type FieldName, getSelectProps, useField } from "@conform-to/react";
import { FieldErrors } from "./form-fields";
import { field as fieldClass, input, label as labelClass } from "./ui.css";

// A module of its own: only the back-office's forms have selects, and the public pages' bundles
// should not carry it.

/** A labelled select whose error renders without JavaScript too. */
export function SelectField(props: {
  name: FieldName<string | number | null | undefined>;
  label: string;
  options: Array<{ value: string; label: string }>;
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
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
