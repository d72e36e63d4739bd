import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import type { PromotionPlan } from "@schemas/admin-pricing";
import { AdminHeader, ConfirmAction } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminList, useYesNo } from "~/components/admin/list";
import { usePromotionFlagOptions } from "~/components/admin/settings-fields";
import { adminApi, idFrom, listQuery, runIntent } from "~/components/admin/admin.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { formatMoney } from "@schemas/format";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, page] = await Promise.all([getT(args.request), orErrorPage(api.get<AdminPage<PromotionPlan>>("/admin/promotion-plans", listQuery(args.request)))]);
  return { title: t("admin.pricing"), page };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return runIntent(args, {
    delete: async (api, form) => {
      await api.delete(`/admin/promotion-plans/${idFrom(form.get("id"))}`);
      return "deleted";
    },
  });
}

export default function AdminPricingPage() {
  const { t, i18n } = useTranslation();
  const { page } = useLoaderData<typeof loader>();
  const yesNo = useYesNo();
  const flags = usePromotionFlagOptions();
  const flagName = (flag: string) => flags.find((option) => option.value === flag)?.label ?? flag;
  const name = (plan: PromotionPlan) => (i18n.language === "es" ? plan.name_es : plan.name_en);
  return (
    <>
      <AdminHeader title={t("admin.pricing")} intro={t("admin_settings.pricing_intro")} action={{ to: "/admin/pricing/create", label: t("admin_settings.plan_create") }} />
      <AdminList
        page={page}
        rowKey={(plan) => plan.id}
        searchLabel={t("admin_settings.plan_search")}
        filters={[
          { name: "flag", label: t("admin_settings.plan_flag"), options: flags },
          { name: "is_active", label: t("admin_settings.plan_active"), options: yesNo },
        ]}
        columns={[
          { header: t("admin_settings.plan_name"), cell: (plan) => <Link to={`/admin/pricing/${plan.id}/edit`}>{name(plan)}</Link> },
          { header: t("admin_settings.plan_flag"), cell: (plan) => flagName(plan.flag) },
          { header: t("admin_settings.plan_days"), cell: (plan) => plan.days },
          { header: t("admin_settings.plan_price_gbp"), cell: (plan) => formatMoney(plan.price_gbp, "gbp", i18n.language) },
          { header: t("admin_settings.plan_price_eur"), cell: (plan) => formatMoney(plan.price_eur, "eur", i18n.language) },
          { header: t("admin_settings.plan_active"), cell: (plan) => (plan.is_active ? t("admin.list.yes") : t("admin.list.no")) },
          { header: t("admin_settings.plan_sort_order"), cell: (plan) => plan.sort_order },
          {
            header: t("admin.list.actions"),
            cell: (plan) => (
              <div className={styles.rowActions}>
                <Link to={`/admin/pricing/${plan.id}/edit`} className={styles.smallButton}>
                  {t("admin.action.edit")}
                </Link>
                <ConfirmAction intent="delete" values={{ id: plan.id }} question={t("admin_settings.plan_confirm_delete", { name: name(plan) })} />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
