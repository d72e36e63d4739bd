import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { RegisterFormSchema } from "@schemas/auth";
import { useHydrated } from "~/utils/use-hydrated";
import { BusinessTypeSelect } from "~/components/auth/business-type-select";
import { Checkbox, FormErrors, TextField, ValidatedForm } from "~/components/ui/form-fields";
import { button } from "~/components/ui/ui.css";
import * as styles from "./auth.css";
import { Honeypot } from "~/components/ui/honeypot";

/** The sign-up form. Business fields show when the box is ticked; without JavaScript they are always there. */
export function RegisterForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "register",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RegisterFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const showBusiness = !hydrated || fields.is_business.value === "on";
  return (
    <ValidatedForm form={form}>
      <input type="hidden" name="intent" value="register" />
      <FormErrors />
      <Honeypot formId={form.id} />
      <div className={styles.row}>
        <TextField name={fields.first_name.name} label={t("auth.first_name")} autoComplete="given-name" />
        <TextField name={fields.last_name.name} label={t("auth.last_name")} autoComplete="family-name" />
      </div>
      <TextField name={fields.email.name} label={t("auth.email")} type="email" autoComplete="email" />
      <TextField name={fields.phone.name} label={t("auth.phone")} type="tel" autoComplete="tel" placeholder="+350 200 12345" />
      <div className={styles.row}>
        <TextField name={fields.password.name} label={t("auth.password")} type="password" autoComplete="new-password" />
        <TextField name={fields.confirm_password.name} label={t("auth.confirm_password")} type="password" autoComplete="new-password" />
      </div>
      <Checkbox name={fields.is_business.name}>{t("auth.is_business")}</Checkbox>
      {showBusiness ? (
        <div className={styles.businessFields}>
          <TextField name={fields.business_name.name} label={t("auth.business_name")} autoComplete="organization" />
          <BusinessTypeSelect name={fields.business_type.name} />
        </div>
      ) : null}
      <Checkbox name={fields.terms_accepted.name}>
        <span>
          {t("auth.terms_before")} <Link to="/terms">{t("auth.terms_link")}</Link> {t("auth.terms_and")}{" "}
          <Link to="/privacy">{t("auth.privacy_link")}</Link>
        </span>
      </Checkbox>
      <button type="submit" className={button.primary} style={{ width: "100%" }} disabled={navigation.state === "submitting"}>
        {t("auth.register_submit")}
      </button>
    </ValidatedForm>
  );
}
