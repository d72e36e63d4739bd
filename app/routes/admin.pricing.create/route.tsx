import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type PromotionPlan, PromotionPlanSchema } from "@schemas/admin-pricing";
import { AdminHeader } from "~/components/admin/actions";
import { AdminForm } from "~/components/admin/admin-form";
import { usePromotionPlanFields } from "~/components/admin/settings-fields";
import { adminApi, submitAdminForm } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  await adminApi(args);
  const t = await getT(args.request);
  return { title: t("admin_settings.plan_create") };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return submitAdminForm(args, PromotionPlanSchema, (api, value) => api.post<PromotionPlan>("/admin/promotion-plans", value), {
    next: "/admin/pricing",
    notice: "created",
  });
}

export default function AdminPlanCreatePage() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  return (
    <>
      <AdminHeader title={t("admin_settings.plan_create")} intro={t("admin_settings.plan_form_intro")} />
      <AdminForm
        id="plan-create"
        schema={PromotionPlanSchema}
        fields={usePromotionPlanFields()}
        defaultValue={{ is_active: true, sort_order: 0 }}
        lastResult={result?.reply}
        submitLabel={t("admin.form.create")}
      />
    </>
  );
}
