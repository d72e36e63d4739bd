import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { longDateInGibraltar } from "@schemas/format";
import { LinkConfirmPage } from "~/components/auth/link-confirm";
import { getT } from "~/utils/i18n.server";
import { postLinkToken } from "~/components/auth/link-confirm.server";
import { metaFromData } from "~/utils/meta";

/** The renew link of an expiry reminder: renews the listing for another lifetime, signed out. */
export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return { title: t("renew.title"), token: new URL(request.url).searchParams.get("token") ?? "" };
}

export const meta = metaFromData;

export const action = ({ request, context }: ActionFunctionArgs) =>
  postLinkToken<{ title: string; slug: string; expires_at: string }>(request, context, "/listings/renew-by-link");

export default function RenewPage() {
  const { t, i18n } = useTranslation();
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <LinkConfirmPage
      title={t("renew.title")}
      question={t("renew.question")}
      submit={t("renew.submit")}
      token={token}
      refusal={result && !result.ok ? result.message : undefined}
      done={
        result?.ok ? (
          <>
            {t("renew.done", { title: result.title, date: longDateInGibraltar(result.expires_at, i18n.language) })} <Link to={`/listing/${result.slug}`}>{t("renew.see")}</Link>
          </>
        ) : undefined
      }
    />
  );
}
