import { useTranslation } from "~/utils/use-translation";
import { LOCATION_TYPES } from "@schemas/top-locations";
import type { FieldSpec } from "../admin/admin-form";
import { PHOTO_ACCEPT } from "../places/place-photos";
import { ResponsiveImage } from "../ui/responsive-image";
import { field, fieldError, input, label } from "../ui/ui.css";
import { validationKey } from "~/locales/validation-key";

/** A top location's fields, in the order of its page: names and texts, then place, then how it is shown. */
export function useTopLocationFields(): FieldSpec[] {
  const { t } = useTranslation();
  return [
    { name: "name", label: t("admin_guide.name") },
    { name: "slug", label: t("admin_guide.slug") },
    { name: "description", label: t("admin_guide.description_en"), type: "textarea" },
    { name: "description_es", label: t("admin_guide.description_es"), type: "textarea" },
    {
      name: "location_type",
      label: t("admin_guide.location_type"),
      type: "select",
      options: LOCATION_TYPES.map((type) => ({ value: type, label: t(`location.type.${type}`) })),
    },
    { name: "sort_order", label: t("admin_guide.sort_order"), type: "number" },
    { name: "latitude", label: t("admin_guide.latitude"), type: "number" },
    { name: "longitude", label: t("admin_guide.longitude"), type: "number" },
    { name: "is_featured", label: t("admin_guide.featured"), type: "checkbox" },
    { name: "is_active", label: t("admin_guide.active"), type: "checkbox" },
  ];
}

/**
 * The image input of a top location's multipart form, with the current image and the API's
 * refusal of the last upload (the file is not part of the form's schema: the API's photo
 * pipeline judges it).
 */
export function LocationImageField({ current, error }: { current?: { src: string; srcSet: string | null } | null; error?: string | null }) {
  const { t } = useTranslation();
  return (
    <div className={field}>
      {current ? (
        <ResponsiveImage src={current.src} srcSet={current.srcSet} sizes="320px" width={320} height={180} alt={t("admin_guide.current_image")} />
      ) : null}
      <label htmlFor="location-image" className={label}>
        {current ? t("admin_guide.replace_image") : t("admin_guide.image")}
      </label>
      <input
        id="location-image"
        name="image"
        type="file"
        accept={PHOTO_ACCEPT}
        className={input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "location-image-error" : "location-image-help"}
      />
      {error ? (
        <p id="location-image-error" className={fieldError}>
          {t(validationKey(error))}
        </p>
      ) : (
        <p id="location-image-help">{t("admin_guide.image_help")}</p>
      )}
    </div>
  );
}
