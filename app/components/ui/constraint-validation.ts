import { type Submission, parse } from "@conform-to/react";
import { EMAIL_MESSAGES } from "@schemas/constants";

/** A native constraint an input can fail, by the name of its ValidityState flag. */
type ValidityFlag = "valueMissing" | "typeMismatch" | "tooShort" | "tooLong" | "patternMismatch";

type FieldRule = {
  /** Attributes conform puts on the input (with its `type`, the rules the browser checks). */
  constraint: { required?: boolean; minLength?: number; maxLength?: number; pattern?: string };
  /** The schema's message for each constraint, in the order they are checked. */
  messages: Partial<Record<ValidityFlag, string>>;
};

/** A required e-mail (on an input of type="email"), with the messages of the schemas' `email()`. */
export const requiredEmail: FieldRule = {
  constraint: { required: true },
  messages: { valueMissing: EMAIL_MESSAGES.required, typeMismatch: EMAIL_MESSAGES.invalid },
};

/**
 * Client-side validation of a small form without zod in the browser: the browser checks the
 * inputs' native constraints (required, type=email, minLength...) and conform shows the zod
 * schema's message for the first one that fails, at its field. The action still parses the
 * submission with the schema, so it has the last word (and answers when JavaScript is off).
 * Spread the result into conform's `useForm` options.
 */
export function constraintValidation<Name extends string>(rules: Record<Name, FieldRule>) {
  const entries = Object.entries(rules) as [Name, FieldRule][];
  return {
    constraint: Object.fromEntries(entries.map(([name, rule]) => [name, rule.constraint])),
    onValidate({ form, formData }: { form: HTMLFormElement; formData: FormData }): Submission<Record<Name, string>> {
      return parse(formData, {
        resolve(value) {
          const error: Record<string, string[]> = {};
          for (const [name, rule] of entries) {
            const element = form.elements.namedItem(name);
            if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
            const failed = (Object.keys(rule.messages) as ValidityFlag[]).find((flag) => element.validity[flag]);
            if (failed) error[name] = [rule.messages[failed]!];
          }
          return Object.keys(error).length ? { error } : { value: value as Record<Name, string> };
        },
      });
    },
  };
}
