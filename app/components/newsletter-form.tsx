import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { type useActionData, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { action as newsletterAction } from "../routes/_main.newsletter.subscribe/route";
import { constraintValidation, requiredEmail } from "./ui/constraint-validation";
import { button, fieldError, input } from "./ui/ui.css";
import { Honeypot } from "./ui/honeypot";
import { validationKey } from "~/locales/validation-key";

type Status = "idle" | "submitting" | "success" | "error";
/** Success returns to idle after 3 s, error after 5 s. */
const RESET_AFTER: Partial<Record<Status, number>> = { success: 3000, error: 5000 };

// The footer is on every page, so the browser checks the e-mail by its native constraints rather
// than by NewsletterSchema (which would bring zod to every page); the action parses with the schema.
const validation = constraintValidation({ email: requiredEmail });

type NewsletterResult = NonNullable<ReturnType<typeof useActionData<typeof newsletterAction>>>;

const outcome = (result: NewsletterResult | undefined): Status =>
  result?.status === "success" ? "success" : result?.status === "error" ? "error" : "idle";

/**
 * The newsletter form: idle, sending, success or error. With JavaScript the form posts in place (a fetcher); without it the
 * browser lands on /newsletter/subscribe, which passes its action result in as `pageResult`.
 */
export function NewsletterForm({ id = "newsletter", pageResult }: { id?: string; pageResult?: NewsletterResult }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<typeof newsletterAction>({ key: id });
  const result = fetcher.data ?? pageResult;
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.state === "idle" ? result?.reply : undefined,
    ...validation,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  // Without JavaScript the first render already shows the outcome of the page's action.
  const [status, setStatus] = useState<Status>(() => outcome(pageResult));

  useEffect(() => {
    if (fetcher.state === "submitting") setStatus("submitting");
    else if (fetcher.state === "idle" && fetcher.data) setStatus(outcome(fetcher.data));
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    const delay = RESET_AFTER[status];
    if (!delay) return;
    const timer = setTimeout(() => setStatus("idle"), delay);
    return () => clearTimeout(timer);
  }, [status]);

  return (
    <fetcher.Form method="post" action="/newsletter/subscribe" {...getFormProps(form)} noValidate>
      <input type="hidden" name="source" value="footer" />
      <Honeypot formId={form.id} />
      <label htmlFor={fields.email.id} className="visually-hidden">
        {t("newsletter.email_label")}
      </label>
      <div style={{ display: "flex", gap: "4px" }}>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          className={input}
          placeholder={t("newsletter.placeholder")}
          autoComplete="email"
        />
        <button type="submit" className={button.primary} disabled={status === "submitting"}>
          {status === "submitting" ? t("newsletter.submitting") : t("newsletter.submit")}
        </button>
      </div>
      {fields.email.errors ? (
        <p id={fields.email.errorId} className={fieldError}>
          {t(validationKey(fields.email.errors[0]))}
        </p>
      ) : null}
      <p role="status" aria-live="polite" style={{ margin: "4px 0 0" }}>
        {status === "success" ? t("newsletter.subscribed") : null}
        {status === "error" ? t("error.try_again") : null}
      </p>
    </fetcher.Form>
  );
}
