import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { ForgotPasswordSchema } from "@schemas/auth";
import { FormErrors, TextField, ValidatedForm } from "~/components/ui/form-fields";
import { button, formSuccess } from "~/components/ui/ui.css";
import * as styles from "./auth.css";

/** The forgot-password dialog: the form, then the 'sent' confirmation. */
export function ForgotPasswordDialog({ lastResult, sent }: { lastResult?: SubmissionResult<string[]>; sent: boolean }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "forgot",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ForgotPasswordSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <section className={styles.dialog} role="dialog" aria-labelledby="forgot-title">
      <h1 id="forgot-title">{t("auth.forgot_title")}</h1>
      {sent ? (
        <p className={formSuccess} role="status">
          {t("validation.password_reset_sent")}
        </p>
      ) : (
        <>
          <p>{t("auth.forgot_text")}</p>
          <ValidatedForm form={form}>
            <input type="hidden" name="intent" value="forgot" />
            <FormErrors />
            <TextField name={fields.email.name} label={t("auth.email")} type="email" autoComplete="email" />
            <button type="submit" className={button.primary} disabled={navigation.state === "submitting"}>
              {t("auth.forgot_submit")}
            </button>
          </ValidatedForm>
        </>
      )}
      <p>
        <Link to="/auth?mode=login">{t("auth.back_to_login")}</Link>
      </p>
    </section>
  );
}
