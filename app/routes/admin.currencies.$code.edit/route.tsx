import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type AdminCurrency, CurrencyUpdateSchema } from "@schemas/admin-currencies";
import { AdminHeader } from "~/components/admin/actions";
import { AdminForm } from "~/components/admin/admin-form";
import { useCurrencyFields } from "~/components/admin/settings-fields";
import { orErrorPage } from "~/utils/api-errors.server";
import { adminApi, submitAdminForm } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

const path = (code: string | undefined) => `/admin/currencies/${encodeURIComponent(code ?? "")}`;

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, currency] = await Promise.all([getT(args.request), orErrorPage(api.get<AdminCurrency>(path(args.params.code)))]);
  return { title: t("admin_settings.currency_edit", { code: currency.code.toUpperCase() }), currency };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return submitAdminForm(args, CurrencyUpdateSchema, (api, value) => api.put<AdminCurrency>(path(args.params.code), value), {
    next: "/admin/currencies",
  });
}

export default function AdminCurrencyEditPage() {
  const { t } = useTranslation();
  const { title, currency } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fields = useCurrencyFields();
  return (
    <>
      <AdminHeader title={title} intro={t("admin_settings.currency_edit_intro")} />
      <AdminForm id="currency-edit" schema={CurrencyUpdateSchema} fields={fields} defaultValue={currency} lastResult={result?.reply} />
    </>
  );
}
