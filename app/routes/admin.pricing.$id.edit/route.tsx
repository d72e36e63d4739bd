import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type PromotionPlan, PromotionPlanSchema } from "@schemas/admin-pricing";
import { AdminHeader } from "~/components/admin/actions";
import { AdminForm } from "~/components/admin/admin-form";
import { usePromotionPlanFields } from "~/components/admin/settings-fields";
import { orErrorPage } from "~/utils/api-errors.server";
import { adminApi, idFrom, submitAdminForm } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, plan] = await Promise.all([getT(args.request), orErrorPage(api.get<PromotionPlan>(`/admin/promotion-plans/${idFrom(args.params.id)}`))]);
  return { title: t("admin_settings.plan_edit", { name: plan.name_en }), plan };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  const id = idFrom(args.params.id);
  return submitAdminForm(args, PromotionPlanSchema, (api, value) => api.put<PromotionPlan>(`/admin/promotion-plans/${id}`, value), {
    next: "/admin/pricing",
  });
}

export default function AdminPlanEditPage() {
  const { t } = useTranslation();
  const { title, plan } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <AdminHeader title={title} intro={t("admin_settings.plan_form_intro")} />
      <AdminForm
        id="plan-edit"
        schema={PromotionPlanSchema}
        fields={usePromotionPlanFields()}
        defaultValue={{ ...plan, description_en: plan.description_en ?? "", description_es: plan.description_es ?? "" }}
        lastResult={result?.reply}
      />
    </>
  );
}
