import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { ADMIN_CREATE_STATUSES, AdminListingCreateSchema, type AdminListingDetail } from "@schemas/admin-listings";
import { AdminHeader } from "~/components/admin/actions";
import { AdminForm } from "~/components/admin/admin-form";
import { useListingFields } from "~/components/admin/listings";
import { categoryOptionsFor } from "~/components/admin/listings.server";
import { adminApi, submitAdminForm } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  await adminApi(args);
  const [t, categories] = await Promise.all([getT(args.request), categoryOptionsFor(args.request, args.context)]);
  return { title: t("admin.listings_create"), categories };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return submitAdminForm(args, AdminListingCreateSchema, (api, value) => api.post<AdminListingDetail>("/admin/listings", value), {
    // The owner's listings, the new one first, with its row actions at hand.
    next: (listing) => `/admin/listings?user=${listing.owner.id}`,
    notice: "created",
  });
}

export default function AdminListingCreatePage() {
  const { t } = useTranslation();
  const { categories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const listingFields = useListingFields(categories, ADMIN_CREATE_STATUSES);
  return (
    <>
      <AdminHeader title={t("admin.listings_create")} intro={t("admin_listings.create_intro")} />
      <AdminForm
        id="listing-create"
        schema={AdminListingCreateSchema}
        fields={[
          { name: "user_email", label: t("admin_listings.owner_email"), type: "email", wide: true },
          ...listingFields,
          { name: "address", label: t("admin_listings.address"), wide: true },
          { name: "latitude", label: t("admin_listings.latitude"), type: "number" },
          { name: "longitude", label: t("admin_listings.longitude"), type: "number" },
        ]}
        defaultValue={{ selected_currency: "gbp", status: "published" }}
        lastResult={result?.reply}
        submitLabel={t("admin.form.create")}
      />
    </>
  );
}
