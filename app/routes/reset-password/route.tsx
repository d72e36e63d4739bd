import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { ResetPasswordFormSchema } from "@schemas/auth";
import { StandaloneLayout } from "~/components/layout/standalone-layout";
import { FormErrors, TextField, ValidatedForm } from "~/components/ui/form-fields";
import { button } from "~/components/ui/ui.css";
import { apiFor } from "~/utils/api.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { replyWithApiError } from "~/utils/api-errors.server";
import { readForm } from "~/utils/form-data.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return { title: t("reset_password.title"), token: new URL(request.url).searchParams.get("token") ?? "" };
}

export const meta = metaFromData;

/** The new password is set with the single-use token from the e-mail; then the user signs in. */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: ResetPasswordFormSchema });
  if (submission.status !== "success") return data(submission.reply({ hideFields: ["password", "confirm_password"] }), { status: 400 });
  const api = await apiFor(request, context);
  try {
    await api.post("/auth/reset-password", { token: submission.value.token, password: submission.value.password });
    return redirect("/auth?mode=login&reset=1");
  } catch (error) {
    return data(replyWithApiError(submission, error, "error.try_again"), { status: 400 });
  }
}

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult,
    defaultValue: { token },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResetPasswordFormSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (!token) {
    return (
      <StandaloneLayout title={t("reset_password.title")}>
        <p>{t("validation.link_used")}</p>
        <Link to="/auth?mode=forgot">{t("reset_password.request_new")}</Link>
      </StandaloneLayout>
    );
  }
  return (
    <StandaloneLayout title={t("reset_password.title")}>
      <p>{t("reset_password.text")}</p>
      <ValidatedForm form={form}>
        <input type="hidden" name={fields.token.name} value={token} />
        <FormErrors />
        <TextField name={fields.password.name} label={t("reset_password.new_password")} type="password" autoComplete="new-password" />
        <TextField name={fields.confirm_password.name} label={t("auth.confirm_password")} type="password" autoComplete="new-password" />
        <button type="submit" className={button.primary}>
          {t("reset_password.submit")}
        </button>
      </ValidatedForm>
      <p>
        <Link to="/auth?mode=forgot">{t("reset_password.request_new")}</Link>
      </p>
    </StandaloneLayout>
  );
}
