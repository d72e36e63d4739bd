import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type AdminListingType, ListingTypeSchema } from "@schemas/admin-catalogue";
import { AdminHeader, ConfirmAction } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminForm } from "~/components/admin/admin-form";
import { useListingTypeFields } from "~/components/admin/catalogue/listing-type-fields";
import { replyFor } from "~/components/admin/catalogue/reply-for";
import { orErrorPage } from "~/utils/api-errors.server";
import { adminApi, idFrom, submitAdminForm } from "~/components/admin/admin.server";
import { deleteAndLeave } from "~/components/admin/catalogue/admin-catalogue.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { readForm } from "~/utils/form-data.server";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, type] = await Promise.all([getT(args.request), orErrorPage(api.get<AdminListingType>(`/admin/listing-types/${idFrom(args.params.id)}`))]);
  return { title: t("admin.listing_types_edit"), type };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  const id = idFrom(args.params.id);
  const formData = await readForm(args.request);
  if (formData.get("intent") === "delete") {
    return deleteAndLeave(args, (api) => api.delete(`/admin/listing-types/${id}`), "/admin/listing-types");
  }
  return submitAdminForm(args, ListingTypeSchema, (api, value) => api.put<AdminListingType>(`/admin/listing-types/${id}`, value), { formData });
}

export default function AdminListingTypeEditPage() {
  const { t } = useTranslation();
  const { type } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fields = useListingTypeFields(true);
  return (
    <>
      <AdminHeader title={`${t("admin.listing_types_edit")}: ${type.name_en}`} />
      <AdminForm
        id="listing-type-edit"
        schema={ListingTypeSchema}
        fields={fields}
        defaultValue={{ ...type, description: type.description ?? "" }}
        lastResult={replyFor(result, "save")}
      >
        <input type="hidden" name="intent" value="save" />
      </AdminForm>
      <h2>{t("admin_catalogue.danger_zone")}</h2>
      <p className={styles.muted}>{t("admin_catalogue.type_listings", { count: type.listings_count })}</p>
      <ConfirmAction intent="delete" question={t("admin_catalogue.confirm_delete_type", { name: type.name_en })} />
    </>
  );
}
