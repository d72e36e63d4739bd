import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { PromotePanel } from "~/components/promotions/promote-panel";
import { button, formSuccess, page } from "~/components/ui/ui.css";
import { metaFromData } from "~/utils/meta";
import { loadPromotions, promoteAction } from "~/components/promotions/promotions.server";

export function loader(args: LoaderFunctionArgs) {
  return loadPromotions(args, "wizard");
}
export function action(args: ActionFunctionArgs) {
  return promoteAction(args, "wizard");
}
export const meta = metaFromData;

/**
 * The wizard's last step, after publishing: the listing is live; promoting it is offered, and
 * "No thanks" leaves it unpromoted.
 */
export default function WizardPaymentPage() {
  const { t } = useTranslation();
  const { promotions, currency } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { listing } = promotions;
  return (
    <div className={page}>
      <h1>{t("payment.title")}</h1>
      {listing.status === "published" ? <p className={formSuccess}>{t("payment.published")}</p> : null}
      <p>{t("payment.intro")}</p>
      <PromotePanel promotions={promotions} currency={currency} result={result}>
        <Link to={`/listing/${listing.slug}`} className={button.secondary}>
          {t("payment.skip")}
        </Link>
      </PromotePanel>
    </div>
  );
}
