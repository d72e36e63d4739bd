// Shapes of /api/v1 answers the pages use (type-only imports: nothing server-side is bundled).
export type { PublicUser as User } from "../../api/modules/users/repository.js";
export type { Category } from "../../api/modules/categories/service.js";
export type { MaintenanceStatus } from "../../api/schemas/maintenance.js";
export type HeaderCounts = { favorites: number; unread_messages: number };
