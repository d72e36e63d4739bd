import type { Kysely, Selectable } from "kysely";
import type { DB, UsersTable } from "../../db/schema.js";
import { nowIso } from "../../lib/time.js";

export type UserRow = Selectable<UsersTable>;

/** The user as the API shows it (SPEC §3 User). */
export type PublicUser = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  avatar_url: string | null;
  is_superuser: boolean;
  is_verified: boolean;
  is_business: boolean;
  business_name: string | null;
  business_type: string | null;
  language: string;
  /** Signed-in visitors see the phone on the user's listings. */
  show_phone: boolean;
  /** E-mail the user about a message unread for 15 minutes. */
  email_on_unread_messages: boolean;
  created_at: string;
};

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
    show_phone: row.show_phone === 1,
    email_on_unread_messages: row.email_on_unread_messages === 1,
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

    async count(): Promise<number> {
      const row = await db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
      return Number(row?.n ?? 0);
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;
