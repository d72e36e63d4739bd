import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type MapSettings, MapSettingsSchema } from "@schemas/admin-map";
import { AdminHeader } from "~/components/admin/actions";
import { AdminForm } from "~/components/admin/admin-form";
import { orErrorPage } from "~/utils/api-errors.server";
import { adminApi, submitAdminForm } from "~/components/admin/admin.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, settings] = await Promise.all([getT(args.request), orErrorPage(api.get<MapSettings>("/admin/map-settings"))]);
  return { title: t("admin.map_settings"), settings };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return submitAdminForm(args, MapSettingsSchema, (api, value) => api.put<MapSettings>("/admin/map-settings", value));
}

export default function AdminMapSettingsPage() {
  const { t } = useTranslation();
  const { settings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <AdminHeader title={t("admin.map_settings")} intro={t("admin_settings.map_intro")} />
      <AdminForm
        id="map-settings"
        schema={MapSettingsSchema}
        fields={[
          { name: "tile_url", label: t("admin_settings.map_tile_url"), wide: true },
          { name: "attribution", label: t("admin_settings.map_attribution"), wide: true },
          { name: "default_latitude", label: t("admin_settings.map_latitude"), type: "number" },
          { name: "default_longitude", label: t("admin_settings.map_longitude"), type: "number" },
          { name: "default_zoom", label: t("admin_settings.map_zoom"), type: "number" },
          { name: "area_south", label: t("admin_settings.map_area_south"), type: "number" },
          { name: "area_west", label: t("admin_settings.map_area_west"), type: "number" },
          { name: "area_north", label: t("admin_settings.map_area_north"), type: "number" },
          { name: "area_east", label: t("admin_settings.map_area_east"), type: "number" },
        ]}
        defaultValue={settings}
        lastResult={result?.reply}
      />
      <p>{t("admin_settings.map_tile_help")}</p>
      <p>{t("admin_settings.map_area")}</p>
    </>
  );
}
