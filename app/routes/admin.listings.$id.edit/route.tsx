import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import { AdminListingEditSchema, type AdminListingDetail } from "@schemas/admin-listings";
import { LISTING_STATUSES } from "@schemas/constants";
import { AdminHeader } from "~/components/admin/actions";
import { AdminForm } from "~/components/admin/admin-form";
import * as styles from "~/components/admin/admin.css";
import { useListingFields } from "~/components/admin/listings";
import { orErrorPage } from "~/utils/api-errors.server";
import { categoryOptionsFor } from "~/components/admin/listings.server";
import { adminApi, idFrom, submitAdminForm } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, listing, categories] = await Promise.all([
    getT(args.request),
    orErrorPage(api.get<AdminListingDetail>(`/admin/listings/${idFrom(args.params.id)}`)),
    categoryOptionsFor(args.request, args.context),
  ]);
  return { title: t("admin_listings.edit_title"), listing, categories };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  const id = idFrom(args.params.id);
  return submitAdminForm(args, AdminListingEditSchema, (api, value) => api.put<AdminListingDetail>(`/admin/listings/${id}`, value));
}

export default function AdminListingEditPage() {
  const { t } = useTranslation();
  const { listing, categories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const fields = useListingFields(categories, LISTING_STATUSES);
  return (
    <>
      <AdminHeader title={`${t("admin_listings.edit_title")}: ${listing.title}`} intro={t("admin_listings.edit_intro")} />
      <p className={styles.muted}>
        {t("admin_listings.owned_by", { name: `${listing.owner.first_name} ${listing.owner.last_name}`, email: listing.owner.email })} ·{" "}
        {t("admin_listings.views_saves", { views: listing.views_count, saves: listing.favorites_count })} ·{" "}
        {listing.status === "published" ? (
          <Link to={`/listing/${listing.slug}`} target="_blank" rel="noreferrer">
            {t("admin_listings.view_public")}
          </Link>
        ) : (
          t("admin_listings.not_public")
        )}
      </p>
      <AdminForm
        id="listing-edit"
        schema={AdminListingEditSchema}
        fields={fields}
        defaultValue={{
          title: listing.title,
          description: listing.description,
          category_id: String(listing.category.id),
          status: listing.status,
          selected_currency: listing.selected_currency,
          price_gbp: listing.price_gbp,
          price_eur: listing.price_eur,
        }}
        lastResult={result?.reply}
      />
      <p>
        <Link to="/admin/listings">{t("admin_listings.back_to_list")}</Link>
      </p>
    </>
  );
}
