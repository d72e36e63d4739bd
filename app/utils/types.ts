// Shapes of /api/v1 answers the pages use (type-only imports: nothing server-side is bundled).
export type { PublicUser as User } from "../../api/modules/users/repository.js";
import type { Category } from "../../api/modules/categories/service.js";

export type { Category };

/** A category as every page's shell knows it (root data): no descriptions. */
export type ShellCategory = Pick<Category, "id" | "slug" | "name_en" | "name_es" | "icon" | "color" | "listing_count"> & {
  children: ShellCategory[];
};
export type { MaintenanceStatus } from "../../api/schemas/maintenance.js";
export type HeaderCounts = { favorites: number; unread_messages: number; favorite_news: number };
