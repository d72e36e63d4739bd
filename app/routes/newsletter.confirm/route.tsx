import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { StandaloneLayout } from "~/components/layout/standalone-layout";
import { button } from "~/components/ui/ui.css";
import { apiFor } from "~/utils/api.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { refusalOf, throwAsErrorPage } from "~/utils/api-errors.server";

/** The link in the confirmation e-mail lands here; following it confirms the subscription. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const t = await getT(request);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const api = await apiFor(request, context);
  try {
    await api.post("/newsletter/confirm", { token });
    return { title: t("newsletter.confirmed_title"), ok: true, message: t("newsletter.confirmed_text") };
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throwAsErrorPage(error);
    return data({ title: t("newsletter.invalid_title"), ok: false, message: t(refusal.messageKey) }, { status: 400 });
  }
}

export const meta = metaFromData;

export default function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const { title, message } = useLoaderData<typeof loader>();
  return (
    <StandaloneLayout title={title}>
      <p>{message}</p>
      <Link to="/" className={button.primary}>
        {t("error.back_home")}
      </Link>
    </StandaloneLayout>
  );
}
