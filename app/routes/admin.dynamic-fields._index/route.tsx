import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import { type AdminDynamicField, DATA_TYPES } from "@schemas/admin-catalogue";
import { AdminHeader, ConfirmAction } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminList, useYesNo } from "~/components/admin/list";
import { adminApi, idFrom, listQuery, runIntent } from "~/components/admin/admin.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, page] = await Promise.all([getT(args.request), orErrorPage(api.get<AdminPage<AdminDynamicField>>("/admin/dynamic-fields", listQuery(args.request)))]);
  return { title: t("admin.dynamic_fields"), page };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return runIntent(args, {
    delete: async (api, form) => {
      await api.delete(`/admin/dynamic-fields/${idFrom(form.get("id"))}`);
      return "deleted";
    },
  });
}

export default function AdminDynamicFieldsPage() {
  const { t } = useTranslation();
  const { page } = useLoaderData<typeof loader>();
  const yesNo = useYesNo();
  const flag = (on: boolean) => (on ? t("admin.list.yes") : t("admin.list.no"));
  return (
    <>
      <AdminHeader
        title={t("admin.dynamic_fields")}
        intro={t("admin_catalogue.dynamic_fields_intro")}
        action={{ to: "/admin/dynamic-fields/create", label: t("admin.dynamic_fields_create") }}
      />
      <AdminList
        page={page}
        rowKey={(field) => field.id}
        searchLabel={t("admin_catalogue.search_fields")}
        filters={[
          { name: "data_type", label: t("admin_catalogue.data_type"), options: DATA_TYPES.map((type) => ({ value: type, label: type })) },
          { name: "is_active", label: t("admin_catalogue.active"), options: yesNo },
        ]}
        columns={[
          {
            header: t("admin_catalogue.field"),
            cell: (field) => (
              <>
                <Link to={`/admin/dynamic-fields/${field.id}/edit`}>{field.label_en}</Link>
                <br />
                <span className={styles.muted}>
                  {field.label_es} · <code>{field.field_name}</code>
                </span>
              </>
            ),
          },
          { header: t("admin_catalogue.data_type"), cell: (field) => field.data_type },
          { header: t("admin_catalogue.display_type"), cell: (field) => field.display_type },
          { header: t("admin_catalogue.required"), cell: (field) => flag(field.is_required) },
          { header: t("admin_catalogue.options"), cell: (field) => field.options.length },
          { header: t("admin_catalogue.in_categories"), cell: (field) => field.categories_count },
          { header: t("admin_catalogue.active"), cell: (field) => flag(field.is_active) },
          {
            header: t("admin.list.actions"),
            cell: (field) => (
              <div className={styles.rowActions}>
                <Link to={`/admin/dynamic-fields/${field.id}/edit`} className={styles.smallButton}>
                  {t("admin.action.edit")}
                </Link>
                <ConfirmAction intent="delete" values={{ id: field.id }} question={t("admin_catalogue.confirm_delete_field", { name: field.field_name })} />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
