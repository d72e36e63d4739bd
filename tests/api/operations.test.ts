import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { EXAMPLE_SESSION_SECRETS, loadConfig } from "../../api/config.js";
import { prepareDatabase } from "../../api/db/bootstrap.js";
import { openDatabase } from "../../api/db/database.js";
import { createLogger } from "../../api/lib/logger.js";
import { createLocalStorage } from "../../api/lib/storage.js";
import { runApiProcess, startApiProcess } from "../support/processes.js";
import { ROOT, TMP, emptyPostgresDatabase, freshDataDir } from "../support/template.js";
import { createUser } from "../support/factories.js";

const configOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: "test", ...env });

const emptyDir = (name: string) => {
  const dir = path.join(TMP, "runs", `${name}-${process.pid}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
};

describe("the session secret", () => {
  it("is made at random on first start, kept in the data folder for its owner only, and the same after a restart", () => {
    const dir = emptyDir("secret");
    const first = configOf({ DATA_DIR: dir }).sessionSecret;
    expect(first).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(fs.statSync(path.join(dir, "session-secret")).mode & 0o777).toBe(0o600);
    expect(configOf({ DATA_DIR: dir }).sessionSecret).toBe(first);
    // Another install gets its own.
    expect(configOf({ DATA_DIR: emptyDir("secret-other") }).sessionSecret).not.toBe(first);
    // A secret set in the environment wins and writes nothing.
    const set = emptyDir("secret-set");
    expect(configOf({ DATA_DIR: set, SESSION_SECRET: "x".repeat(40) }).sessionSecret).toBe("x".repeat(40));
    expect(fs.existsSync(path.join(set, "session-secret"))).toBe(false);
  });

  it("refuses one shorter than 32 characters or copied from the README, saying what to set", () => {
    expect(() => configOf({ SESSION_SECRET: "too-short-a-secret" })).toThrow(/SESSION_SECRET must be at least 32 characters: make one with `openssl rand -base64 48`/);
    for (const example of EXAMPLE_SESSION_SECRETS) expect(() => configOf({ SESSION_SECRET: example })).toThrow(/SESSION_SECRET is an example value/);
    const readme = fs.readFileSync(path.join(ROOT, "README.md"), "utf8");
    expect(readme).toContain(EXAMPLE_SESSION_SECRETS[1]);
  });

  it("a server with a weak secret does not start", async () => {
    const { code, output } = await runApiProcess({ DATA_DIR: emptyDir("weak"), SESSION_SECRET: "changeme", SEED: "never" });
    expect(code).not.toBe(0);
    expect(output).toContain("SESSION_SECRET must be at least 32 characters");
  });
});

it("the server warns when e-mail goes only to the outbox folder", async () => {
  const dataDir = await freshDataDir("outbox-warning");
  const server = await startApiProcess({ DATA_DIR: dataDir, DATABASE_URL: "", SMTP_URL: "", LOG_LEVEL: "info" });
  try {
    expect(server.output()).toContain(`SMTP_URL is not set: e-mails are written to ${path.join(dataDir, "outbox")} and sent to no one.`);
  } finally {
    await server.stop();
  }
});

describe("npm run db:backup", () => {
  const runCli = (args: string[], env: Record<string, string>) =>
    new Promise<{ code: number | null; output: string }>((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "api/db/cli.ts", ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.once("exit", (code) => resolve({ code, output }));
    });

  it("copies the SQLite database online while the server writes, and the copy opens with the data in it", { timeout: 120_000 }, async () => {
    const dataDir = await freshDataDir("backup");
    const env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    const server = await startApiProcess(env);
    const database = await openDatabase(configOf({ LOG_LEVEL: "silent", ...env }));
    try {
      const before = await createUser(database);
      // Writes go on while the backup is taken.
      let writing = true;
      const writer = (async () => {
        let n = 0;
        while (writing) await createUser(database, { first_name: `Writer${n++}` });
        return n;
      })();
      const out = path.join(dataDir, "backups", "copy.db");
      const result = await runCli(["backup", "--out", out], env);
      writing = false;
      expect(await writer).toBeGreaterThan(0);
      expect(result.code, result.output).toBe(0);
      expect(result.output).toContain(`Backed up the database to ${out}`);

      // Restored: the copy is a whole database, with the user written before the backup.
      const copy = new Database(out, { readonly: true });
      expect(copy.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(copy.prepare("select email from users where id = ?").get(before.id)).toEqual({ email: before.email });
      copy.close();
      const restoredDir = emptyDir("restored");
      fs.copyFileSync(out, path.join(restoredDir, "app.db"));
      fs.cpSync(path.join(dataDir, "uploads"), path.join(restoredDir, "uploads"), { recursive: true });
      const restored = await startApiProcess({ DATA_DIR: restoredDir, DATABASE_URL: "" });
      try {
        const login = await fetch(`${restored.url}/api/v1/auth/login`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ email: before.email, password: before.password }) });
        expect(login.status).toBe(200);
      } finally {
        await restored.stop();
      }
    } finally {
      await database.close();
      await server.stop();
    }
  });

  it("with DATABASE_URL, says how to use pg_dump and pg_restore and copies nothing", async () => {
    const result = await runCli(["backup"], { DATA_DIR: emptyDir("pg-backup"), DATABASE_URL: process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test" });
    expect(result.code).toBe(1);
    expect(result.output).toContain("pg_dump --format=custom");
    expect(result.output).toContain("pg_restore");
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("what a first start writes into a database named by DATABASE_URL", () => {
  const prepare = async (seed: "auto" | "demo") => {
    const empty = await emptyPostgresDatabase(process.env.TEST_DATABASE_URL!);
    const database = await openDatabase({ dataDir: emptyDir("pg-seed"), databaseUrl: empty.url });
    await prepareDatabase(database, {
      seed,
      adminEmail: "owner@example.gi",
      adminPassword: "owner-password",
      storage: createLocalStorage(emptyDir("pg-seed-uploads")),
      logger: createLogger("silent"),
    });
    const count = async (table: "categories" | "currencies" | "settings" | "listings" | "places" | "users") =>
      Number((await database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    const counts = { categories: await count("categories"), currencies: await count("currencies"), settings: await count("settings"), listings: await count("listings"), places: await count("places"), users: await count("users") };
    await database.close();
    await empty.drop();
    return counts;
  };

  it("gets the schema, the reference data and the admin, no demo data", { timeout: 60_000 }, async () => {
    const counts = await prepare("auto");
    expect(counts.categories).toBeGreaterThan(10);
    expect(counts.currencies).toBe(2);
    expect(counts.settings).toBeGreaterThan(0);
    expect({ listings: counts.listings, places: counts.places, users: counts.users }).toEqual({ listings: 0, places: 0, users: 1 });
  });

  it("gets the demo data with SEED=demo", { timeout: 120_000 }, async () => {
    const counts = await prepare("demo");
    expect(counts.listings).toBeGreaterThan(20);
    expect(counts.users).toBeGreaterThan(5);
  });
});
