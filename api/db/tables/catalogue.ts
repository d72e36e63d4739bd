import type { Generated } from "kysely";
import type { Flag, Id } from "./types.js";

/* The catalogue's structure: categories, listing types, dynamic fields and their layout, top locations. */

export interface CategoriesTable {
  id: Id;
  parent_id: number | null;
  slug: string;
  name_en: string;
  name_es: string;
  description_en: string | null;
  description_es: string | null;
  icon: string | null;
  color: string | null;
  sort_order: number;
  is_active: Flag;
  /** Days its listings run (0027); NULL: the parent's, else LISTING_LIFETIME_DAYS. */
  listing_lifetime_days: Generated<number | null>;
  created_at: string;
}

export interface ListingTypesTable {
  id: Id;
  slug: string;
  name_en: string;
  name_es: string;
  description: string | null;
  is_active: Flag;
  created_at: string;
}

export interface FieldGroupsTable {
  id: Id;
  name_en: string;
  name_es: string;
  sort_order: number;
}

export interface FieldDefinitionsTable {
  id: Id;
  field_name: string;
  label_en: string;
  label_es: string;
  data_type: string;
  display_type: string;
  is_required: Flag;
  sort_order: number;
  placeholder_en: string | null;
  placeholder_es: string | null;
  validation_rules: string | null;
  is_active: Flag;
  created_at: string;
}

export interface FieldOptionsTable {
  id: Id;
  field_id: number;
  value: string;
  label_en: string;
  label_es: string;
  sort_order: number;
}

/** A field assigned to a category (and so to its subcategories), with its place in the layout. */
export interface CategoryFieldsTable {
  category_id: number;
  field_id: number;
  group_id: number | null;
  sort_order: number;
  grid_row: number;
  grid_column_start: number;
  grid_column_span: number;
  is_top_field: Flag;
}

export interface TopLocationsTable {
  id: Id;
  slug: string;
  name: string;
  description: string | null;
  description_es: string | null;
  featured_image: string | null;
  /** JSON list of the image's WebP widths (see api/modules/media/variants.ts); NULL before 0007. */
  featured_image_variants: string | null;
  location_type: string;
  is_featured: Flag;
  is_active: Flag;
  latitude: number | null;
  longitude: number | null;
  sort_order: number;
  created_at: string;
}
