import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type AdminCurrency, CurrencyCreateSchema } from "@schemas/admin-currencies";
import { AdminHeader } from "~/components/admin/actions";
import { AdminForm } from "~/components/admin/admin-form";
import { useCurrencyFields } from "~/components/admin/settings-fields";
import { adminApi, submitAdminForm } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  await adminApi(args);
  const t = await getT(args.request);
  return { title: t("admin_settings.currency_create") };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return submitAdminForm(args, CurrencyCreateSchema, (api, value) => api.post<AdminCurrency>("/admin/currencies", value), {
    next: "/admin/currencies",
    notice: "created",
  });
}

export default function AdminCurrencyCreatePage() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const fields = useCurrencyFields();
  return (
    <>
      <AdminHeader title={t("admin_settings.currency_create")} intro={t("admin_settings.currency_create_intro")} />
      <AdminForm
        id="currency-create"
        schema={CurrencyCreateSchema}
        fields={[{ name: "code", label: t("admin_settings.currency_code") }, ...fields]}
        defaultValue={{ is_active: true }}
        lastResult={result?.reply}
        submitLabel={t("admin.form.create")}
      />
    </>
  );
}
