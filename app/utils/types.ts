// The pages' own shapes, made from the API's (api/schemas, the one place an answer's shape is declared).
import type { Category } from "@schemas/categories";
import type { TopLocation } from "@schemas/top-locations";

/**
 * A category as pages show it: named in the page's language only, no descriptions. Lists of
 * categories travel in pages' data, so they carry no more than their readers show.
 */
export type ShellSubcategory = Pick<Category, "id" | "slug" | "listing_count"> & { name: string; children: ShellSubcategory[] };
/** A top-level category, as every page's root data has it (no subcategories): only these show an icon and a colour. */
export type TopCategory = Omit<ShellSubcategory, "children"> & Pick<Category, "icon" | "color">;
/** A top-level category with its subcategories: the category tree. */
export type ShellCategory = TopCategory & { children: ShellSubcategory[] };
/** A category as the search filters offer it: its slug and name, and its subcategories' (not their counts or icons). */
export type FilterCategory = Pick<ShellSubcategory, "slug" | "name"> & { children: Array<Pick<ShellSubcategory, "slug" | "name">> };
/** A top location as the search form suggests it. */
export type ShellLocation = Pick<TopLocation, "slug" | "name">;
