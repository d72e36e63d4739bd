import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { type useActionData, useFetcher } from "@remix-run/react";
import { type InputHTMLAttributes, useEffect, useState } from "react";
import { useTranslation } from "~/utils/use-translation";
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
 *
 * On the server a form with no outcome to show (the footer of every page) is written without
 * conform's and the fetcher's hooks, which cost about 0.2 ms a page and give an idle form nothing
 * but its ids, constraints and action; the markup is the same (tests/api/newsletter-form.test.ts compares the two), and the
 * browser's render, with conform, hydrates it.
 */
export function NewsletterForm({ id = "newsletter", pageResult }: { id?: string; pageResult?: NewsletterResult }) {
  if (typeof document === "undefined" && !pageResult) {
    // A plain <form>: the fetcher's form writes the same tag, and its hooks are for the browser.
    return <NewsletterMarkup Form="form" formId={id} email={{ required: true, id: `${id}-email`, name: "email", form: id, type: "email" }} status="idle" />;
  }
  return <EnhancedNewsletterForm id={id} pageResult={pageResult} />;
}

type Fetcher = ReturnType<typeof useFetcher<typeof newsletterAction>>;

function EnhancedNewsletterForm({ id, pageResult }: { id: string; pageResult?: NewsletterResult }) {
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
    <NewsletterMarkup
      Form={fetcher.Form}
      formProps={getFormProps(form)}
      formId={form.id}
      email={getInputProps(fields.email, { type: "email" })}
      error={fields.email.errors ? { id: fields.email.errorId, message: fields.email.errors[0]! } : undefined}
      status={status}
    />
  );
}

function NewsletterMarkup({ Form, formProps, formId, email, error, status }: {
  Form: Fetcher["Form"] | "form";
  formProps?: ReturnType<typeof getFormProps>;
  formId: string;
  email: InputHTMLAttributes<HTMLInputElement>;
  error?: { id: string; message: string };
  status: Status;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" action="/newsletter/subscribe" id={formId} {...formProps} noValidate>
      <input type="hidden" name="source" value="footer" />
      <Honeypot formId={formId} />
      <label htmlFor={email.id} className="visually-hidden">
        {t("newsletter.email_label")}
      </label>
      <div style={{ display: "flex", gap: "4px" }}>
        <input {...email} className={input} placeholder={t("newsletter.placeholder")} autoComplete="email" />
        <button type="submit" className={button.primary} disabled={status === "submitting"}>
          {status === "submitting" ? t("newsletter.submitting") : t("newsletter.submit")}
        </button>
      </div>
      {error ? (
        <p id={error.id} className={fieldError}>
          {t(validationKey(error.message))}
        </p>
      ) : null}
      <p role="status" aria-live="polite" style={{ margin: "4px 0 0" }}>
        {status === "success" ? t("newsletter.subscribed") : null}
        {status === "error" ? t("error.try_again") : null}
      </p>
    </Form>
  );
}
