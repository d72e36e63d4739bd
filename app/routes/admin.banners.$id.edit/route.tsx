import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { type AdminBanner, BannerFormSchema } from "@schemas/admin-banners";
import { AdminHeader, IntentButton } from "~/components/admin/actions";
import { AdminForm } from "~/components/admin/admin-form";
import * as styles from "~/components/admin/admin.css";
import { percent } from "~/components/admin/banners/banner-analytics";
import { BannerFormHints, ImageFileField, useBannerFields } from "~/components/admin/banners/banner-fields";
import { orErrorPage } from "~/utils/api-errors.server";
import { adminApi, idFrom, runIntent, submitAdminForm } from "~/components/admin/admin.server";
import { saveBanner, withFailure } from "~/components/admin/banners/admin-banners.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";
import { readForm } from "~/utils/form-data.server";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, banner] = await Promise.all([getT(args.request), orErrorPage(api.get<AdminBanner>(`/admin/banners/${idFrom(args.params.id)}`))]);
  return { title: t("admin.banners_edit"), banner };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  const id = idFrom(args.params.id);
  const formData = await readForm(args.request);
  if (formData.get("intent") === "toggle") {
    return runIntent(
      args,
      {
        toggle: async (api) => {
          const banner = await withFailure(args.request, "admin_banners.toggle_failed", api.post<AdminBanner>(`/admin/banners/${id}/toggle`));
          return banner.is_active ? "banner_activated" : "banner_deactivated";
        },
      },
      { formData },
    );
  }
  return submitAdminForm(args, BannerFormSchema, (api, value) => withFailure(args.request, "admin_banners.update_failed", saveBanner(api, value, id)), { formData });
}

/** The form's values from the stored banner: empty fields for nulls, days for the date inputs. */
function formValues(banner: AdminBanner) {
  const text = (value: string | null) => value ?? "";
  return {
    name: banner.name,
    title: text(banner.title),
    alt_text: text(banner.alt_text),
    alt_text_es: text(banner.alt_text_es),
    banner_type: banner.banner_type,
    image_url: text(banner.image_url),
    image_url_es: text(banner.image_url_es),
    link_url: text(banner.link_url),
    html_content: text(banner.html_content),
    html_content_en: text(banner.html_content_en),
    html_content_es: text(banner.html_content_es),
    width: banner.width ?? "",
    height: banner.height ?? "",
    priority: banner.priority,
    position: banner.position,
    is_active: banner.is_active,
    start_date: banner.start_date?.slice(0, 10) ?? "",
    end_date: banner.end_date?.slice(0, 10) ?? "",
  };
}

export default function AdminBannerEditPage() {
  const { t } = useTranslation();
  const { banner } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <>
      <AdminHeader title={`${t("admin.banners_edit")}: ${banner.name}`} />
      <section aria-label={t("admin_banners.banner_stats")} className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.statValue}>{banner.is_active ? t("admin_banners.state_active") : t("admin_banners.state_inactive")}</span>
          <IntentButton intent="toggle">{banner.is_active ? t("admin_banners.deactivate") : t("admin_banners.activate")}</IntentButton>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>{banner.impressions_count}</span>
          {t("admin_banners.impressions")}
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>{banner.clicks_count}</span>
          {t("admin_banners.clicks")}
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>{percent(banner.ctr)}</span>
          {t("admin_banners.ctr")}
        </div>
      </section>
      {banner.banner_type === "IMAGE" && banner.image_url ? (
        <figure style={{ margin: "0 0 16px" }}>
          <img src={banner.image_url} alt={banner.alt_text ?? ""} style={{ maxWidth: "100%", maxHeight: "200px", display: "block" }} />
          <figcaption className={styles.muted}>{t("admin_banners.current_image")}</figcaption>
        </figure>
      ) : null}
      {banner.banner_type === "IMAGE" && banner.image_url_es ? (
        <figure style={{ margin: "0 0 16px" }}>
          <img src={banner.image_url_es} alt={banner.alt_text_es ?? banner.alt_text ?? ""} style={{ maxWidth: "100%", maxHeight: "200px", display: "block" }} />
          <figcaption className={styles.muted}>{t("admin_banners.current_image_es")}</figcaption>
        </figure>
      ) : null}
      <AdminForm
        id="banner-edit"
        schema={BannerFormSchema}
        fields={useBannerFields()}
        defaultValue={formValues(banner)}
        lastResult={result && "reply" in result ? result.reply : undefined}
        encType="multipart/form-data"
      >
        <ImageFileField />
        <ImageFileField name="image_file_es" />
        <BannerFormHints />
      </AdminForm>
    </>
  );
}
