import { useTranslation } from "~/utils/use-translation";
import type { CategoryChoice } from "@schemas/admin-catalogue";
import { LISTING_LIFETIME_DAYS } from "@schemas/constants";
import { ICON_SHAPES } from "~/components/icon-shapes";
import type { FieldSpec } from "../admin-form";
import { categoryOptions } from "./category-tree";

/**
 * The category form's fields. `parent`: the categories offered as parent (leaving out the
 * category's own branch), or null when the page fixes the parent (a new subcategory). An edited
 * category keeps its slug when the field is emptied; a new one gets it from its English name.
 */
export function useCategoryFields(parent: { choices: CategoryChoice[]; exclude?: Set<number> } | null, editing = false): FieldSpec[] {
  const { t } = useTranslation();
  return [
    { name: "name_en", label: t("admin_catalogue.name_en") },
    { name: "name_es", label: t("admin_catalogue.name_es") },
    { name: "slug", label: t(editing ? "admin_catalogue.slug_keep" : "admin_catalogue.slug_optional") },
    ...(parent
      ? [{ name: "parent_id", label: t("admin_catalogue.parent"), type: "select" as const, options: categoryOptions(parent.choices, parent.exclude), placeholder: t("admin_catalogue.no_parent") }]
      : []),
    { name: "description_en", label: t("admin_catalogue.description_en"), type: "textarea" },
    { name: "description_es", label: t("admin_catalogue.description_es"), type: "textarea" },
    {
      name: "icon",
      label: t("admin_catalogue.icon"),
      type: "select",
      options: Object.keys(ICON_SHAPES).map((name) => ({ value: name, label: name })),
      placeholder: t("admin_catalogue.icon_default"),
    },
    { name: "color", label: t("admin_catalogue.color") },
    { name: "sort_order", label: t("admin_catalogue.sort_order"), type: "number" },
    { name: "listing_lifetime_days", label: t("admin_catalogue.listing_lifetime", { days: LISTING_LIFETIME_DAYS }), type: "number" },
    { name: "is_active", label: t("admin_catalogue.active"), type: "checkbox" },
  ];
}
