import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { PromotePanel } from "~/components/promotions/promote-panel";
import { page } from "~/components/ui/ui.css";
import { metaFromData } from "~/utils/meta";
import { loadPromotions, promoteAction } from "~/components/promotions/promotions.server";

export function loader(args: LoaderFunctionArgs) {
  return loadPromotions(args, "dashboard");
}
export function action(args: ActionFunctionArgs) {
  return promoteAction(args, "dashboard");
}
export const meta = metaFromData;

/** /dashboard/promote-listing/{id}: the owner buys TOP, FEATURED or HOT for a listing. */
export default function PromoteListingPage() {
  const { t } = useTranslation();
  const { promotions, currency } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className={page}>
      <h1>{t("promote.title")}</h1>
      <p>{t("promote.intro")}</p>
      <PromotePanel promotions={promotions} currency={currency} result={result}>
        <Link to="/dashboard/orders">{t("promote.all_orders")}</Link>
      </PromotePanel>
    </div>
  );
}
