import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { BannerFormSchema } from "@schemas/admin-banners";
import { AdminHeader } from "~/components/admin/actions";
import { AdminForm } from "~/components/admin/admin-form";
import { BannerFormHints, ImageFileField, useBannerFields } from "~/components/admin/banners/banner-fields";
import { adminApi, submitAdminForm } from "~/components/admin/admin.server";
import { saveBanner, withFailure } from "~/components/admin/banners/admin-banners.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  await adminApi(args);
  const t = await getT(args.request);
  return { title: t("admin.banners_create") };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return submitAdminForm(args, BannerFormSchema, (api, value) => withFailure(args.request, "admin_banners.create_failed", saveBanner(api, value)), {
    next: (banner) => `/admin/banners/${banner.id}/edit`,
    notice: "created",
  });
}

export default function AdminBannerCreatePage() {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  return (
    <>
      <AdminHeader title={t("admin.banners_create")} intro={t("admin_banners.create_intro")} />
      <AdminForm
        id="banner-create"
        schema={BannerFormSchema}
        fields={useBannerFields()}
        defaultValue={{ banner_type: "IMAGE", priority: 0, is_active: true }}
        lastResult={result?.reply}
        submitLabel={t("admin.form.create")}
        encType="multipart/form-data"
      >
        <ImageFileField />
        <ImageFileField name="image_file_es" />
        <BannerFormHints />
      </AdminForm>
    </>
  );
}
