// A category's shape, declared once: the public tree (GET /categories, every page's shell) and
// the back-office's views (admin-catalogue.ts) pick from it. Types only: no zod, no server imports.

/** A category's stored fields as the API answers them (the categories table, flags as booleans). */
export type CategoryFields = {
  id: number;
  parent_id: number | null;
  slug: string;
  name_en: string;
  name_es: string;
  description_en: string | null;
  description_es: string | null;
  icon: string | null;
  color: string | null;
  sort_order: number;
  is_active: boolean;
  /** Days its listings run; null: the parent's, else LISTING_LIFETIME_DAYS. */
  listing_lifetime_days: number | null;
  created_at: string;
};

/** The category tree as the API answers it: active categories with their children and listing counts. */
export type Category = Omit<CategoryFields, "sort_order" | "is_active" | "listing_lifetime_days" | "created_at"> & {
  /** Published listings in the category and every subcategory. */
  listing_count: number;
  children: Category[];
};
