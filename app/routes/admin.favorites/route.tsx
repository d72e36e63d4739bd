import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminFavoritesOverview } from "@schemas/admin-listings";
import { AdminHeader } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminPager, AdminTable, ListFilters } from "~/components/admin/list";
import { orErrorPage } from "~/utils/api-errors.server";
import { adminApi, listQuery } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, overview] = await Promise.all([
    getT(args.request),
    orErrorPage(api.get<AdminFavoritesOverview>("/admin/favorites", listQuery(args.request))),
  ]);
  return { title: t("admin.favorites"), overview };
}

export const meta = metaFromData;

/** A listing's title, linked to its back-office page. */
const ListingLink = ({ listing }: { listing: { id: number; title: string } }) => <Link to={`/admin/listings/${listing.id}/edit`}>{listing.title}</Link>;

export default function AdminFavoritesPage() {
  const { t } = useTranslation();
  const { overview } = useLoaderData<typeof loader>();
  const { totals, most_saved: mostSaved, recent } = overview;
  const stats: Array<[string, number]> = [
    [t("admin_favorites.saves"), totals.saves],
    [t("admin_favorites.saved_listings"), totals.saved_listings],
    [t("admin_favorites.savers"), totals.savers],
  ];
  return (
    <>
      <AdminHeader title={t("admin.favorites")} intro={t("admin_favorites.intro")} />
      <div className={styles.stats}>
        {stats.map(([label, value]) => (
          <div key={label} className={styles.stat}>
            <span className={styles.statValue}>{value}</span>
            {label}
          </div>
        ))}
      </div>

      <h2>{t("admin_favorites.most_saved")}</h2>
      <ListFilters searchLabel={t("admin_favorites.search")} />
      <AdminTable
        rows={mostSaved.items}
        rowKey={(listing) => listing.id}
        caption={t("admin_favorites.most_saved")}
        columns={[
          { header: t("admin_favorites.listing"), cell: (listing) => <ListingLink listing={listing} /> },
          { header: t("admin_favorites.saves"), cell: (listing) => listing.saves },
          { header: t("admin_favorites.status"), cell: (listing) => t(`admin_listings.status.${listing.status}`) },
          { header: t("admin_favorites.owner"), cell: (listing) => listing.owner.email },
          { header: t("admin_favorites.last_saved"), cell: (listing) => listing.last_saved_at.slice(0, 10) },
        ]}
      />
      <AdminPager page={mostSaved} />

      <h2>{t("admin_favorites.recent")}</h2>
      <AdminTable
        rows={recent}
        rowKey={(save) => `${save.user.id}-${save.listing.id}`}
        caption={t("admin_favorites.recent")}
        columns={[
          { header: t("admin_favorites.saved_at"), cell: (save) => save.saved_at.slice(0, 16).replace("T", " ") },
          {
            header: t("admin_favorites.user"),
            cell: (save) => (
              <>
                {save.user.first_name} {save.user.last_name}
                <br />
                <span className={styles.muted}>{save.user.email}</span>
              </>
            ),
          },
          { header: t("admin_favorites.listing"), cell: (save) => <ListingLink listing={save.listing} /> },
        ]}
      />
    </>
  );
}
