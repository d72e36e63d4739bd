import { useTranslation } from "~/utils/use-translation";
import { PROMOTION_FLAGS } from "@schemas/admin-pricing";
import type { FieldSpec } from "./admin-form";

/** A currency's fields but its code (set once, when it is added). */
export function useCurrencyFields(): FieldSpec[] {
  const { t } = useTranslation();
  return [
    { name: "symbol", label: t("admin_settings.currency_symbol") },
    { name: "name", label: t("admin_settings.currency_name") },
    { name: "rate_from_gbp", label: t("admin_settings.currency_rate"), type: "number" },
    { name: "is_active", label: t("admin_settings.currency_enabled"), type: "checkbox" },
  ];
}

/** The flag a plan grants, named as the badges call them. */
export function usePromotionFlagOptions() {
  const { t } = useTranslation();
  const names: Record<(typeof PROMOTION_FLAGS)[number], string> = {
    top: t("admin_settings.flag_top"),
    featured: t("admin_settings.flag_featured"),
    highlighted: t("admin_settings.flag_highlighted"),
  };
  return PROMOTION_FLAGS.map((flag) => ({ value: flag, label: names[flag] }));
}

/** The promotion plan form's fields (create and edit). */
export function usePromotionPlanFields(): FieldSpec[] {
  const { t } = useTranslation();
  return [
    { name: "name_en", label: t("admin_settings.plan_name_en") },
    { name: "name_es", label: t("admin_settings.plan_name_es") },
    { name: "description_en", label: t("admin_settings.plan_description_en"), type: "textarea" },
    { name: "description_es", label: t("admin_settings.plan_description_es"), type: "textarea" },
    { name: "flag", label: t("admin_settings.plan_flag"), type: "select", options: usePromotionFlagOptions(), placeholder: t("admin_settings.choose") },
    { name: "days", label: t("admin_settings.plan_days"), type: "number" },
    { name: "price_gbp", label: t("admin_settings.plan_price_gbp"), type: "number" },
    { name: "price_eur", label: t("admin_settings.plan_price_eur"), type: "number" },
    { name: "sort_order", label: t("admin_settings.plan_sort_order"), type: "number" },
    { name: "is_active", label: t("admin_settings.plan_active"), type: "checkbox" },
  ];
}
