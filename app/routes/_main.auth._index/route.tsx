import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { ForgotPasswordSchema, LoginSchema, RegisterFormSchema } from "@schemas/auth";
import * as styles from "./auth.css";
import { ForgotPasswordDialog } from "./forgot-password-form";
import { LoginForm } from "./login-form";
import { RegisterForm } from "./register-form";
import { SocialButtons } from "./social-buttons";
import { formSuccess } from "~/components/ui/ui.css";
import { apiFor } from "~/utils/api.server";
import { getUser, safeRedirectTo } from "~/utils/auth.server";
import { config } from "~/utils/env.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { commitToken } from "~/utils/session.server";
import type { Session } from "@schemas/users";
import { replyWithApiError } from "~/utils/api-errors.server";
import { caughtByHoneypot } from "~/utils/honeypot";
import { readForm } from "~/utils/form-data.server";
import { validationKey } from "~/locales/validation-key";

type Mode = "login" | "register" | "forgot";
const modeOf = (value: string | null): Mode => (value === "register" || value === "forgot" ? value : "login");

export async function loader({ request, context }: LoaderFunctionArgs) {
  // A signed-in user on /auth goes home.
  if (await getUser(request, context)) throw redirect("/");
  const url = new URL(request.url);
  const mode = modeOf(url.searchParams.get("mode"));
  const t = await getT(request);
  return {
    title: t(mode === "register" ? "auth.register_title" : mode === "forgot" ? "auth.forgot_title" : "auth.login_title"),
    mode,
    redirectTo: safeRedirectTo(url.searchParams.get("redirectTo")),
    notice: url.searchParams.get("reset") === "1" ? "Your password has been changed. You can now log in." : null,
    providers: config.socialProviders.map((provider) => provider.name),
  };
}

export const meta = metaFromData;

/** Three forms on one page: the `intent` field says which one was sent. */
export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await readForm(request);
  const api = await apiFor(request, context);
  const intent = formData.get("intent");

  if (intent === "register") {
    const submission = parseWithZod(formData, { schema: RegisterFormSchema });
    if (submission.status !== "success") return data({ intent, sent: false, reply: submission.reply({ hideFields: ["password", "confirm_password"] }) }, { status: 400 });
    const { confirm_password: _confirm, ...body } = submission.value;
    // A bot's sign-up looks accepted and goes nowhere.
    if (caughtByHoneypot(formData)) return redirect(`/email-sent?email=${encodeURIComponent(body.email)}`);
    try {
      await api.post("/auth/register", body);
      // Registration leads to /email-sent with the e-mail.
      return redirect(`/email-sent?email=${encodeURIComponent(body.email)}`);
    } catch (error) {
      return data({ intent, sent: false, reply: replyWithApiError(submission, error) }, { status: 400 });
    }
  }

  if (intent === "forgot") {
    const submission = parseWithZod(formData, { schema: ForgotPasswordSchema });
    if (submission.status !== "success") return data({ intent, sent: false, reply: submission.reply() }, { status: 400 });
    try {
      await api.post("/auth/password-recovery", submission.value);
      return { intent, sent: true, reply: submission.reply({ resetForm: true }) };
    } catch (error) {
      return data({ intent, sent: false, reply: replyWithApiError(submission, error, "auth.recovery_failed") }, { status: 400 });
    }
  }

  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") return data({ intent: "login", sent: false, reply: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  try {
    const session = await api.post<Session>("/auth/login", submission.value);
    // Login success goes to / (or back to the page the guard came from).
    return redirect(safeRedirectTo(formData.get("redirectTo")), {
      headers: { "Set-Cookie": await commitToken(request, session.access_token, submission.value.remember_me) },
    });
  } catch (error) {
    const reply = replyWithApiError(submission, error, "Login failed. Please check your credentials.");
    // The password typed is not sent back.
    const { password: _password, ...initialValue } = reply.initialValue ?? {};
    return data({ intent: "login", sent: false, reply: { ...reply, initialValue } }, { status: 400 });
  }
}

export default function AuthPage() {
  const { t } = useTranslation();
  const { mode, redirectTo, notice, providers } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const replyFor = (intent: string) => (result?.intent === intent ? result.reply : undefined);
  // After a failed post the form that was sent stays in front, whatever the URL says.
  const active: Mode = result?.intent === "register" || result?.intent === "forgot" ? result.intent : result?.intent === "login" ? "login" : mode;

  if (active === "forgot") {
    return (
      <div className={styles.page}>
        <ForgotPasswordDialog lastResult={replyFor("forgot")} sent={Boolean(result?.sent)} />
      </div>
    );
  }
  const switchTo = (target: Mode) => `/auth?mode=${target}${redirectTo !== "/" ? `&redirectTo=${encodeURIComponent(redirectTo)}` : ""}`;
  return (
    <div className={styles.page}>
      <nav className={styles.tabs} aria-label={t("auth.tabs")}>
        <Link to={switchTo("login")} className={styles.tab} aria-current={active === "login" ? "page" : undefined} replace>
          {t("auth.login_title")}
        </Link>
        <Link to={switchTo("register")} className={styles.tab} aria-current={active === "register" ? "page" : undefined} replace>
          {t("auth.register_title")}
        </Link>
      </nav>
      <div className={styles.panels}>
        {/* Only the form in front is rendered; the overlay covers the other half and slides across. */}
        <section className={styles.panel} aria-labelledby="auth-title" style={{ gridColumn: active === "login" ? 1 : 2 }}>
          <h1 id="auth-title">{active === "login" ? t("auth.login_title") : t("auth.register_title")}</h1>
          {active === "login" ? (
            <>
              {notice ? (
                <p className={formSuccess} role="status">
                  {t(validationKey(notice))}
                </p>
              ) : null}
              <LoginForm lastResult={replyFor("login")} redirectTo={redirectTo} />
              <SocialButtons providers={providers} />
            </>
          ) : (
            <RegisterForm lastResult={replyFor("register")} />
          )}
        </section>
        <div className={styles.overlay} data-mode={active}>
          <h2>{active === "login" ? t("auth.overlay_register_title") : t("auth.overlay_login_title")}</h2>
          <p>{active === "login" ? t("auth.overlay_register_text") : t("auth.overlay_login_text")}</p>
          <Link to={switchTo(active === "login" ? "register" : "login")} className={styles.overlayButton} replace preventScrollReset>
            {active === "login" ? t("auth.register_title") : t("auth.login_title")}
          </Link>
        </div>
      </div>
    </div>
  );
}
