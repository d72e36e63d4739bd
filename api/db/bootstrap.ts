import { randomBytes } from "node:crypto";
import type { Logger } from "../lib/logger.js";
import { hashPassword } from "../lib/passwords.js";
import type { Storage } from "../lib/storage.js";
import { createUsersRepository } from "../modules/users/repository.js";
import type { Database } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { seedDemoData, seedReferenceData } from "./seed/index.js";
import { countOf } from "./count.js";

export type BootstrapOptions = {
  /**
   * What an empty database gets: "auto" the demo data on the embedded SQLite database (what the
   * README's first command serves) and only the reference data on PostgreSQL; "demo" the demo
   * data anywhere; "never" nothing.
   */
  seed: "auto" | "demo" | "never";
  adminEmail?: string;
  adminPassword?: string;
  storage: Storage;
  logger: Logger;
};

/** Migrates, seeds an empty database (see `seed`), and makes sure a superuser exists. */
export async function prepareDatabase(database: Database, options: BootstrapOptions): Promise<void> {
  const applied = await migrateToLatest(database);
  if (applied.length) options.logger.info(`Applied migrations: ${applied.join(", ")}`);
  if (options.seed !== "never" && (await isEmpty(database))) {
    const started = Date.now();
    if (options.seed === "demo" || database.dialect === "sqlite") {
      const counts = await seedDemoData(database.db, options.storage, { log: options.logger.info });
      options.logger.info(`Seeded demo data (${counts.listings} listings, ${counts.users} users) in ${Date.now() - started} ms`);
    } else {
      await seedReferenceData(database.db);
      options.logger.info(`Seeded the categories, currencies and settings (demo data only with SEED=demo) in ${Date.now() - started} ms`);
    }
  }
  await ensureSuperuser(database, options);
}

async function isEmpty(database: Database): Promise<boolean> {
  const row = await database.db
    .selectFrom("categories")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirst();
  return countOf(row?.n) === 0;
}

/**
 * ADMIN_EMAIL/ADMIN_PASSWORD create or promote that superuser. Without them, the first start
 * creates one with a random password and prints it once.
 */
export async function ensureSuperuser(
  database: Database,
  options: Pick<BootstrapOptions, "adminEmail" | "adminPassword" | "logger">,
): Promise<void> {
  const users = createUsersRepository(database.db);
  if (options.adminEmail && options.adminPassword) {
    await upsertSuperuser(users, options.adminEmail, options.adminPassword);
    return;
  }
  const existing = await database.db
    .selectFrom("users")
    .select("id")
    .where("is_superuser", "=", 1)
    .executeTakeFirst();
  if (existing) return;
  const email = options.adminEmail ?? "admin@gibmarket.gi";
  const password = randomBytes(12).toString("base64url");
  await upsertSuperuser(users, email, password);
  console.log(`\nCreated the superuser ${email} with the password: ${password}\n(shown only this once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose them)\n`);
}

export async function upsertSuperuser(
  users: ReturnType<typeof createUsersRepository>,
  email: string,
  password: string,
): Promise<void> {
  const password_hash = await hashPassword(password);
  const user = await users.findByEmail(email);
  if (user) {
    await users.update(user.id, { is_superuser: 1, is_verified: 1, is_active: 1, password_hash });
  } else {
    await users.insert({ email, password_hash, first_name: "Site", last_name: "Admin", is_superuser: true, is_verified: true });
  }
}
