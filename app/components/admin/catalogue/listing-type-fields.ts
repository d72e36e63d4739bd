import { useTranslation } from "~/utils/use-translation";
import type { FieldSpec } from "../admin-form";

/** The listing type form's fields: an edited type keeps its slug when the field is emptied. */
export function useListingTypeFields(editing = false): FieldSpec[] {
  const { t } = useTranslation();
  return [
    { name: "name_en", label: t("admin_catalogue.name_en") },
    { name: "name_es", label: t("admin_catalogue.name_es") },
    { name: "slug", label: t(editing ? "admin_catalogue.slug_keep" : "admin_catalogue.slug_optional") },
    { name: "description", label: t("admin_catalogue.description"), type: "textarea" },
    { name: "is_active", label: t("admin_catalogue.active"), type: "checkbox" },
  ];
}
