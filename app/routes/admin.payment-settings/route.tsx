import { type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type PaymentSettingsInput, PaymentSettingsSchema, type PaymentSettingsView, type SettingSource } from "@schemas/admin-payment";
import { AdminHeader } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { Checkbox, FormErrors, TextField, ValidatedForm } from "~/components/ui/form-fields";
import { SelectField } from "~/components/ui/select-field";
import { button, card } from "~/components/ui/ui.css";
import { orErrorPage, replyWithApiError } from "~/utils/api-errors.server";
import { adminApi, withNotice } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { readForm } from "~/utils/form-data.server";
import { routeHeaders } from "~/utils/page.server";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, settings] = await Promise.all([getT(args.request), orErrorPage(api.get<PaymentSettingsView>("/admin/payment-settings"))]);
  return data({ title: t("admin.payment_settings"), settings }, { headers: { "Cache-Control": "no-store" } });
}

export const meta = metaFromData;

/** The loader's no-store over the root's Cache-Control (the page's data is the settings). */
export const headers: HeadersFunction = routeHeaders;

/** A refused form comes back with what was typed, but never the secrets: they are typed again. */
function withoutSecrets(reply: SubmissionResult<string[]>): SubmissionResult<string[]> {
  if (!reply.initialValue) return reply;
  const { secret_key: _secret, webhook_secret: _webhook, ...rest } = reply.initialValue;
  return { ...reply, initialValue: rest };
}

// The kit's submitAdminForm echoes every typed value on a refusal; this form must not echo secrets.
export async function action(args: ActionFunctionArgs) {
  const { api } = await adminApi(args);
  const submission = parseWithZod(await readForm(args.request), { schema: PaymentSettingsSchema });
  if (submission.status !== "success") return data({ reply: withoutSecrets(submission.reply()) }, { status: 400 });
  try {
    await api.put<PaymentSettingsView>("/admin/payment-settings", submission.value);
    return redirect(withNotice("/admin/payment-settings", "saved"));
  } catch (error) {
    return data({ reply: withoutSecrets(replyWithApiError(submission, error)) }, { status: 400 });
  }
}

/** Where a value in force comes from; a variable set in the environment wins over the form. */
function SourceNote({ source, env, last4 }: { source: SettingSource; env: string; last4?: string | null }) {
  const { t } = useTranslation();
  const ending = last4 ? ` ${t("admin_settings.payment_ending", { last4 })}` : "";
  const text =
    source === "environment"
      ? t("admin_settings.payment_from_env", { env })
      : source === "stored"
        ? t("admin_settings.payment_stored")
        : t("admin_settings.payment_unset");
  return (
    <p className={styles.muted} data-testid={`source-${env}`}>
      {text}
      {ending}
    </p>
  );
}

export default function AdminPaymentSettingsPage() {
  const { t } = useTranslation();
  const { settings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<PaymentSettingsInput>({
    id: "payment-settings",
    lastResult: result?.reply,
    // The form edits what is stored: values from the environment are not copied into it.
    defaultValue: {
      mode: settings.mode.source === "stored" ? settings.mode.value : "test",
      publishable_key: settings.publishable_key.source === "stored" ? (settings.publishable_key.value ?? "") : "",
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PaymentSettingsSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const secretNote = (secret: PaymentSettingsView["secret_key"]) => <SourceNote source={secret.source} env={secret.env} last4={secret.last4} />;
  return (
    <>
      <AdminHeader title={t("admin.payment_settings")} intro={t("admin_settings.payment_intro")} />
      <div className={card} style={{ maxWidth: "720px" }}>
        <ValidatedForm form={form}>
          <FormErrors />
          <SelectField
            name={fields.mode.name}
            label={t("admin_settings.payment_mode")}
            options={[
              { value: "test", label: t("admin_settings.payment_mode_test") },
              { value: "live", label: t("admin_settings.payment_mode_live") },
            ]}
          />
          <SourceNote source={settings.mode.source} env={settings.mode.env} />
          <TextField name={fields.publishable_key.name} label={t("admin_settings.payment_publishable_key")} autoComplete="off" />
          <SourceNote source={settings.publishable_key.source} env={settings.publishable_key.env} />
          {/* Secrets are never shown back: an empty field keeps the stored one. */}
          <TextField name={fields.secret_key.name} label={t("admin_settings.payment_secret_key")} type="password" autoComplete="new-password" placeholder={t("admin_settings.payment_keep_placeholder")} />
          {secretNote(settings.secret_key)}
          <Checkbox name={fields.clear_secret_key.name}>{t("admin_settings.payment_clear_secret_key")}</Checkbox>
          <TextField name={fields.webhook_secret.name} label={t("admin_settings.payment_webhook_secret")} type="password" autoComplete="new-password" placeholder={t("admin_settings.payment_keep_placeholder")} />
          {secretNote(settings.webhook_secret)}
          <Checkbox name={fields.clear_webhook_secret.name}>{t("admin_settings.payment_clear_webhook_secret")}</Checkbox>
          <button type="submit" className={button.primary} disabled={navigation.state === "submitting"}>
            {t("admin.form.save")}
          </button>
        </ValidatedForm>
      </div>
    </>
  );
}
