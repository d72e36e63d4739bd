import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { AppError, unauthorized } from "../../lib/errors.js";
import type { Events } from "../../lib/events.js";
import { verifyPassword } from "../../lib/passwords.js";
import type { Storage } from "../../lib/storage.js";
import { nowIso } from "../../lib/time.js";
import type { ProfileInput } from "../../schemas/auth.js";
import type { PreferencesInput } from "../../schemas/dashboard.js";
import { createSessionsRepository } from "../auth/sessions-repository.js";
import { AVATAR_MISSING, avatarError, avatarUrl, newAvatarPath, ownAvatarPath, toAvatarWebp } from "./avatar.js";
import { type PublicUser, type UserRow, type UsersRepository, createUsersRepository, toPublicUser } from "./repository.js";

export const PASSWORD_INCORRECT = "Password is incorrect";

type Deps = {
  db: Kysely<DB>;
  users: UsersRepository;
  storage: Storage;
  events: Events;
};

/**
 * The signed-in user's own account: profile, avatar and deletion. Deletion anonymises the
 * row instead of removing it, so the other side of a conversation keeps its history.
 */
export function createProfileService(deps: Deps) {
  const { db, users, storage, events } = deps;

  async function load(userId: number): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user || user.is_active !== 1) throw unauthorized();
    return user;
  }

  /** Files are best-effort: a leftover file must not fail a change already committed. */
  async function removeFile(relativePath: string | null) {
    if (relativePath) await storage.remove(relativePath).catch(() => undefined);
  }

  return {
    get: async (userId: number): Promise<PublicUser> => toPublicUser(await load(userId)),

    async update(userId: number, input: ProfileInput): Promise<PublicUser> {
      await load(userId);
      await users.update(userId, {
        first_name: input.first_name,
        last_name: input.last_name,
        phone: input.phone,
        is_business: input.is_business ? 1 : 0,
        business_name: input.is_business ? input.business_name || null : null,
        business_type: input.is_business ? input.business_type || null : null,
      });
      return toPublicUser(await load(userId));
    },

    /** Contact and notification choices; the ones not given stay as they are. */
    async updatePreferences(userId: number, input: PreferencesInput): Promise<PublicUser> {
      await load(userId);
      const changes: { show_phone?: number; email_on_unread_messages?: number } = {};
      if (input.show_phone !== undefined) changes.show_phone = input.show_phone ? 1 : 0;
      if (input.email_on_unread_messages !== undefined) changes.email_on_unread_messages = input.email_on_unread_messages ? 1 : 0;
      if (Object.keys(changes).length) await users.update(userId, changes);
      return toPublicUser(await load(userId));
    },

    async setAvatar(userId: number, file: Buffer | undefined): Promise<PublicUser> {
      if (!file || file.length === 0) throw avatarError(AVATAR_MISSING);
      const before = await load(userId);
      const webp = await toAvatarWebp(file);
      const relativePath = newAvatarPath(userId);
      await storage.write(relativePath, webp);
      try {
        await users.update(userId, { avatar_url: avatarUrl(relativePath) });
      } catch (error) {
        await removeFile(relativePath);
        throw error;
      }
      await removeFile(ownAvatarPath(before.avatar_url));
      return toPublicUser(await load(userId));
    },

    async removeAvatar(userId: number): Promise<PublicUser> {
      const before = await load(userId);
      await users.update(userId, { avatar_url: null });
      await removeFile(ownAvatarPath(before.avatar_url));
      return toPublicUser(await load(userId));
    },

    /** Requires the password when the account has one (accounts made with Google have none). */
    async deleteAccount(userId: number, password: string | undefined): Promise<void> {
      const user = await load(userId);
      if (user.password_hash && !(await verifyPassword(user.password_hash, password ?? ""))) {
        throw new AppError(400, PASSWORD_INCORRECT, [{ field: "password", message: PASSWORD_INCORRECT }]);
      }
      const removedListings: number[] = [];
      // One transaction; repositories are bound to it (SQLite has a single connection,
      // so a query outside the transaction would wait for it forever).
      await db.transaction().execute(async (trx) => {
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
        // Listing media, field values, views and reports follow their listing (ON DELETE CASCADE).
        const listings = await trx.deleteFrom("listings").where("user_id", "=", userId).returning("id").execute();
        removedListings.push(...listings.map((listing) => listing.id));
        await trx.deleteFrom("favorites").where("user_id", "=", userId).execute();
        await trx.deleteFrom("user_identities").where("user_id", "=", userId).execute();
        await trx.deleteFrom("auth_tokens").where("user_id", "=", userId).execute();
        await trx.updateTable("reviews").set({ is_anonymous: 1, updated_at: nowIso() }).where("user_id", "=", userId).execute();
        await createSessionsRepository(trx).revokeAllOf(userId);
      });
      for (const id of removedListings) events.listingChanged({ id, kind: "deleted" });
      await removeFile(ownAvatarPath(user.avatar_url));
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
