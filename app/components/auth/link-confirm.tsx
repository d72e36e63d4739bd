import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/use-translation";
import { SimplePage } from "../simple-page";
import { button, formError, formSuccess } from "../ui/ui.css";
import { validationKey } from "~/locales/validation-key";

/**
 * The page an e-mailed link opens (stop alerts, renew a listing), signed in or not. Opening it
 * only asks: mail scanners open links, so the thing is done by the button's post. After the post
 * it shows `done`, or the refusal above the button again.
 */
export function LinkConfirmPage(props: { title: string; question: string; submit: string; token: string; refusal?: string; done?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <SimplePage title={props.title}>
      {props.done ? (
        <p className={formSuccess} role="status">
          {props.done}
        </p>
      ) : (
        <Form method="post">
          {props.refusal ? (
            <p className={formError} role="alert">
              {t(validationKey(props.refusal))}
            </p>
          ) : null}
          <p>{props.question}</p>
          <input type="hidden" name="token" value={props.token} />
          <button type="submit" className={button.primary}>
            {props.submit}
          </button>
        </Form>
      )}
    </SimplePage>
  );
}
