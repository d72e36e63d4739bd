import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import type { AdminListingType } from "@schemas/admin-catalogue";
import { AdminHeader, ConfirmAction } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminList, useYesNo } from "~/components/admin/list";
import { adminApi, idFrom, listQuery, runIntent } from "~/components/admin/admin.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, page] = await Promise.all([getT(args.request), orErrorPage(api.get<AdminPage<AdminListingType>>("/admin/listing-types", listQuery(args.request)))]);
  return { title: t("admin.listing_types"), page };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return runIntent(args, {
    delete: async (api, form) => {
      await api.delete(`/admin/listing-types/${idFrom(form.get("id"))}`);
      return "deleted";
    },
  });
}

export default function AdminListingTypesPage() {
  const { t } = useTranslation();
  const { page } = useLoaderData<typeof loader>();
  const yesNo = useYesNo();
  return (
    <>
      <AdminHeader
        title={t("admin.listing_types")}
        intro={t("admin_catalogue.listing_types_intro")}
        action={{ to: "/admin/listing-types/create", label: t("admin.listing_types_create") }}
      />
      <AdminList
        page={page}
        rowKey={(type) => type.id}
        searchLabel={t("admin_catalogue.search_types")}
        filters={[{ name: "is_active", label: t("admin_catalogue.active"), options: yesNo }]}
        columns={[
          {
            header: t("admin_catalogue.name"),
            cell: (type) => (
              <>
                <Link to={`/admin/listing-types/${type.id}/edit`}>{type.name_en}</Link>
                <br />
                <span className={styles.muted}>
                  {type.name_es} · {type.slug}
                </span>
              </>
            ),
          },
          { header: t("admin_catalogue.description"), cell: (type) => type.description ?? "—" },
          { header: t("admin_catalogue.listings"), cell: (type) => type.listings_count },
          { header: t("admin_catalogue.active"), cell: (type) => (type.is_active ? t("admin.list.yes") : t("admin.list.no")) },
          {
            header: t("admin.list.actions"),
            cell: (type) => (
              <div className={styles.rowActions}>
                <Link to={`/admin/listing-types/${type.id}/edit`} className={styles.smallButton}>
                  {t("admin.action.edit")}
                </Link>
                {type.listings_count === 0 ? (
                  <ConfirmAction intent="delete" values={{ id: type.id }} question={t("admin_catalogue.confirm_delete_type", { name: type.name_en })} />
                ) : (
                  <span className={styles.muted}>{t("admin_catalogue.type_in_use")}</span>
                )}
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
