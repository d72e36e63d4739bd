import { getInputProps, useField } from "@conform-to/react";
import { useTranslation } from "~/utils/use-translation";
import { BANNER_TYPES } from "@schemas/admin-banners";
import { BANNER_POSITIONS } from "@schemas/constants";
import { FieldErrors } from "~/components/ui/form-fields";
import { field as fieldClass, input, label as labelClass } from "~/components/ui/ui.css";
import type { FieldSpec } from "../admin-form";
import * as styles from "../admin.css";

export function usePositionOptions() {
  const { t } = useTranslation();
  return BANNER_POSITIONS.map((position) => ({ value: position, label: t(`admin_banners.position.${position}`) }));
}

export function useTypeOptions() {
  const { t } = useTranslation();
  return BANNER_TYPES.map((type) => ({ value: type, label: t(`admin_banners.type.${type}`) }));
}

/** The fields of the create and edit forms: what every banner has, then each type's content. */
export function useBannerFields(): FieldSpec[] {
  const { t } = useTranslation();
  return [
    { name: "name", label: t("admin_banners.name") },
    { name: "title", label: t("admin_banners.title") },
    { name: "banner_type", label: t("admin_banners.banner_type"), type: "select", options: useTypeOptions() },
    { name: "position", label: t("admin_banners.position"), type: "select", options: usePositionOptions(), placeholder: t("admin_banners.choose_position") },
    { name: "priority", label: t("admin_banners.priority"), type: "number" },
    { name: "link_url", label: t("admin_banners.link_url") },
    { name: "width", label: t("admin_banners.width"), type: "number" },
    { name: "height", label: t("admin_banners.height"), type: "number" },
    { name: "start_date", label: t("admin_banners.start_date"), type: "date" },
    { name: "end_date", label: t("admin_banners.end_date"), type: "date" },
    { name: "is_active", label: t("admin_banners.active"), type: "checkbox", wide: true },
    { name: "html_content_en", label: t("admin_banners.html_en"), type: "textarea" },
    { name: "html_content_es", label: t("admin_banners.html_es"), type: "textarea" },
    { name: "html_content", label: t("admin_banners.html_fallback"), type: "textarea" },
    // Last, beside the uploads that follow the fields: each language's image (its address or a
    // file) and alt text; Spanish pages show the English ones where the Spanish are empty.
    { name: "image_url", label: t("admin_banners.image_url") },
    { name: "alt_text", label: t("admin_banners.alt_text") },
    { name: "image_url_es", label: t("admin_banners.image_url_es") },
    { name: "alt_text_es", label: t("admin_banners.alt_text_es") },
  ];
}

/**
 * An image file to upload instead of giving an address (the form is multipart), the English one
 * (`image_file`) or the Spanish one (`image_file_es`); its error (a file that is not an image,
 * too large) shows here, with or without JavaScript.
 */
export function ImageFileField({ name = "image_file" }: { name?: "image_file" | "image_file_es" }) {
  const { t } = useTranslation();
  const [meta] = useField<File | undefined>(name);
  const props = getInputProps(meta, { type: "file", ariaAttributes: true });
  return (
    <div className={fieldClass}>
      <label htmlFor={meta.id} className={labelClass}>
        {name === "image_file" ? t("admin_banners.image_file") : t("admin_banners.image_file_es")}
      </label>
      <input {...props} key={props.key} accept="image/jpeg,image/png,image/webp,image/avif" className={input} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** What the form's fields mean where it is not obvious: sizes, priority, dates and script banners. */
export function BannerFormHints() {
  const { t } = useTranslation();
  return (
    <ul className={styles.muted}>
      <li>{t("admin_banners.hint_image")}</li>
      <li>{t("admin_banners.hint_image_languages")}</li>
      <li>{t("admin_banners.hint_size")}</li>
      <li>{t("admin_banners.hint_priority")}</li>
      <li>{t("admin_banners.hint_dates")}</li>
      <li>{t("admin_banners.hint_html")}</li>
      <li>{t("admin_banners.hint_script")}</li>
    </ul>
  );
}
