// Shapes of /api/v1 answers the pages use (type-only imports: nothing server-side is bundled).
export type { PublicUser as User } from "../../api/modules/users/repository.js";
import type { Category } from "../../api/modules/categories/service.js";

export type { Category };

/**
 * A category as every page's shell knows it (root data): named in the page's language only, no
 * descriptions. The tree is in every page's data, so it carries no more than its readers show.
 */
export type ShellSubcategory = Pick<Category, "id" | "slug" | "listing_count"> & { name: string; children: ShellSubcategory[] };
/** A top-level category: only these show an icon and a colour. */
export type ShellCategory = ShellSubcategory & Pick<Category, "icon" | "color">;
export type { MaintenanceStatus } from "../../api/schemas/maintenance.js";
export type HeaderCounts = { favorites: number; unread_messages: number; favorite_news: number };
