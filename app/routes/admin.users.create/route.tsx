import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type AdminUser, AdminUserCreateSchema } from "@schemas/admin-users";
import { AdminHeader } from "~/components/admin/actions";
import { AdminForm } from "~/components/admin/admin-form";
import { useAccountFields } from "~/components/admin/user-fields";
import { adminApi, submitAdminForm } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  await adminApi(args);
  const t = await getT(args.request);
  return { title: t("admin.users_create") };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return submitAdminForm(args, AdminUserCreateSchema, (api, value) => api.post<AdminUser>("/admin/users", value), {
    next: (user) => `/admin/users/${user.id}/edit`,
    notice: "created",
  });
}

export default function AdminUserCreatePage() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  // New accounts are verified from the start: the box is only on the edit form.
  const fields = useAccountFields().filter((field) => field.name !== "is_verified");
  return (
    <>
      <AdminHeader title={t("admin.users_create")} intro={t("admin_users.create_intro")} />
      <AdminForm
        id="user-create"
        schema={AdminUserCreateSchema}
        fields={[...fields, { name: "password", label: t("admin_users.password"), type: "password" }]}
        lastResult={result?.reply}
        submitLabel={t("admin.form.create")}
      />
    </>
  );
}
