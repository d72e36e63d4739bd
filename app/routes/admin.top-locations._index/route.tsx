import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import { useTranslation } from "~/utils/use-translation";
import type { AdminPage } from "@schemas/admin";
import type { AdminTopLocation } from "@schemas/admin-guide";
import { AdminHeader, ConfirmAction, IntentButton } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { AdminList, useYesNo } from "~/components/admin/list";
import { ResponsiveImage } from "~/components/ui/responsive-image";
import { type IntentHandler, adminApi, idFrom, listQuery, runIntent } from "~/components/admin/admin.server";
import { orErrorPage } from "~/utils/api-errors.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, page] = await Promise.all([getT(args.request), orErrorPage(api.get<AdminPage<AdminTopLocation>>("/admin/top-locations", listQuery(args.request)))]);
  return { title: t("admin.top_locations"), page };
}

export const meta = metaFromData;

const move =
  (direction: "up" | "down"): IntentHandler =>
  async (api, form) => {
  await api.post(`/admin/top-locations/${idFrom(form.get("id"))}/move`, { direction });
  return "updated";
};

export async function action(args: ActionFunctionArgs) {
  return runIntent(args, {
    "move-up": move("up"),
    "move-down": move("down"),
    delete: async (api, form) => {
      await api.delete(`/admin/top-locations/${idFrom(form.get("id"))}`);
      return "deleted";
    },
  });
}

export default function AdminTopLocationsPage() {
  const { t } = useTranslation();
  const { page } = useLoaderData<typeof loader>();
  const yesNo = useYesNo();
  const flag = (on: boolean) => (on ? t("admin.list.yes") : t("admin.list.no"));
  return (
    <>
      <AdminHeader title={t("admin.top_locations")} intro={t("admin_guide.locations_intro")} action={{ to: "/admin/top-locations/create", label: t("admin.top_locations_create") }} />
      <AdminList
        page={page}
        rowKey={(location) => location.id}
        searchLabel={t("admin_guide.location_search")}
        filters={[
          { name: "is_featured", label: t("admin_guide.featured"), options: yesNo },
          { name: "is_active", label: t("admin_guide.active"), options: yesNo },
        ]}
        columns={[
          {
            header: t("admin_guide.image"),
            cell: (location) =>
              location.featured_image ? (
                <ResponsiveImage src={location.featured_image} srcSet={location.featured_image_srcset} sizes="96px" width={96} height={54} alt="" />
              ) : (
                "—"
              ),
          },
          {
            header: t("admin_guide.name"),
            cell: (location) => (
              <>
                <Link to={`/admin/top-locations/${location.id}/edit`}>{location.name}</Link>
                <br />
                <span className={styles.muted}>{location.slug}</span>
              </>
            ),
          },
          { header: t("admin_guide.location_type"), cell: (location) => t(`location.type.${location.location_type}`) },
          { header: t("admin_guide.featured"), cell: (location) => flag(location.is_featured) },
          { header: t("admin_guide.active"), cell: (location) => flag(location.is_active) },
          {
            header: t("admin_guide.sort_order"),
            cell: (location) => (
              <div className={styles.rowActions}>
                <span data-testid="sort-order">{location.sort_order}</span>
                <IntentButton intent="move-up" values={{ id: location.id }}>
                  <span aria-hidden="true">↑</span>
                  <span className="visually-hidden">{t("admin_guide.move_up", { name: location.name })}</span>
                </IntentButton>
                <IntentButton intent="move-down" values={{ id: location.id }}>
                  <span aria-hidden="true">↓</span>
                  <span className="visually-hidden">{t("admin_guide.move_down", { name: location.name })}</span>
                </IntentButton>
              </div>
            ),
          },
          {
            header: t("admin.list.actions"),
            cell: (location) => (
              <div className={styles.rowActions}>
                <Link to={`/admin/top-locations/${location.id}/edit`} className={styles.smallButton}>
                  {t("admin.action.edit")}
                </Link>
                {location.is_active ? (
                  <Link to={`/location/${location.slug}`} className={styles.smallButton} target="_blank" rel="noreferrer">
                    {t("admin_guide.view")}
                  </Link>
                ) : null}
                <ConfirmAction intent="delete" values={{ id: location.id }} question={t("admin_guide.confirm_delete_location", { name: location.name })} />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
