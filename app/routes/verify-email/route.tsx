import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { ResendVerificationSchema } from "@schemas/auth";
import { StandaloneLayout } from "~/components/layout/standalone-layout";
import { FormErrors, TextField, ValidatedForm } from "~/components/ui/form-fields";
import { button, formSuccess } from "~/components/ui/ui.css";
import { apiFor } from "~/utils/api.server";
import { getUser, safeRedirectTo } from "~/utils/auth.server";
import type { PublicUser } from "@schemas/users";
import { withVerificationOutcome } from "~/components/auth/verification";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { optionalRead, refusalOf, replyWithApiError, throwAsErrorPage } from "~/utils/api-errors.server";
import { readForm } from "~/utils/form-data.server";

type Outcome = "verified" | "expired" | "invalid" | "missing";

/**
 * The e-mailed link lands here: the token is used up and the page says how that went. The user
 * who is signed in as the account it verifies goes straight back to where they were (the link's
 * `redirectTo`, else the dashboard), which says it is done; there is nothing to sign in to.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await getT(request);
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  let outcome: Outcome = "missing";
  let verified: PublicUser | null = null;
  if (token) {
    const api = await apiFor(request, context);
    try {
      ({ user: verified } = await api.post<{ user: PublicUser }>("/auth/verify-email", { token }));
      outcome = "verified";
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throwAsErrorPage(error);
      outcome = refusal.status === 410 ? "expired" : "invalid";
    }
  }
  const back = safeRedirectTo(url.searchParams.get("redirectTo"), "");
  const me = verified ? await optionalRead(context, "Loading the user", getUser(request, context), null) : null;
  if (verified && me?.id === verified.id) throw redirect(withVerificationOutcome(back || "/dashboard", "verified"));
  // Signed out (or as someone else): signing in leads to the same page.
  const signIn = `/auth?mode=login${back ? `&redirectTo=${encodeURIComponent(back)}` : ""}`;
  return data({ title: t(`verify_email.${outcome}_title`), outcome, signIn }, { status: outcome === "verified" || outcome === "missing" ? 200 : 400 });
}

export const meta = metaFromData;

/**
 * Sends the link again. The notice on the site's pages sends the page it is on (`return_to`): the
 * answer goes back there, and so will the new link.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const submission = parseWithZod(await readForm(request), { schema: ResendVerificationSchema });
  if (submission.status !== "success") return data({ sent: false, reply: submission.reply() }, { status: 400 });
  const back = submission.value.return_to;
  const api = await apiFor(request, context);
  try {
    await api.post("/auth/verify-email/resend", submission.value);
    if (back) return redirect(withVerificationOutcome(back, "sent"));
    return { sent: true, reply: submission.reply({ resetForm: true }) };
  } catch (error) {
    if (back) return redirect(withVerificationOutcome(back, refusalOf(error)?.status === 429 ? "limited" : "failed"));
    return data({ sent: false, reply: replyWithApiError(submission, error, "error.try_again") }, { status: 400 });
  }
}

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const { outcome, signIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [form, fields] = useForm({
    id: "resend-verification",
    lastResult: result?.reply,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ResendVerificationSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <StandaloneLayout title={t(`verify_email.${outcome}_title`)}>
      <p>{t(`verify_email.${outcome}_text`)}</p>
      {outcome === "verified" ? (
        <Link to={signIn} className={button.primary}>
          {t("nav.login")}
        </Link>
      ) : (
        <>
          {result?.sent ? (
            <p className={formSuccess} role="status">
              {t("validation.verification_sent")}
            </p>
          ) : null}
          <h2>{t("verify_email.resend_title")}</h2>
          <ValidatedForm form={form}>
            <FormErrors />
            <TextField name={fields.email.name} label={t("auth.email")} type="email" autoComplete="email" />
            <button type="submit" className={button.primary}>
              {t("verify_email.resend_submit")}
            </button>
          </ValidatedForm>
        </>
      )}
    </StandaloneLayout>
  );
}
