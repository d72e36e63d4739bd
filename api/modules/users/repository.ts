import type { Kysely, Selectable } from "kysely";
import type { DB, UsersTable } from "../../db/schema.js";
import { nowIso } from "../../lib/time.js";
import { createSessionsRepository } from "../auth/sessions-repository.js";
import { type QueuedRemoval, queueRemoval } from "../media/file-removals-repository.js";
import { deleteListingsWithPhotos } from "../media/unused-media-repository.js";
import { ownAvatarPath } from "./avatar.js";
import { countOf } from "../../db/count.js";
import type { PublicUser } from "../../schemas/users.js";

export type UserRow = Selectable<UsersTable>;

export function toPublicUser(row: UserRow): PublicUser {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    avatar_url: row.avatar_url,
    is_superuser: row.is_superuser === 1,
    is_verified: row.is_verified === 1,
    is_business: row.is_business === 1,
    business_name: row.business_name,
    business_type: row.business_type,
    language: row.language,
    email_on_unread_messages: row.email_on_unread_messages === 1,
    email_on_favorite_updates: Number(row.email_on_favorite_updates) === 1,
    created_at: row.created_at,
  };
}

export type NewUser = {
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone?: string | null;
  is_superuser?: boolean;
  is_verified?: boolean;
  is_business?: boolean;
  business_name?: string | null;
  business_type?: string | null;
  language?: string;
};

export function createUsersRepository(db: Kysely<DB>) {
  return {
    findById: (id: number) => db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst(),

    findByEmail: (email: string) =>
      db.selectFrom("users").selectAll().where("email", "=", email.toLowerCase()).executeTakeFirst(),

    async insert(user: NewUser): Promise<UserRow> {
      const now = nowIso();
      return db
        .insertInto("users")
        .values({
          email: user.email.toLowerCase(),
          password_hash: user.password_hash,
          first_name: user.first_name,
          last_name: user.last_name,
          phone: user.phone ?? null,
          is_superuser: user.is_superuser ? 1 : 0,
          is_verified: user.is_verified ? 1 : 0,
          is_active: 1,
          is_business: user.is_business ? 1 : 0,
          business_name: user.business_name ?? null,
          business_type: user.business_type ?? null,
          language: user.language ?? "en",
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async update(id: number, changes: Partial<Omit<UserRow, "id" | "created_at">>): Promise<void> {
      await db
        .updateTable("users")
        .set({ ...changes, updated_at: nowIso() })
        .where("id", "=", id)
        .execute();
    },

    /**
     * Sets the avatar (a URL, or none) and queues the removal of the file of the one it replaces,
     * when it is one of ours, in one transaction.
     */
    setAvatar: (id: number, avatarUrl: string | null): Promise<QueuedRemoval> =>
      db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom("users").select("avatar_url").where("id", "=", id).executeTakeFirst();
        await trx.updateTable("users").set({ avatar_url: avatarUrl, updated_at: nowIso() }).where("id", "=", id).execute();
        const former = ownAvatarPath(before?.avatar_url ?? null);
        return queueRemoval(trx, former && before?.avatar_url !== avatarUrl ? [former] : []);
      }),

    async count(): Promise<number> {
      const row = await db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
      return countOf(row?.n);
    },

    /**
     * Deletes an account by anonymising its row (the other side of a conversation keeps its
     * history): its listings, favourites, identities, links and sessions go, its reviews turn
     * anonymous, in one transaction. Answers the ids of the listings removed and the queued
     * removals of their photos' files and of the avatar's.
     */
    anonymise: (userId: number): Promise<{ listings: number[]; removals: QueuedRemoval[] }> =>
      // Repositories are bound to the transaction: SQLite has one connection, so a query outside
      // it would wait for it forever.
      db.transaction().execute(async (trx) => {
        const before = await trx.selectFrom("users").select("avatar_url").where("id", "=", userId).executeTakeFirst();
        await createUsersRepository(trx).update(userId, {
          email: `deleted-${userId}@deleted.invalid`,
          first_name: "Deleted",
          last_name: "user",
          phone: null,
          avatar_url: null,
          password_hash: null,
          is_active: 0,
          is_verified: 0,
          is_business: 0,
          business_name: null,
          business_type: null,
        });
        // Listing media links, field values, views and reports follow their listing (ON DELETE CASCADE).
        const { result: listings, removal: photos } = await deleteListingsWithPhotos(trx, { userId }, () =>
          trx.deleteFrom("listings").where("user_id", "=", userId).returning("id").execute(),
        );
        const avatar = ownAvatarPath(before?.avatar_url ?? null);
        await trx.deleteFrom("favorites").where("user_id", "=", userId).execute();
        await trx.deleteFrom("user_identities").where("user_id", "=", userId).execute();
        await trx.deleteFrom("auth_tokens").where("user_id", "=", userId).execute();
        await trx.updateTable("reviews").set({ is_anonymous: 1, updated_at: nowIso() }).where("user_id", "=", userId).execute();
        await createSessionsRepository(trx).revokeAllOf(userId);
        return { listings: listings.map((listing) => listing.id), removals: [photos, await queueRemoval(trx, avatar ? [avatar] : [])] };
      }),
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
