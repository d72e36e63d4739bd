import { type SubmissionResult, useForm } from "@conform-to/react";
import { useTranslation } from "~/utils/use-translation";
import { PASSWORD_REQUIRED_MESSAGE } from "@schemas/constants";
import { constraintValidation, requiredEmail } from "./ui/constraint-validation";
import type { Countdown } from "@schemas/format";
import type { MaintenanceStatus } from "@schemas/maintenance";
import { Icon } from "./icon";
import { LanguageSelector } from "./layout/preference-forms";
import * as styles from "./maintenance-page.css";
import { FormErrors, TextField, ValidatedForm } from "./ui/form-fields";
import { button } from "./ui/ui.css";

const UNITS = ["days", "hours", "minutes", "seconds"] as const;

// The root renders this page, so it is part of every page's JavaScript: the browser checks the
// admin login by native constraints, and the /maintenance action by AdminLoginSchema.
const adminLoginValidation = constraintValidation({
  email: requiredEmail,
  password: { constraint: { required: true }, messages: { valueMissing: PASSWORD_REQUIRED_MESSAGE } },
});

/** Shown to everyone but superusers while maintenance is on. */
export function MaintenancePage(props: {
  status: MaintenanceStatus;
  countdown: Countdown | null;
  language: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const { t } = useTranslation();
  const { status, countdown } = props;
  const [form, fields] = useForm({
    id: "admin-login",
    lastResult: props.lastResult,
    ...adminLoginValidation,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <main className={styles.page} data-testid="maintenance-page">
      <div className={styles.panel}>
        <div className={styles.topRow}>
          <span className={styles.icon} aria-hidden="true">
            <Icon name="tools" size={40} />
          </span>
          <LanguageSelector current={props.language} />
        </div>
        <h1>{t("maintenance.title")}</h1>
        <p className={styles.message}>{props.language === "es" ? status.message_es : status.message_en}</p>
        {countdown ? (
          <section aria-label={t("maintenance.countdown")}>
            <p>{t("maintenance.back_in")}</p>
            <ul className={styles.countdown}>
              {UNITS.map((unit) => (
                <li key={unit} className={styles.countdownCell}>
                  <strong>{countdown[unit]}</strong>
                  <span>{t(`maintenance.${unit}`)}</span>
                </li>
              ))}
            </ul>
            <p className={styles.note}>{t("maintenance.refresh")}</p>
          </section>
        ) : null}
        <p className={styles.links}>
          {status.contact_email ? <a href={`mailto:${status.contact_email}`}>{t("maintenance.support")}</a> : null}
          {status.status_page_url ? (
            <a href={status.status_page_url} target="_blank" rel="noreferrer">
              {t("maintenance.status")}
            </a>
          ) : null}
        </p>
        <details className={styles.adminLogin} open={Boolean(props.lastResult)}>
          <summary>{t("maintenance.admin_login")}</summary>
          <ValidatedForm form={form} action="/maintenance">
            <FormErrors />
            <TextField name={fields.email.name} label={t("auth.email")} type="email" autoComplete="username" />
            <TextField name={fields.password.name} label={t("auth.password")} type="password" autoComplete="current-password" />
            <button type="submit" className={button.primary}>
              {t("maintenance.admin_login_submit")}
            </button>
          </ValidatedForm>
        </details>
      </div>
    </main>
  );
}
