import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "kysely";
import { prepareDatabase } from "../../api/db/bootstrap.js";
import { openDatabase, openSqlite } from "../../api/db/database.js";
import { createLogger } from "../../api/lib/logger.js";
import { createLocalStorage } from "../../api/lib/storage.js";

export const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const TMP = path.join(ROOT, ".tmp");
export const ADMIN = { email: "admin@test.gi", password: "admin-password-123" };

/** Where the e2e server called `name` keeps its data (tests open its database there). */
export const e2eDataDir = (name: string) => path.join(TMP, "e2e", name);

/**
 * Migrating and seeding (with its images) takes seconds, so it happens once: a template keyed by
 * the content of api/db, which every test server copies (SQLite file + uploads, or a PostgreSQL
 * database created with TEMPLATE).
 */
function templateKey(): string {
  const hash = createHash("sha256");
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(fs.readFileSync(full));
    }
  };
  walk(path.join(ROOT, "api/db"));
  return hash.digest("hex").slice(0, 16);
}

const quiet = createLogger("silent");

/** A seeded SQLite data dir (app.db + uploads/), built once per content of api/db. */
export async function ensureSqliteTemplate(): Promise<string> {
  const dir = path.join(TMP, `template-${templateKey()}`);
  if (fs.existsSync(path.join(dir, "ready"))) return dir;
  // Built aside and renamed into place, so runs started side by side never see half a template.
  const building = `${dir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  fs.mkdirSync(building, { recursive: true });
  const database = openSqlite(path.join(building, "app.db"));
  await prepareDatabase(database, {
    seed: "demo",
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    storage: createLocalStorage(path.join(building, "uploads")),
    logger: quiet,
  });
  // One self-contained file: fold the WAL back in before copies are made.
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(database.db);
  await database.close();
  fs.writeFileSync(path.join(building, "ready"), new Date().toISOString());
  try {
    fs.renameSync(building, dir);
  } catch {
    // Another run finished the same template first: use theirs.
    fs.rmSync(building, { recursive: true, force: true });
  }
  return dir;
}

/**
 * A fresh data dir for one server, copied from the template: with TEST_DATABASE_URL, the uploads
 * are those of the PostgreSQL template (its seed named its photos at random, as uploads are).
 */
export async function freshDataDir(name: string): Promise<string> {
  const template = await ensureSqliteTemplate();
  const dir = path.join(TMP, "runs", `${name}-${process.pid}-${Date.now()}`);
  fs.mkdirSync(dir, { recursive: true });
  fs.copyFileSync(path.join(template, "app.db"), path.join(dir, "app.db"));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const uploads = pgUrl ? (await ensurePostgresTemplate(pgUrl)).uploads : path.join(template, "uploads");
  fs.cpSync(uploads, path.join(dir, "uploads"), { recursive: true });
  return dir;
}

const pgName = (url: string) => new URL(url).pathname.slice(1);
const withDatabase = (url: string, name: string) => {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
};

async function adminQuery(url: string, statement: string): Promise<void> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The seeded PostgreSQL template for this content of api/db: a database plus the uploads its seed
 * wrote. The database server outlives checkouts (CI clones afresh against the same server), so
 * the local folder is what says which database belongs to this checkout: it names its database,
 * and a folder without one (or naming a database that is gone) is built again.
 */
export async function ensurePostgresTemplate(baseUrl: string): Promise<{ name: string; uploads: string }> {
  const key = templateKey();
  const dir = path.join(TMP, `pg-template-${key}`);
  const found = await existingPostgresTemplate(baseUrl, dir);
  if (found) return found;
  const name = `gm_template_${key}_${process.pid}_${Date.now()}`;
  const building = `${dir}.building-${process.pid}`;
  fs.rmSync(building, { recursive: true, force: true });
  await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
  const database = await openDatabase({ dataDir: TMP, databaseUrl: withDatabase(baseUrl, name) });
  await prepareDatabase(database, {
    seed: "demo",
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    storage: createLocalStorage(path.join(building, "uploads")),
    logger: quiet,
  });
  await database.close();
  fs.writeFileSync(path.join(building, "database"), name);
  try {
    fs.renameSync(building, dir);
  } catch {
    // Another run finished the same template first: use theirs.
    fs.rmSync(building, { recursive: true, force: true });
    await dropDatabase(baseUrl, name);
    const theirs = await existingPostgresTemplate(baseUrl, dir);
    if (theirs) return theirs;
    throw new Error(`The PostgreSQL template in ${dir} names a database that does not exist`);
  }
  await dropStaleTemplates(baseUrl, name);
  return { name, uploads: path.join(dir, "uploads") };
}

async function existingPostgresTemplate(baseUrl: string, dir: string) {
  const marker = path.join(dir, "database");
  if (!fs.existsSync(marker)) return null;
  const name = fs.readFileSync(marker, "utf8").trim();
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  const exists = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
  await client.end();
  if (exists.rowCount) return { name, uploads: path.join(dir, "uploads") };
  fs.rmSync(dir, { recursive: true, force: true });
  return null;
}

/** Templates of earlier checkouts of the same content, no longer named by any folder here. */
async function dropStaleTemplates(baseUrl: string, current: string): Promise<void> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  const stale = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE $1 AND datname <> $2",
    [`gm_template_${templateKey()}%`, current],
  );
  await client.end();
  for (const { datname } of stale.rows) {
    // One still in use by another checkout's run stays; the next build tries again.
    await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${datname}"`).catch(() => undefined);
  }
}

/**
 * Drops a test database once its server's connections are gone. A closed pool has only asked its
 * connections to end, so the drop waits for them instead of forcing them out: a forced drop
 * makes the still-closing clients report "terminating connection" as uncaught errors.
 */
async function dropDatabase(baseUrl: string, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (error) {
      // 55006: object_in_use ("is being accessed by other users").
      if ((error as { code?: string }).code !== "55006") throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

/** A fresh PostgreSQL database copied from the template; returns its URL and a drop function. */
export async function freshPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { name: template } = await ensurePostgresTemplate(baseUrl);
  const name = `gm_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${name}" TEMPLATE "${template}"`);
  return {
    url: withDatabase(baseUrl, name),
    drop: () => dropDatabase(baseUrl, name),
  };
}

/** A new, empty PostgreSQL database (for tests of what a first start writes). */
export async function emptyPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `gm_empty_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${name}"`);
  return { url: withDatabase(baseUrl, name), drop: () => dropDatabase(baseUrl, name) };
}

export { pgName };
