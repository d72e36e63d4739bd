import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AdminPage } from "@schemas/admin";
import type { AdminListing } from "@schemas/admin-listings";
import { AdminHeader, ConfirmAction } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminPager, AdminTable } from "~/components/admin/list";
import { FlagButtons, ListingsFilters, StatusForm, useCategoryOptions, usePrice } from "~/components/admin/listings";
import { orErrorPage } from "~/utils/api-errors.server";
import { adminApi, idFrom, listQuery, runIntent } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { useLocalized } from "~/utils/localized";
import { metaFromData } from "~/utils/meta";
import type { Category } from "@schemas/categories";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, page, categories] = await Promise.all([
    getT(args.request),
    // A malformed filter in the URL is the API's 422, shown as the page's error.
    orErrorPage(api.get<AdminPage<AdminListing>>("/admin/listings", listQuery(args.request))),
    api.get<Category[]>("/categories"),
  ]);
  return { title: t("admin.listings"), page, categories };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return runIntent(args, {
    flag: async (api, form) => {
      const [flag, value] = String(form.get("flag")).split(":");
      await api.post(`/admin/listings/${idFrom(form.get("id"))}/flags`, { [flag!]: value === "true" });
      return "saved";
    },
    status: async (api, form) => {
      await api.post(`/admin/listings/${idFrom(form.get("id"))}/status`, { status: form.get("status") });
      return "saved";
    },
    delete: async (api, form) => {
      await api.delete(`/admin/listings/${idFrom(form.get("id"))}`);
      return "deleted";
    },
  });
}

export default function AdminListingsPage() {
  const { t } = useTranslation();
  const { page, categories } = useLoaderData<typeof loader>();
  const categoryOptions = useCategoryOptions(categories);
  const price = usePrice();
  const localized = useLocalized();
  return (
    <>
      <AdminHeader title={t("admin.listings")} intro={t("admin_listings.intro")} action={{ to: "/admin/listings/create", label: t("admin.listings_create") }} />
      <ListingsFilters categories={categoryOptions} />
      <AdminTable
        rows={page.items}
        rowKey={(listing) => listing.id}
        caption={t("admin.listings")}
        columns={[
          {
            header: t("admin_listings.listing"),
            cell: (listing) => (
              <>
                <Link to={`/admin/listings/${listing.id}/edit`}>{listing.title || t("admin_listings.untitled")}</Link>
                <br />
                <span className={styles.muted}>
                  {`#${listing.id} · ${localized(listing.category, "name")} · ${price(listing) ?? t("admin_listings.no_price")}`}
                </span>
              </>
            ),
          },
          {
            header: t("admin_listings.owner"),
            cell: (listing) => (
              <>
                <Link to={`?user=${listing.owner.id}`}>{`${listing.owner.first_name} ${listing.owner.last_name}`}</Link>
                <br />
                <span className={styles.muted}>{listing.owner.email}</span>
              </>
            ),
          },
          {
            header: t("admin_listings.status_label"),
            cell: (listing) => (
              <>
                <strong>{t(`admin_listings.status.${listing.status}`)}</strong>
                <StatusForm listing={listing} />
              </>
            ),
          },
          { header: t("admin_listings.flags"), cell: (listing) => <FlagButtons listing={listing} /> },
          { header: t("admin_listings.activity"), cell: (listing) => t("admin_listings.views_saves", { views: listing.views_count, saves: listing.favorites_count }) },
          { header: t("admin_listings.created"), cell: (listing) => listing.created_at.slice(0, 10) },
          {
            header: t("admin.list.actions"),
            cell: (listing) => (
              <div className={styles.rowActions}>
                <Link to={`/admin/listings/${listing.id}/edit`} className={styles.smallButton}>
                  {t("admin.action.edit")}
                </Link>
                {listing.status === "published" ? (
                  <Link to={`/listing/${listing.slug}`} className={styles.smallButton} target="_blank" rel="noreferrer">
                    {t("admin_listings.view_public")}
                  </Link>
                ) : null}
                <ConfirmAction intent="delete" values={{ id: listing.id }} question={t("admin_listings.confirm_delete", { title: listing.title })} />
              </div>
            ),
          },
        ]}
      />
      <AdminPager page={page} />
    </>
  );
}
