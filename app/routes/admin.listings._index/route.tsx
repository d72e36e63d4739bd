import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import type { AdminListing } from "@schemas/admin-listings";
import { AdminHeader } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminPager, AdminTable } from "~/components/admin/list";
import { ConfirmDelete, ListingsFilters, MAX_CHECKED, RowActions, RowCheckbox, flagBadges, parseRowAction, usePrice } from "~/components/admin/listings";
import { orErrorPage, refusalOf } from "~/utils/api-errors.server";
import { queryParams } from "~/utils/api.server";
import { alikeForSignedIn } from "~/utils/shell.server";
import { categoryOptionsFor } from "~/components/admin/listings.server";
import { type IntentOutcome, adminApi, idFrom, listQuery, runIntent } from "~/components/admin/admin.server";
import { readForm } from "~/utils/form-data.server";
import { ADMIN_LISTING_MESSAGES } from "@schemas/admin-listings";
import { getT } from "~/utils/i18n.server";
import { useLocalized } from "~/utils/localized";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const query = listQuery(args.request);
  // Every admin is shown the same page of the list: kept as the shared reads are, emptied by any write.
  const list = () => api.get<AdminPage<AdminListing>>("/admin/listings", query);
  const [t, page, categories] = await Promise.all([
    getT(args.request),
    // A malformed filter in the URL is the API's 422, shown as the page's error.
    orErrorPage(alikeForSignedIn(args.context, `admin-listings:${queryParams(query)}`, list, () => true)),
    categoryOptionsFor(args.request, args.context),
  ]);
  return { title: t("admin.listings"), page, categories };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request);
  const chosen = parseRowAction(form.get("action"));
  // Deletion asks first: the answer names the checked rows, and its form posts intent=delete.
  // With none checked, the bar's handler below says so.
  if (form.get("intent") === "apply" && chosen?.kind === "delete") {
    await adminApi(args);
    const checked = checkedIds(form);
    if (checked.length > 0) return data({ confirmDelete: checked });
  }
  return runIntent(
    args,
    {
      apply: async (api) => {
        if (!chosen) return { error: form.get("action") ? "admin.unknown_action" : "admin_listings.action_required" };
        if (chosen.kind === "delete") return { error: "admin_listings.none_selected" }; // none checked (see above)
        const body = chosen.kind === "status" ? { status: chosen.status } : { [chosen.flag]: chosen.value };
        const path = chosen.kind === "status" ? "status" : "flags";
        return forEachChecked(form, (id) => api.post(`/admin/listings/${id}/${path}`, body), "saved");
      },
      delete: (api) => forEachChecked(form, (id) => api.delete(`/admin/listings/${id}`), "deleted"),
    },
    { formData: form },
  );
}

/** The checked rows' ids (at most a page's worth); a malformed one is a 400. */
function checkedIds(form: FormData): number[] {
  return form.getAll("id").slice(0, MAX_CHECKED).map(idFrom);
}

/**
 * Sends one call per checked row, each on its own: a refusal leaves the others done and is
 * reported with its row's id ("#42: …"). A status a listing already has is nothing to do.
 */
async function forEachChecked(form: FormData, send: (id: number) => Promise<unknown>, done: string): Promise<IntentOutcome> {
  const ids = checkedIds(form);
  if (ids.length === 0) return { error: "admin_listings.none_selected" };
  let refused: { error: string; about: string } | undefined;
  for (const id of ids) {
    try {
      await send(id);
    } catch (error) {
      const refusal = refusalOf(error);
      if (!refusal) throw error;
      if (refusal.detail !== ADMIN_LISTING_MESSAGES.sameStatus) refused ??= { error: refusal.messageKey, about: `#${id}` };
    }
  }
  return refused ?? done;
}

export default function AdminListingsPage() {
  const { t } = useTranslation();
  const { page, categories } = useLoaderData<typeof loader>();
  const asked = useActionData<typeof action>();
  const confirmDelete = asked && "confirmDelete" in asked ? asked.confirmDelete : null;
  const price = usePrice();
  const localized = useLocalized();
  return (
    <>
      <AdminHeader title={t("admin.listings")} intro={t("admin_listings.intro")} action={{ to: "/admin/listings/create", label: t("admin.listings_create") }} />
      <ListingsFilters categories={categories} />
      {confirmDelete ? (
        <ConfirmDelete listings={confirmDelete.map((id) => page.items.find((listing) => listing.id === id) ?? { id, title: "" })} />
      ) : (
        <RowActions />
      )}
      <AdminTable
        rows={page.items}
        rowKey={(listing) => listing.id}
        caption={t("admin.listings")}
        columns={[
          { header: t("admin_listings.selected"), cell: (listing) => <RowCheckbox listing={listing} /> },
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
                <Link to={`/admin/listings?user=${listing.owner.id}`}>{`${listing.owner.first_name} ${listing.owner.last_name}`}</Link>
                <br />
                <span className={styles.muted}>{listing.owner.email}</span>
              </>
            ),
          },
          { header: t("admin_listings.status_label"), cell: (listing) => t(`admin_listings.status.${listing.status}`) },
          { header: t("admin_listings.flags"), cell: flagBadges },
          { header: t("admin_listings.activity"), cell: (listing) => t("admin_listings.views_saves", { views: listing.views_count, saves: listing.favorites_count }) },
          { header: t("admin_listings.created"), cell: (listing) => listing.created_at.slice(0, 10) },
          {
            header: t("admin.list.actions"),
            cell: (listing) =>
              listing.status === "published" ? (
                <Link to={`/listing/${listing.slug}`} target="_blank" rel="noreferrer">
                  {t("admin_listings.view_public")}
                </Link>
              ) : null,
          },
        ]}
      />
      <AdminPager page={page} />
    </>
  );
}
