import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import type { AdminUser } from "@schemas/admin-users";
import { AdminHeader, ConfirmAction, IntentButton } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminList, useYesNo } from "~/components/admin/list";
import { adminApi, idFrom, listQuery, runIntent } from "~/components/admin/admin.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, page] = await Promise.all([getT(args.request), orErrorPage(api.get<AdminPage<AdminUser>>("/admin/users", listQuery(args.request)))]);
  return { title: t("admin.users"), page };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return runIntent(args, {
    "password-link": async (api, form) => {
      await api.post(`/admin/users/${idFrom(form.get("id"))}/password-link`);
      return "password_link_sent";
    },
    delete: async (api, form) => {
      await api.delete(`/admin/users/${idFrom(form.get("id"))}`);
      return "deleted";
    },
  });
}

export default function AdminUsersPage() {
  const { t } = useTranslation();
  const { page } = useLoaderData<typeof loader>();
  const yesNo = useYesNo();
  const flag = (on: boolean) => (on ? t("admin.list.yes") : t("admin.list.no"));
  return (
    <>
      <AdminHeader title={t("admin.users")} action={{ to: "/admin/users/create", label: t("admin_users.create") }} />
      <AdminList
        page={page}
        rowKey={(user) => user.id}
        searchLabel={t("admin_users.search")}
        filters={[
          { name: "is_superuser", label: t("admin_users.superuser"), options: yesNo },
          { name: "is_active", label: t("admin_users.active"), options: yesNo },
          { name: "is_verified", label: t("admin_users.verified"), options: yesNo },
          { name: "is_business", label: t("admin_users.business"), options: yesNo },
        ]}
        columns={[
          {
            header: t("admin_users.name"),
            cell: (user) => (
              <>
                <Link to={`/admin/users/${user.id}/edit`}>
                  {user.first_name} {user.last_name}
                </Link>
                <br />
                <span className={styles.muted}>{user.email}</span>
              </>
            ),
          },
          { header: t("admin_users.superuser"), cell: (user) => flag(user.is_superuser) },
          { header: t("admin_users.active"), cell: (user) => flag(user.is_active) },
          { header: t("admin_users.verified"), cell: (user) => flag(user.is_verified) },
          { header: t("admin_users.business"), cell: (user) => (user.is_business ? user.business_name : t("admin.list.no")) },
          { header: t("admin_users.listings"), cell: (user) => user.listings_count },
          { header: t("admin_users.joined"), cell: (user) => user.created_at.slice(0, 10) },
          {
            header: t("admin.list.actions"),
            cell: (user) => (
              <div className={styles.rowActions}>
                <Link to={`/admin/users/${user.id}/edit`} className={styles.smallButton}>
                  {t("admin.action.edit")}
                </Link>
                <IntentButton intent="password-link" values={{ id: user.id }}>
                  {t("admin_users.send_password_link")}
                </IntentButton>
                <ConfirmAction intent="delete" values={{ id: user.id }} question={t("admin_users.confirm_delete", { email: user.email })} />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
