import type { LoaderFunctionArgs } from "@remix-run/node";
import { useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { StandaloneLayout } from "~/components/layout/standalone-layout";
import { metaFromData } from "~/utils/meta";
import { textPage } from "~/utils/page.server";

export function loader(args: LoaderFunctionArgs) {
  return textPage(args, "email_sent.title");
}
export const meta = metaFromData;

/** Shown after registration: the verification e-mail is on its way. */
export default function EmailSentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get("email");
  return (
    <StandaloneLayout title={t("email_sent.title")}>
      <p>{email ? t("email_sent.text_to", { email }) : t("email_sent.text")}</p>
      <Link to="/auth?mode=login">{t("nav.login")}</Link>
    </StandaloneLayout>
  );
}
