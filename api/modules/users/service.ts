import { AppError, unauthorized } from "../../lib/errors.js";
import type { Events } from "../../lib/events.js";
import { verifyPassword } from "../../lib/passwords.js";
import type { ProfileInput } from "../../schemas/auth.js";
import type { PreferencesInput } from "../../schemas/dashboard.js";
import type { AuditLog } from "../admin/audit-log.js";
import type { LedgeredStorage } from "../media/file-ledger.js";
import { AVATAR_MISSING, avatarError, avatarUrl, newAvatarPath, toAvatarWebp } from "./avatar.js";
import type { PublicUser } from "../../schemas/users.js";
import { type UserRow, type UsersRepository, toPublicUser } from "./repository.js";

export const PASSWORD_INCORRECT = "Password is incorrect";

type Deps = {
  users: UsersRepository;
  storage: LedgeredStorage;
  events: Events;
  audit: AuditLog;
};

/**
 * The signed-in user's own account: profile, avatar and deletion. Deletion anonymises the
 * row instead of removing it, so the other side of a conversation keeps its history.
 */
export function createProfileService(deps: Deps) {
  const { users, storage, events } = deps;

  async function load(userId: number): Promise<UserRow> {
    const user = await users.findById(userId);
    if (!user || user.is_active !== 1) throw unauthorized();
    return user;
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
      const changes: { email_on_unread_messages?: number; email_on_favorite_updates?: number } = {};
      if (input.email_on_unread_messages !== undefined) changes.email_on_unread_messages = input.email_on_unread_messages ? 1 : 0;
      if (input.email_on_favorite_updates !== undefined) changes.email_on_favorite_updates = input.email_on_favorite_updates ? 1 : 0;
      if (Object.keys(changes).length) await users.update(userId, changes);
      return toPublicUser(await load(userId));
    },

    async setAvatar(userId: number, file: Buffer | undefined): Promise<PublicUser> {
      if (!file || file.length === 0) throw avatarError(AVATAR_MISSING);
      await load(userId);
      const webp = await toAvatarWebp(file);
      const relativePath = newAvatarPath();
      await storage.removeQueued(await storage.writeAll([[relativePath, webp]], () => users.setAvatar(userId, avatarUrl(relativePath))));
      return toPublicUser(await load(userId));
    },

    async removeAvatar(userId: number): Promise<PublicUser> {
      await load(userId);
      await storage.removeQueued(await users.setAvatar(userId, null));
      return toPublicUser(await load(userId));
    },

    /** Requires the password when the account has one (accounts made with Google have none). */
    async deleteAccount(userId: number, password: string | undefined, client: { ip?: string; userAgent?: string } = {}): Promise<void> {
      const user = await load(userId);
      if (user.password_hash && !(await verifyPassword(user.password_hash, password ?? ""))) {
        throw new AppError(400, PASSWORD_INCORRECT, [{ field: "password", message: PASSWORD_INCORRECT }]);
      }
      const removed = await users.anonymise(userId);
      for (const id of removed.listings) events.listingChanged({ id, kind: "deleted" });
      for (const removal of removed.removals) await storage.removeQueued(removal);
      await deps.audit.record({ id: userId, email: user.email, ...client }, { action: "account_delete", entity: "auth", entity_id: userId, summary: "Deleted the account" });
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
