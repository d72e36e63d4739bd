import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { LinkConfirmPage } from "~/components/auth/link-confirm";
import { getT } from "~/utils/i18n.server";
import { postLinkToken } from "~/components/auth/link-confirm.server";
import { metaFromData } from "~/utils/meta";

/** The "stop these alerts" link of an alert e-mail (mail clients' own button posts to the API's one-click address instead). */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return { title: t("alerts.unsubscribe_title"), token: new URL(request.url).searchParams.get("token") ?? "" };
}

export const meta = metaFromData;

export const action = ({ request, context }: ActionFunctionArgs) => postLinkToken<{ name: string }>(request, context, "/saved-searches/unsubscribe");

export default function UnsubscribePage() {
  const { t } = useTranslation();
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <LinkConfirmPage
      title={t("alerts.unsubscribe_title")}
      question={t("alerts.unsubscribe_question")}
      submit={t("alerts.unsubscribe_submit")}
      token={token}
      refusal={result && !result.ok ? result.message : undefined}
      done={
        result?.ok ? (
          <>
            {t("alerts.unsubscribed", { name: result.name })} <Link to="/dashboard?section=saved-searches">{t("alerts.manage")}</Link>
          </>
        ) : undefined
      }
    />
  );
}
