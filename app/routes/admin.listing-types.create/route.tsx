import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type AdminListingType, ListingTypeSchema } from "@schemas/admin-catalogue";
import { AdminHeader } from "~/components/admin/actions";
import { AdminForm } from "~/components/admin/admin-form";
import { useListingTypeFields } from "~/components/admin/catalogue/listing-type-fields";
import { adminApi, submitAdminForm } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  await adminApi(args);
  const t = await getT(args.request);
  return { title: t("admin.listing_types_create") };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return submitAdminForm(args, ListingTypeSchema, (api, value) => api.post<AdminListingType>("/admin/listing-types", value), {
    next: "/admin/listing-types",
    notice: "created",
  });
}

export default function AdminListingTypeCreatePage() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const fields = useListingTypeFields();
  return (
    <>
      <AdminHeader title={t("admin.listing_types_create")} intro={t("admin_catalogue.listing_types_intro")} />
      <AdminForm
        id="listing-type-create"
        schema={ListingTypeSchema}
        fields={fields}
        defaultValue={{ is_active: true }}
        lastResult={result?.reply}
        submitLabel={t("admin.form.create")}
      />
    </>
  );
}
