import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { LoginSchema } from "@schemas/auth";
import { Checkbox, FormErrors, TextField, ValidatedForm } from "~/components/ui/form-fields";
import { button } from "~/components/ui/ui.css";
import * as styles from "./auth.css";

export function LoginForm({ lastResult, redirectTo }: { lastResult?: SubmissionResult<string[]>; redirectTo: string }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "login",
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LoginSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <ValidatedForm form={form}>
      <input type="hidden" name="intent" value="login" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormErrors />
      <TextField name={fields.email.name} label={t("auth.email")} type="email" autoComplete="email" />
      <TextField name={fields.password.name} label={t("auth.password")} type="password" autoComplete="current-password" />
      <div className={styles.linkRow}>
        <Checkbox name={fields.remember_me.name}>{t("auth.remember_me")}</Checkbox>
        <Link to={`/auth?mode=forgot`}>{t("auth.forgot_link")}</Link>
      </div>
      <button type="submit" className={button.primary} style={{ width: "100%" }} disabled={navigation.state === "submitting"}>
        {t("auth.login_submit")}
      </button>
    </ValidatedForm>
  );
}
