import { parseArgs } from "node:util";
import * as z from "zod";
import { loadConfig } from "../config.js";
import { createConsoleLogger } from "../lib/logger.js";
import { createLocalStorage } from "../lib/storage.js";
import { createUsersRepository } from "../modules/users/repository.js";
import { prepareDatabase, upsertSuperuser } from "./bootstrap.js";
import { openDatabase } from "./database.js";
import { migrateToLatest } from "./migrate.js";
import { withSearchIndexPaused } from "../modules/search/search-index.js";
import { seedBulkListings } from "./seed/bulk.js";
import fs from "node:fs";
import path from "node:path";

// npm run db:migrate | npm run db:seed [-- --listings 100000] | npm run admin:create -- --email a@b.gi --password secret123
// | npm run db:backup [-- --out backups/app.db]
const command = process.argv[2];
const config = loadConfig();
const logger = createConsoleLogger();
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
      seed: "demo",
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
  } else if (command === "backup") {
    process.exitCode = await backup(database);
  } else {
    console.error("Usage: tsx api/db/cli.ts migrate|seed|admin-create|backup");
    process.exitCode = 2;
  }
} finally {
  await database.close();
}

/**
 * A consistent copy of the embedded SQLite database, taken online (SQLite's backup API: the
 * server may go on writing meanwhile). PostgreSQL has its own tools: this says which.
 */
async function backup(database: Awaited<ReturnType<typeof openDatabase>>): Promise<number> {
  if (!("sqlite" in database.raw)) {
    console.error(
      [
        "DATABASE_URL names a PostgreSQL database: back it up with PostgreSQL's own tools, e.g.",
        '  pg_dump --format=custom --file=gibmarket.dump "$DATABASE_URL"',
        "and restore it into an empty database with",
        '  pg_restore --no-owner --dbname="$DATABASE_URL" gibmarket.dump',
        `Copy the uploads folder (${path.join(config.dataDir, "uploads")}) with it.`,
      ].join("\n"),
    );
    return 1;
  }
  const { values } = parseArgs({ args: process.argv.slice(3), options: { out: { type: "string" } } });
  const out = path.resolve(values.out ?? path.join(config.dataDir, "backups", `app-${new Date().toISOString().replace(/[:.]/g, "-")}.db`));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const started = Date.now();
  await database.raw.sqlite.backup(out);
  logger.info(`Backed up the database to ${out} in ${Date.now() - started} ms. Copy ${path.join(config.dataDir, "uploads")} with it; to restore, stop the server and put the file back as ${path.join(config.dataDir, "app.db")}.`);
  return 0;
}
