import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import type { PromotionOrder } from "@schemas/promotions";
import { OrdersTable } from "~/components/promotions/promote-panel";
import { card, page } from "~/components/ui/ui.css";
import { apiFor } from "~/utils/api.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { requireUser } from "~/utils/auth.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  const pageNumber = Math.max(1, Number(new URL(request.url).searchParams.get("page")) || 1);
  const api = await apiFor(request, context);
  const [t, orders] = await Promise.all([getT(request), orErrorPage(api.get<AdminPage<PromotionOrder>>(`/promotions/orders?page=${pageNumber}`))]);
  return { title: t("promote.my_orders"), orders };
}
export const meta = metaFromData;

/** /dashboard/orders: every promotion the user ordered, with its state and period. */
export default function MyOrdersPage() {
  const { t } = useTranslation();
  const { orders } = useLoaderData<typeof loader>();
  return (
    <div className={page}>
      <h1>{t("promote.my_orders")}</h1>
      <div className={card}>
        <OrdersTable orders={orders.items} showListing />
        {orders.pages > 1 ? (
          <nav aria-label={t("promote.pages")}>
            {orders.page > 1 ? <Link to={`?page=${orders.page - 1}`}>{t("promote.newer")}</Link> : null}{" "}
            {orders.page < orders.pages ? <Link to={`?page=${orders.page + 1}`}>{t("promote.older")}</Link> : null}
          </nav>
        ) : null}
      </div>
      <p>
        <Link to="/dashboard?section=my-listings">{t("promote.back_to_listings")}</Link>
      </p>
    </div>
  );
}
