import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import type { AdminPlace } from "@schemas/admin-guide";
import { PLACE_STATUSES } from "@schemas/guide-constants";
import type { PlaceCategory } from "@schemas/places";
import { AdminHeader, ConfirmAction } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminList } from "~/components/admin/list";
import { PlaceModeration } from "~/components/admin-guide/place-moderation";
import { moderatePlace } from "~/components/admin-guide/admin-guide.server";
import { adminApi, idFrom, listQuery, runIntent } from "~/components/admin/admin.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { useLocalized } from "~/utils/localized";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, page, categories] = await Promise.all([
    getT(args.request),
    orErrorPage(api.get<AdminPage<AdminPlace>>("/admin/places", listQuery(args.request))),
    api.get<PlaceCategory[]>("/place-categories"),
  ]);
  return { title: t("admin.places"), page, categories };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return runIntent(args, {
    ...moderatePlace,
    delete: async (api, form) => {
      await api.delete(`/admin/places/${idFrom(form.get("id"))}`);
      return "deleted";
    },
  });
}

export default function AdminPlacesPage() {
  const { t } = useTranslation();
  const localized = useLocalized();
  const { page, categories } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminHeader title={t("admin.places")} intro={t("admin_guide.places_intro")} action={{ to: "/admin/places/create", label: t("admin.places_create") }} />
      <AdminList
        page={page}
        rowKey={(place) => place.id}
        searchLabel={t("admin_guide.place_search")}
        filters={[
          { name: "status", label: t("admin_guide.status"), options: PLACE_STATUSES.map((status) => ({ value: status, label: t(`admin_guide.status_${status}`) })) },
          { name: "category_id", label: t("admin_guide.category"), options: categories.map((category) => ({ value: String(category.id), label: localized(category, "name") })) },
        ]}
        columns={[
          {
            header: t("admin_guide.name"),
            cell: (place) => (
              <>
                <Link to={`/admin/places/${place.id}/edit`}>{place.name}</Link>
                <br />
                <span className={styles.muted}>{place.address ?? place.slug}</span>
              </>
            ),
          },
          { header: t("admin_guide.category"), cell: (place) => (place.category ? localized(place.category, "name") : "—") },
          { header: t("admin_guide.status"), cell: (place) => <span data-testid="place-status">{t(`admin_guide.status_${place.status}`)}</span> },
          { header: t("admin_guide.owner"), cell: (place) => place.owner?.email ?? "—" },
          { header: t("admin_guide.added"), cell: (place) => place.created_at.slice(0, 10) },
          {
            header: t("admin.list.actions"),
            cell: (place) => (
              <div className={styles.rowActions}>
                <PlaceModeration place={place} />
                <Link to={`/admin/places/${place.id}/edit`} className={styles.smallButton}>
                  {t("admin.action.edit")}
                </Link>
                {place.status === "approved" ? (
                  <Link to={`/places/${place.slug}`} className={styles.smallButton} target="_blank" rel="noreferrer">
                    {t("admin_guide.view")}
                  </Link>
                ) : null}
                <ConfirmAction intent="delete" values={{ id: place.id }} question={t("admin_guide.confirm_delete_place", { name: place.name })} />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
