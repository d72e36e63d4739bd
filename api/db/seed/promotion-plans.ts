import type { Insertable } from "kysely";
import type { PromotionPlansTable } from "../schema.js";

/** What a seller can buy for a listing on the demo site: one plan per flag, cheapest last. */
export function promotionPlans(nowIso: string): Insertable<PromotionPlansTable>[] {
  const plan = (sort_order: number, values: Omit<Insertable<PromotionPlansTable>, "sort_order" | "is_active" | "created_at" | "updated_at">) => ({
    ...values, sort_order, is_active: 1, created_at: nowIso, updated_at: nowIso,
  });
  return [
    plan(1, {
      name_en: "Top of the category, 7 days", name_es: "Primero en la categoría, 7 días",
      description_en: "Shown above every other listing of its category for a week, with the TOP badge.",
      description_es: "Aparece por encima de los demás anuncios de su categoría durante una semana, con la etiqueta TOP.",
      flag: "top", days: 7, price_gbp_minor: 999, price_eur_minor: 1199,
    }),
    plan(2, {
      name_en: "Featured, 14 days", name_es: "Destacado, 14 días",
      description_en: "Shown in the home page's Featured tab for two weeks.",
      description_es: "Aparece en la pestaña Destacados de la portada durante dos semanas.",
      flag: "featured", days: 14, price_gbp_minor: 699, price_eur_minor: 799,
    }),
    plan(3, {
      name_en: "Highlighted, 7 days", name_es: "Resaltado, 7 días",
      description_en: "A coloured frame and the HOT badge in every list for a week.",
      description_es: "Un marco de color y la etiqueta HOT en todas las listas durante una semana.",
      flag: "highlighted", days: 7, price_gbp_minor: 299, price_eur_minor: 349,
    }),
  ];
}
