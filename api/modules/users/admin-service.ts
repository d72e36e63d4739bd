import { AppError, notFound } from "../../lib/errors.js";
import { hashPassword } from "../../lib/passwords.js";
import type { AdminPage } from "../../schemas/admin.js";
import {
  type AdminUser,
  type AdminUserCreate,
  type AdminUserQuery,
  type AdminUserUpdate,
  EMAIL_IN_USE,
  LAST_SUPERUSER,
  OWN_ACCOUNT,
} from "../../schemas/admin-users.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import { type UsersAdminRepository, toAdminUser } from "./admin-repository.js";
import type { LedgeredStorage } from "../media/file-ledger.js";
import type { UsersRepository } from "./repository.js";

const emailTaken = () => new AppError(409, EMAIL_IN_USE, [{ field: "email", message: EMAIL_IN_USE }]);

/**
 * Accounts in the back-office: list, create, edit roles and flags, delete, send a password link.
 * The site always keeps one active superuser: the last one cannot lose the role, be deactivated
 * or be deleted.
 */
export function createUsersAdminService(deps: {
  users: UsersRepository;
  repo: UsersAdminRepository;
  audit: AuditLog;
  sendPasswordLink: (userId: number) => Promise<void>;
  /** Removes the files of a deleted user's avatar and listings' photos. */
  storage: Pick<LedgeredStorage, "removeQueued">;
}) {
  const { users, repo, audit } = deps;

  async function existing(id: number) {
    const row = await users.findById(id);
    if (!row) throw notFound("User not found");
    return toAdminUser(row);
  }

  async function keepsASuperuser(user: AdminUser, stillSuperuserAndActive: boolean) {
    if (user.is_superuser && user.is_active && !stillSuperuserAndActive && (await repo.otherActiveSuperusers(user.id)) === 0) {
      throw new AppError(409, LAST_SUPERUSER);
    }
  }

  return {
    list: (query: AdminUserQuery): Promise<AdminPage<AdminUser>> => repo.list(query),

    get: existing,

    async create(actor: Actor, input: AdminUserCreate): Promise<AdminUser> {
      if (await users.findByEmail(input.email)) throw emailTaken();
      const row = await users.insert({
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        password_hash: input.password ? await hashPassword(input.password) : null,
        is_superuser: input.is_superuser,
        is_verified: true,
        is_business: input.is_business,
        business_name: input.is_business ? (input.business_name ?? null) : null,
      });
      // Without a password the new user chooses one through the reset link.
      if (!input.password) await deps.sendPasswordLink(row.id);
      const created = toAdminUser(row);
      await audit.record(actor, { action: "create", entity: "user", entity_id: row.id, summary: `Created ${row.email}`, after: created });
      return created;
    },

    async update(actor: Actor, id: number, input: AdminUserUpdate): Promise<AdminUser> {
      const before = await existing(id);
      await keepsASuperuser(before, input.is_superuser && input.is_active);
      if (input.email !== before.email) {
        const other = await users.findByEmail(input.email);
        if (other && other.id !== id) throw emailTaken();
      }
      await users.update(id, {
        email: input.email,
        first_name: input.first_name,
        last_name: input.last_name,
        is_superuser: input.is_superuser ? 1 : 0,
        is_verified: input.is_verified ? 1 : 0,
        is_active: input.is_active ? 1 : 0,
        is_business: input.is_business ? 1 : 0,
        business_name: input.is_business ? (input.business_name ?? null) : null,
      });
      const after = await existing(id);
      await audit.record(actor, { action: "update", entity: "user", entity_id: id, summary: `Updated ${after.email}`, before, after });
      // Changes that decide who can sign in as whom are auth events of their own.
      if (before.is_superuser !== after.is_superuser) {
        const summary = after.is_superuser ? `Made ${after.email} an admin` : `Took the admin role from ${after.email}`;
        await audit.record(actor, { action: "role_change", entity: "auth", entity_id: id, summary });
      }
      if (before.email !== after.email) {
        await audit.record(actor, { action: "email_change", entity: "auth", entity_id: id, summary: `Changed the e-mail of ${before.email} to ${after.email}` });
      }
      return after;
    },

    async remove(actor: Actor, id: number): Promise<void> {
      if (actor.id === id) throw new AppError(409, OWN_ACCOUNT);
      const before = await existing(id);
      await keepsASuperuser(before, false);
      for (const removal of await repo.remove(id)) await deps.storage.removeQueued(removal);
      await audit.record(actor, { action: "delete", entity: "user", entity_id: id, summary: `Deleted ${before.email}`, before });
    },

    async sendPasswordLink(actor: Actor, id: number): Promise<void> {
      const user = await existing(id);
      if (!user.is_active) throw new AppError(409, "This account is deactivated: activate it before sending a password link");
      await deps.sendPasswordLink(id);
      await audit.record(actor, { action: "password_link", entity: "user", entity_id: id, summary: `Sent a password link to ${user.email}` });
    },
  };
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
