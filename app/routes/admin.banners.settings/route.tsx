import { useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "~/utils/use-translation";
import { BANNER_CAP_MAX, type BannerSettings, BannerSettingsSchema } from "@schemas/admin-banners";
import { BANNER_POSITIONS } from "@schemas/constants";
import { AdminHeader } from "~/components/admin/actions";
import * as styles from "~/components/admin/admin.css";
import { SectionError } from "~/components/admin/banners/banner-analytics";
import { FormErrors, TextField, ValidatedForm } from "~/components/ui/form-fields";
import { button, card } from "~/components/ui/ui.css";
import { adminApi, submitAdminForm } from "~/components/admin/admin.server";
import { readOrFailure } from "~/components/admin/banners/admin-banners.server";
import { getT } from "~/utils/i18n.server";
import { metaFromData } from "~/utils/meta";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await adminApi(args);
  const [t, settings] = await Promise.all([
    getT(args.request),
    readOrFailure(args.request, "admin_banners.settings_failed", api.get<BannerSettings>("/admin/banners/settings/")),
  ]);
  return { title: t("admin.banners_settings"), settings };
}

export const meta = metaFromData;

export async function action(args: ActionFunctionArgs) {
  return submitAdminForm(args, BannerSettingsSchema, (api, value) => api.put<BannerSettings>("/admin/banners/settings/", value), { notice: "saved" });
}

/**
 * The settings form: a nested value (per_position.HEADER...), which the kit's AdminForm does not
 * take as default values, so the form is drawn here with the same field components.
 */
function SettingsForm({ settings }: { settings: BannerSettings }) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm<BannerSettings>({
    id: "banner-settings",
    lastResult: result?.reply,
    defaultValue: settings,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BannerSettingsSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const perPosition = fields.per_position.getFieldset();
  return (
    <div className={card}>
      <ValidatedForm form={form}>
        <FormErrors />
        <TextField name={fields.max_per_position.name} label={t("admin_banners.max_per_position")} type="number" />
        <div className={styles.formGrid}>
          {BANNER_POSITIONS.map((position) => (
            <TextField
              key={position}
              name={perPosition[position].name}
              label={t("admin_banners.position_max", { position: t(`admin_banners.position.${position}`) })}
              type="number"
            />
          ))}
        </div>
        <button type="submit" className={button.primary} disabled={navigation.state === "submitting"}>
          {t("admin.form.save")}
        </button>
      </ValidatedForm>
    </div>
  );
}

export default function AdminBannerSettingsPage() {
  const { t } = useTranslation();
  const { settings } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminHeader title={t("admin.banners_settings")} intro={t("admin_banners.settings_intro", { max: BANNER_CAP_MAX })} />
      <ul className={styles.muted}>
        <li>{t("admin_banners.rule_priority")}</li>
        <li>{t("admin_banners.rule_widths")}</li>
      </ul>
      {settings.data ? <SettingsForm settings={settings.data} /> : <SectionError message={settings.error} />}
    </>
  );
}
