import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type AdminDynamicField, DynamicFieldSchema } from "@schemas/admin-catalogue";
import { AdminHeader } from "~/components/admin/actions";
import { DynamicFieldForm } from "~/components/admin/catalogue/dynamic-field-form";
import { adminApi, submitAdminForm } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  await adminApi(args);
  const t = await getT(args.request);
  return { title: t("admin.dynamic_fields_create") };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  // On to the edit page, where a select's options are added.
  return submitAdminForm(args, DynamicFieldSchema, (api, value) => api.post<AdminDynamicField>("/admin/dynamic-fields", value), {
    next: (field) => `/admin/dynamic-fields/${field.id}/edit`,
    notice: "created",
  });
}

export default function AdminDynamicFieldCreatePage() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  return (
    <>
      <AdminHeader title={t("admin.dynamic_fields_create")} intro={t("admin_catalogue.dynamic_fields_intro")} />
      <DynamicFieldForm field={null} lastResult={result?.reply} />
    </>
  );
}
