import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useTranslation } from "~/utils/use-translation";
import { SimplePage } from "~/components/simple-page";
import { apiFor } from "~/utils/api.server";
import { logPageError } from "~/utils/api-errors.server";
import { commitToken } from "~/utils/session.server";
import { authenticator, isConfiguredProvider } from "~/utils/social-auth.server";

/**
 * The social sign-in callback: without a code go to /auth; with one, finish the provider's
 * sign-in, let the API open our session from the provider's token, then go to /. Any failure → /auth.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const code = new URL(request.url).searchParams.get("code");
  if (!code || !isConfiguredProvider(params.provider)) throw redirect("/auth");
  try {
    const grant = await authenticator.authenticate(params.provider!, request);
    const api = await apiFor(request, context);
    const session = await api.post<{ access_token: string }>(`/auth/social/${grant.provider}`, { access_token: grant.accessToken });
    return redirect("/", { headers: { "Set-Cookie": await commitToken(request, session.access_token, true) } });
  } catch (error) {
    // A Response (the provider's refusal, passed on by the authenticator) is logged by its status.
    if (error instanceof Response) logPageError(context, `Social sign-in failed: answered ${error.status}`, undefined);
    else logPageError(context, "Social sign-in failed", error);
    return redirect("/auth");
  }
}

export default function SocialCallbackPage() {
  const { t } = useTranslation();
  return <SimplePage title={t("auth.social_signing_in")} />;
}
