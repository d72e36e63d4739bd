import { type SubmissionResult, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import type { PublicUser } from "@schemas/users";
import { useDeferredModule } from "./use-deferred-module";
import { BusinessTypeSelect } from "~/components/auth/business-type-select";
import { Checkbox, FormErrors, TextField, ValidatedForm } from "~/components/ui/form-fields";
import { button, card, field, fieldError, formSuccess, input, label } from "~/components/ui/ui.css";
import { validationKey } from "~/locales/validation-key";

export type SectionResult = { intent: string; ok: boolean; message?: string; reply?: SubmissionResult<string[]> };

/** Name, phone and business details; the avatar has a form of its own (a file upload). */
export function ProfileSection({ user, result }: { user: PublicUser; result?: SectionResult }) {
  const { t } = useTranslation();
  const validators = useDeferredModule(() => import("./section-validators"));
  const [form, fields] = useForm({
    id: "profile",
    lastResult: result?.intent === "profile" ? result.reply : undefined,
    defaultValue: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone ?? "",
      is_business: user.is_business ? "on" : undefined,
      business_name: user.business_name ?? "",
      business_type: user.business_type ?? "",
    },
    onValidate: validators ? ({ formData }) => validators.validateProfile(formData) : undefined,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <>
      <section className={card} aria-labelledby="avatar-title" style={{ marginBottom: "16px" }}>
        <h2 id="avatar-title">{t("profile.photo")}</h2>
        {user.avatar_url ? <img src={user.avatar_url} alt={t("profile.photo")} width={96} height={96} style={{ borderRadius: "50%" }} /> : null}
        {result?.intent === "avatar" || result?.intent === "remove-avatar" ? (
          <p className={result.ok ? formSuccess : fieldError} role={result.ok ? "status" : "alert"}>
            {t(validationKey(result.message ?? ""))}
          </p>
        ) : null}
        <Form method="post" encType="multipart/form-data">
          <div className={field}>
            <label htmlFor="avatar" className={label}>
              {t("profile.choose_photo")}
            </label>
            <input id="avatar" name="avatar" type="file" accept="image/jpeg,image/png,image/webp,image/avif" className={input} />
          </div>
          <button type="submit" name="intent" value="avatar" className={button.secondary}>
            {t("profile.upload_photo")}
          </button>{" "}
          {user.avatar_url ? (
            <button type="submit" name="intent" value="remove-avatar" className={button.ghost}>
              {t("profile.remove_photo")}
            </button>
          ) : null}
        </Form>
      </section>
      <section className={card} aria-labelledby="details-title">
        <h2 id="details-title">{t("profile.details")}</h2>
        {result?.intent === "profile" && result.ok ? (
          <p className={formSuccess} role="status">
            {t("profile.saved")}
          </p>
        ) : null}
        <ValidatedForm form={form} data-enhancing={validators ? undefined : ""}>
          <input type="hidden" name="intent" value="profile" />
          <FormErrors />
          <TextField name={fields.first_name.name} label={t("auth.first_name")} autoComplete="given-name" />
          <TextField name={fields.last_name.name} label={t("auth.last_name")} autoComplete="family-name" />
          <p>
            {t("auth.email")}: <strong>{user.email}</strong>
          </p>
          <TextField name={fields.phone.name} label={t("auth.phone")} type="tel" autoComplete="tel" />
          <Checkbox name={fields.is_business.name}>{t("auth.is_business")}</Checkbox>
          <TextField name={fields.business_name.name} label={t("auth.business_name")} autoComplete="organization" />
          <BusinessTypeSelect name={fields.business_type.name} />
          <button type="submit" className={button.primary}>
            {t("profile.save")}
          </button>
        </ValidatedForm>
      </section>
    </>
  );
}
