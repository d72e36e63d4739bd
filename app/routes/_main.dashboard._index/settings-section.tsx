import { useForm } from "@conform-to/react";
import { useTranslation } from "~/utils/use-translation";
import type { PublicUser } from "@schemas/users";
import { useDeferredModule } from "./use-deferred-module";
import { Checkbox, FormErrors, TextField, ValidatedForm } from "~/components/ui/form-fields";
import { button, card, formSuccess } from "~/components/ui/ui.css";
import { muted as hint } from "./dashboard-sections.css";
import type { SectionResult } from "./profile-section";

/** Contact and notification choices, password change and account deletion. */
export function SettingsSection({ user, result }: { user: PublicUser; result?: SectionResult }) {
  const { t } = useTranslation();
  const validators = useDeferredModule(() => import("./section-validators"));
  // Checkboxes cannot be wrong: only the action checks them (the browser loads no schema for it).
  const [preferencesForm, preferenceFields] = useForm<{ email_on_unread_messages: boolean; email_on_favorite_updates: boolean }>({
    id: "preferences",
    lastResult: result?.intent === "preferences" ? result.reply : undefined,
    defaultValue: {
      email_on_unread_messages: user.email_on_unread_messages ? "on" : undefined,
      email_on_favorite_updates: user.email_on_favorite_updates ? "on" : undefined,
    },
  });
  const [passwordForm, passwordFields] = useForm({
    id: "change-password",
    lastResult: result?.intent === "password" ? result.reply : undefined,
    onValidate: validators ? ({ formData }) => validators.validatePassword(formData) : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const [deleteForm, deleteFields] = useForm({
    id: "delete-account",
    lastResult: result?.intent === "delete-account" ? result.reply : undefined,
    onValidate: validators ? ({ formData }) => validators.validateDeleteAccount(formData) : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <section className={card} aria-labelledby="preferences-title" style={{ marginBottom: "16px" }}>
        <h2 id="preferences-title">{t("settings.preferences_title")}</h2>
        {result?.intent === "preferences" && result.ok ? (
          <p className={formSuccess} role="status">
            {t("settings.preferences_saved")}
          </p>
        ) : null}
        <ValidatedForm form={preferencesForm}>
          <input type="hidden" name="intent" value="preferences" />
          <FormErrors />
          <p className={hint}>{user.phone ? t("settings.phone_per_listing", { phone: user.phone }) : t("settings.show_phone_no_phone")}</p>
          <Checkbox name={preferenceFields.email_on_unread_messages.name}>{t("settings.email_on_unread_messages")}</Checkbox>
          <Checkbox name={preferenceFields.email_on_favorite_updates.name}>{t("settings.email_on_favorite_updates")}</Checkbox>
          <button type="submit" className={button.primary}>
            {t("settings.preferences_save")}
          </button>
        </ValidatedForm>
      </section>
      <section className={card} aria-labelledby="password-title" style={{ marginBottom: "16px" }}>
        <h2 id="password-title">{t("settings.password_title")}</h2>
        {result?.intent === "password" && result.ok ? (
          <p className={formSuccess} role="status">
            {t("validation.password_changed")}
          </p>
        ) : null}
        <ValidatedForm form={passwordForm} data-enhancing={validators ? undefined : ""}>
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
        <ValidatedForm form={deleteForm} data-enhancing={validators ? undefined : ""}>
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
