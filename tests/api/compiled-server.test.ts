import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROOT, TMP } from "../support/template.js";

/**
 * Production runs build/server.js (made by `npm run build`, which `npm test` runs first), not
 * server.ts: it must find the Remix build, public/ and the migrations on its own, from an empty
 * database, as a fresh clone's `npm start` does.
 */
const dataDir = path.join(TMP, "runs", `compiled-server-${process.pid}-${Date.now()}`);
let child: ChildProcess;
let url = "";

beforeAll(async () => {
  expect(fs.existsSync(path.join(ROOT, "build/server.js")), "build/server.js is missing: run `npm run build`").toBe(true);
  fs.mkdirSync(dataDir, { recursive: true });
  child = spawn(process.execPath, ["build/server.js"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "", REDIS_URL: "", SEED: "never", LOG_LEVEL: "info", WEATHER_REFRESH_MINUTES: "0", SESSION_SECRET: "compiled-server-test-secret-of-32-characters-or-more" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  // PORT=0 picks a free port; the server says which once it listens.
  url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`build/server.js did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening on http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => reject(new Error(`build/server.js exited with ${code}:\n${output}`)));
  });
}, 60_000);

afterAll(async () => {
  if (child && child.exitCode === null) await new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM"));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the compiled server (build/server.js)", () => {
  it("answers /api/v1/health with the database ok", async () => {
    const response = await fetch(`${url}/api/v1/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: "ok", database: { status: "ok", dialect: "sqlite" } });
  });

  it("applies every migration in api/db/migrations to an empty database", () => {
    const files = fs.readdirSync(path.join(ROOT, "api/db/migrations")).filter((file) => /^\d{4}_.*\.ts$/.test(file));
    const database = new Database(path.join(dataDir, "app.db"), { readonly: true });
    const applied = database.prepare("SELECT name FROM kysely_migration ORDER BY name").all() as Array<{ name: string }>;
    database.close();
    expect(applied.map((row) => row.name)).toEqual(files.map((file) => file.replace(/\.ts$/, "")).sort());
  });

  it("renders pages from build/index.js with their scripts from public/build, and serves public/", async () => {
    const page = await fetch(`${url}/privacy-policy`);
    expect(page.status).toBe(200);
    const html = await page.text();
    const script = /"(\/build\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, "the page links no script of the build").toBeDefined();
    expect((await fetch(`${url}${script}`)).status).toBe(200);
    expect((await fetch(`${url}/favicon.ico`)).status).toBe(200);
  });
});
