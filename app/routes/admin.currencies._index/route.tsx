import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import { type AdminCurrency, BASE_CURRENCY, LISTING_CURRENCIES } from "@schemas/admin-currencies";
import { AdminHeader, ConfirmAction, IntentButton } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminList, useYesNo } from "~/components/admin/list";
import { adminApi, listQuery, runIntent } from "~/components/admin/admin.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, page] = await Promise.all([getT(args.request), orErrorPage(api.get<AdminPage<AdminCurrency>>("/admin/currencies", listQuery(args.request)))]);
  return { title: t("admin.currencies"), page };
}

export const meta = metaFromData;

const codeFrom = (form: FormData) => encodeURIComponent(String(form.get("code") ?? ""));

export async function action(args: ActionFunctionArgs) {
  return runIntent(args, {
    toggle: async (api, form) => {
      const { code, ...currency } = await api.get<AdminCurrency>(`/admin/currencies/${codeFrom(form)}`);
      await api.put(`/admin/currencies/${encodeURIComponent(code)}`, { ...currency, is_active: !currency.is_active });
    },
    delete: async (api, form) => {
      await api.delete(`/admin/currencies/${codeFrom(form)}`);
      return "deleted";
    },
  });
}

// The pound stays; the euro prices listings, so it may be disabled but not deleted.
const deletable = (code: string) => !(LISTING_CURRENCIES as readonly string[]).includes(code);

export default function AdminCurrenciesPage() {
  const { t } = useTranslation();
  const { page } = useLoaderData<typeof loader>();
  const yesNo = useYesNo();
  return (
    <>
      <AdminHeader
        title={t("admin.currencies")}
        intro={t("admin_settings.currencies_intro")}
        action={{ to: "/admin/currencies/create", label: t("admin_settings.currency_create") }}
      />
      <AdminList
        page={page}
        rowKey={(currency) => currency.code}
        searchLabel={t("admin_settings.currency_search")}
        filters={[{ name: "is_active", label: t("admin_settings.currency_enabled"), options: yesNo }]}
        columns={[
          {
            header: t("admin_settings.currency_code"),
            cell: (currency) => <Link to={`/admin/currencies/${currency.code}/edit`}>{currency.code.toUpperCase()}</Link>,
          },
          { header: t("admin_settings.currency_symbol"), cell: (currency) => currency.symbol },
          { header: t("admin_settings.currency_name"), cell: (currency) => currency.name },
          { header: t("admin_settings.currency_rate"), cell: (currency) => currency.rate_from_gbp },
          { header: t("admin_settings.currency_enabled"), cell: (currency) => (currency.is_active ? t("admin.list.yes") : t("admin.list.no")) },
          {
            header: t("admin.list.actions"),
            cell: (currency) => (
              <div className={styles.rowActions}>
                <Link to={`/admin/currencies/${currency.code}/edit`} className={styles.smallButton}>
                  {t("admin.action.edit")}
                </Link>
                {currency.code === BASE_CURRENCY ? null : (
                  <IntentButton intent="toggle" values={{ code: currency.code }}>
                    {currency.is_active ? t("admin_settings.disable") : t("admin_settings.enable")}
                  </IntentButton>
                )}
                {deletable(currency.code) ? (
                  <ConfirmAction
                    intent="delete"
                    values={{ code: currency.code }}
                    question={t("admin_settings.currency_confirm_delete", { code: currency.code.toUpperCase() })}
                  />
                ) : null}
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
