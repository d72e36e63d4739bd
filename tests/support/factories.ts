import { hashPassword } from "../../api/lib/passwords.js";
import { createUsersRepository } from "../../api/modules/users/repository.js";
import type { Database } from "../../api/db/database.js";

let counter = 0;

/**
 * An active user with a known password, written through the real repository: verified, as posting,
 * messaging and reviewing need, unless the test asks for `is_verified: false`.
 */
export async function createUser(
  database: Database,
  overrides: { email?: string; password?: string; first_name?: string; is_superuser?: boolean; is_verified?: boolean } = {},
) {
  counter += 1;
  const email = overrides.email ?? `user${counter}-${process.pid}-${Date.now()}@test.gi`;
  const password = overrides.password ?? "user-password-123";
  const user = await createUsersRepository(database.db).insert({
    email,
    password_hash: await hashPassword(password),
    first_name: overrides.first_name ?? "Test",
    last_name: "User",
    phone: "+350 200 11111",
    is_verified: overrides.is_verified ?? true,
    is_superuser: overrides.is_superuser ?? false,
  });
  return { ...user, password };
}
