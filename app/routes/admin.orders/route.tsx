import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import { type AdminOrder, ORDER_STATES, PAYMENT_PROVIDERS } from "@schemas/promotions";
import { AdminHeader, ConfirmAction, IntentButton } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminList } from "~/components/admin/list";
import { useFormatDay } from "~/components/promotions/promote-panel";
import { type IntentHandler, adminApi, idFrom, listQuery, runIntent } from "~/components/admin/admin.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { formatMoney } from "@schemas/format";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, page] = await Promise.all([getT(args.request), orErrorPage(api.get<AdminPage<AdminOrder>>("/admin/orders", listQuery(args.request)))]);
  return { title: t("admin.orders"), page };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  const act = (path: string): IntentHandler => async (api, form) => {
    await api.post(`/admin/orders/${idFrom(form.get("id"))}/${path}`);
    return "saved";
  };
  return runIntent(args, { "mark-paid": act("mark-paid"), cancel: act("cancel"), refund: act("refund") });
}

/** /admin/orders: promotion orders; manual payments are confirmed here, paid orders refunded. */
export default function AdminOrdersPage() {
  const { t, i18n } = useTranslation();
  const { page } = useLoaderData<typeof loader>();
  const day = useFormatDay();
  const name = (order: AdminOrder) => (i18n.language === "es" ? order.plan_name_es : order.plan_name_en);
  return (
    <>
      <AdminHeader title={t("admin.orders")} intro={t("admin_orders.intro")} />
      <AdminList
        page={page}
        rowKey={(order) => order.id}
        searchLabel={t("admin_orders.search")}
        filters={[
          { name: "state", label: t("admin_orders.state"), options: ORDER_STATES.map((state) => ({ value: state, label: t(`promote.order_state.${state}`) })) },
          { name: "provider", label: t("admin_orders.provider"), options: PAYMENT_PROVIDERS.map((provider) => ({ value: provider, label: t(`admin_orders.provider_${provider}`) })) },
        ]}
        columns={[
          { header: t("admin_orders.order"), cell: (order) => `#${order.id} · ${day(order.created_at)}` },
          { header: t("admin_orders.buyer"), cell: (order) => <Link to={`/admin/users/${order.user.id}/edit`}>{order.user.email}</Link> },
          { header: t("admin_orders.listing"), cell: (order) => (order.listing_slug ? <Link to={`/listing/${order.listing_slug}`}>{order.listing_title}</Link> : order.listing_title) },
          { header: t("admin_orders.plan"), cell: name },
          { header: t("admin_orders.amount"), cell: (order) => formatMoney(order.amount, order.currency, i18n.language) },
          { header: t("admin_orders.provider"), cell: (order) => t(`admin_orders.provider_${order.provider}`) },
          { header: t("admin_orders.state"), cell: (order) => t(`promote.order_state.${order.state}`) },
          { header: t("admin_orders.period"), cell: (order) => (order.starts_at ? `${day(order.starts_at)} – ${day(order.ends_at)}` : "") },
          {
            header: t("admin.list.actions"),
            cell: (order) => (
              <div className={styles.rowActions}>
                {order.state === "pending" ? (
                  <>
                    <IntentButton intent="mark-paid" values={{ id: order.id }}>
                      {t("admin_orders.mark_paid")}
                    </IntentButton>
                    <ConfirmAction intent="cancel" values={{ id: order.id }} label={t("admin_orders.cancel")} question={t("admin_orders.confirm_cancel", { id: order.id })} confirmLabel={t("admin_orders.cancel")} />
                  </>
                ) : null}
                {/* What happened to the order, payments that did not match it included. */}
                <Link to={`/admin/audit-log?entity=promotion_order&entity_id=${order.id}`}>{t("admin_orders.history")}</Link>
                {order.state === "paid" || order.state === "active" || order.state === "expired" ? (
                  <ConfirmAction intent="refund" values={{ id: order.id }} label={t("admin_orders.refund")} question={t("admin_orders.confirm_refund", { id: order.id })} confirmLabel={t("admin_orders.refund")} />
                ) : null}
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
