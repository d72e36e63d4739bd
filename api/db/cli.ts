import { parseArgs } from "node:util";
import * as z from "zod";
import { loadConfig } from "../config.js";
import { createLogger } from "../lib/logger.js";
import { createLocalStorage } from "../lib/storage.js";
import { createUsersRepository } from "../modules/users/repository.js";
import { prepareDatabase, upsertSuperuser } from "./bootstrap.js";
import { openDatabase } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { withSearchIndexPaused } from "../modules/search/search-index.js";
import { seedBulkListings } from "./seed/bulk.js";
import path from "node:path";

// npm run db:migrate | npm run db:seed [-- --listings 100000] | npm run admin:create -- --email a@b.gi --password secret123
const command = process.argv[2];
const config = loadConfig();
const logger = createLogger("info");
const database = await openDatabase(config);
try {
  if (command === "migrate") {
    const applied = await migrateToLatest(database);
    logger.info(applied.length ? `Applied: ${applied.join(", ")}` : "Schema is up to date.");
  } else if (command === "seed") {
    const { values } = parseArgs({ args: process.argv.slice(3), options: { listings: { type: "string" } } });
    const bulk = z.coerce.number().int().min(1).max(10_000_000).optional().safeParse(values.listings);
    if (!bulk.success) throw new Error("--listings must be a whole number from 1 to 10000000");
    await prepareDatabase(database, {
      seed: "auto",
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
      storage: createLocalStorage(path.join(config.dataDir, "uploads")),
      logger,
    });
    // The search index is rebuilt once after the load instead of row by row.
    const count = bulk.data;
    if (count) await withSearchIndexPaused(database, () => seedBulkListings(database.db, count, logger.info));
  } else if (command === "admin-create") {
    const { values } = parseArgs({ args: process.argv.slice(3), options: { email: { type: "string" }, password: { type: "string" } } });
    const input = z
      .object({ email: z.string().trim().toLowerCase().email("--email must be an e-mail address"), password: z.string().min(8, "--password must be at least 8 characters") })
      .safeParse(values);
    if (!input.success) {
      console.error(input.error.issues.map((issue) => issue.message).join("\n"));
      process.exitCode = 2;
    } else {
      await migrateToLatest(database);
      await upsertSuperuser(createUsersRepository(database.db), input.data.email, input.data.password);
      logger.info(`${input.data.email} is a superuser.`);
    }
  } else {
    console.error("Usage: tsx api/db/cli.ts migrate|seed|admin-create");
    process.exitCode = 2;
  }
} finally {
  await database.close();
}
