import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type AdminUser, AdminUserUpdateSchema } from "@schemas/admin-users";
import { AdminHeader, IntentButton } from "~/components/admin/actions";
import { AdminForm } from "~/components/admin/admin-form";
import { useAccountFields } from "~/components/admin/user-fields";
import { orErrorPage } from "~/utils/api-errors.server";
import { adminApi, idFrom, runIntent, submitAdminForm } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { readForm } from "~/utils/form-data.server";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, user] = await Promise.all([getT(args.request), orErrorPage(api.get<AdminUser>(`/admin/users/${idFrom(args.params.id)}`))]);
  return { title: t("admin.users_edit"), user };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  const id = idFrom(args.params.id);
  const formData = await readForm(args.request);
  if (formData.get("intent") === "password-link") {
    return runIntent(args, { "password-link": async (api) => (await api.post(`/admin/users/${id}/password-link`), "password_link_sent") }, { formData });
  }
  return submitAdminForm(args, AdminUserUpdateSchema, (api, value) => api.put<AdminUser>(`/admin/users/${id}`, value), { formData });
}

export default function AdminUserEditPage() {
  const { t } = useTranslation();
  const { user } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fields = useAccountFields();
  return (
    <>
      <AdminHeader title={`${t("admin.users_edit")}: ${user.email}`} />
      <AdminForm
        id="user-edit"
        schema={AdminUserUpdateSchema}
        fields={[...fields, { name: "is_active", label: t("admin_users.active"), type: "checkbox" }]}
        defaultValue={{ ...user, business_name: user.business_name ?? "" }}
        lastResult={result && "reply" in result ? result.reply : undefined}
      />
      <p>
        <IntentButton intent="password-link">{t("admin_users.send_password_link")}</IntentButton>
      </p>
    </>
  );
}
