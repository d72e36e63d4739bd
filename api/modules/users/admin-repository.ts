import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { containsText, paginate } from "../../db/paging.js";
import type { AdminPage } from "../../schemas/admin.js";
import type { AdminUser, AdminUserQuery } from "../../schemas/admin-users.js";
import { type QueuedRemoval, queueRemoval } from "../media/file-removals-repository.js";
import { deleteListingsWithPhotos } from "../media/unused-media-repository.js";
import { ownAvatarPath } from "./avatar.js";
import type { UserRow } from "./repository.js";
import { countOf } from "../../db/count.js";

const FLAGS = ["is_superuser", "is_active", "is_verified", "is_business"] as const;

export const toAdminUser = (row: Omit<UserRow, "listings_count"> & { listings_count?: number | string | null }): AdminUser => ({
  id: row.id,
  email: row.email,
  first_name: row.first_name,
  last_name: row.last_name,
  is_superuser: row.is_superuser === 1,
  is_verified: row.is_verified === 1,
  is_active: row.is_active === 1,
  is_business: row.is_business === 1,
  business_name: row.business_name,
  language: row.language,
  created_at: row.created_at,
  listings_count: countOf(row.listings_count),
});

/** The back-office's reads of accounts: a filtered, paged list (newest first) and superuser counts. */
export function createUsersAdminRepository(db: Kysely<DB>) {
  return {
    async list(query: AdminUserQuery): Promise<AdminPage<AdminUser>> {
      let filtered = db.selectFrom("users");
      for (const flag of FLAGS) {
        const wanted = query[flag];
        if (wanted !== undefined) filtered = filtered.where(flag, "=", wanted ? 1 : 0);
      }
      const search = query.search;
      if (search) {
        filtered = filtered.where((eb) =>
          eb.or([containsText("users.email", search), containsText("users.first_name", search), containsText("users.last_name", search)]),
        );
      }
      const page = await paginate(filtered, query, (qb) =>
        qb
          .selectAll("users")
          .select((eb) =>
            eb.selectFrom("listings").select((inner) => inner.fn.countAll<number>().as("n")).whereRef("listings.user_id", "=", "users.id").as("listings_count"),
          )
          .orderBy("users.created_at", "desc")
          .orderBy("users.id", "desc"),
      );
      return { ...page, items: page.items.map(toAdminUser) };
    },

    /** Active superusers other than `exceptId`: the back-office must keep at least one. */
    async otherActiveSuperusers(exceptId: number): Promise<number> {
      const row = await db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("is_superuser", "=", 1)
        .where("is_active", "=", 1)
        .where("id", "!=", exceptId)
        .executeTakeFirst();
      return countOf(row?.n);
    },

    /** Deletes the user, their listings with their photos (ON DELETE CASCADE, then the photos) and their avatar; answers the queued removals of the files. */
    remove: (id: number): Promise<QueuedRemoval[]> =>
      db.transaction().execute(async (trx) => {
        const user = await trx.selectFrom("users").select("avatar_url").where("id", "=", id).executeTakeFirst();
        const { removal } = await deleteListingsWithPhotos(trx, { userId: id }, () => trx.deleteFrom("users").where("id", "=", id).execute());
        const avatar = ownAvatarPath(user?.avatar_url ?? null);
        return [removal, await queueRemoval(trx, avatar ? [avatar] : [])];
      }),
  };
}

export type UsersAdminRepository = ReturnType<typeof createUsersAdminRepository>;
