import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { ChangePasswordFormSchema, DeleteAccountSchema } from "../../../api/schemas/auth";
import { FormErrors, TextField, ValidatedForm } from "../ui/form-fields";
import { button, card, formSuccess } from "../ui/ui.css";
import type { SectionResult } from "./profile-section";

/** Password change and account deletion. */
export function SettingsSection({ result }: { result?: SectionResult }) {
  const { t } = useTranslation();
  const [passwordForm, passwordFields] = useForm({
    id: "change-password",
    lastResult: result?.intent === "password" ? result.reply : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangePasswordFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [deleteForm, deleteFields] = useForm({
    id: "delete-account",
    lastResult: result?.intent === "delete-account" ? result.reply : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DeleteAccountSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <section className={card} aria-labelledby="password-title" style={{ marginBottom: "16px" }}>
        <h2 id="password-title">{t("settings.password_title")}</h2>
        {result?.intent === "password" && result.ok ? (
          <p className={formSuccess} role="status">
            {t("Your password has been changed.")}
          </p>
        ) : null}
        <ValidatedForm form={passwordForm}>
          <input type="hidden" name="intent" value="password" />
          <FormErrors />
          <TextField name={passwordFields.current_password.name} label={t("settings.current_password")} type="password" autoComplete="current-password" />
          <TextField name={passwordFields.new_password.name} label={t("reset_password.new_password")} type="password" autoComplete="new-password" />
          <TextField name={passwordFields.confirm_password.name} label={t("auth.confirm_password")} type="password" autoComplete="new-password" />
          <button type="submit" className={button.primary}>
            {t("reset_password.submit")}
          </button>
        </ValidatedForm>
      </section>
      <section className={card} aria-labelledby="delete-title">
        <h2 id="delete-title">{t("settings.delete_title")}</h2>
        <p>{t("settings.delete_text")}</p>
        <ValidatedForm form={deleteForm}>
          <input type="hidden" name="intent" value="delete-account" />
          <FormErrors />
          <TextField name={deleteFields.password.name} label={t("auth.password")} type="password" autoComplete="current-password" />
          <TextField name={deleteFields.confirm.name} label={t("settings.delete_confirm")} />
          <button type="submit" className={button.secondary}>
            {t("settings.delete_submit")}
          </button>
        </ValidatedForm>
      </section>
    </>
  );
}
