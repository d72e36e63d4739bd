import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ADMIN, ROOT } from "../tests/support/template.js";
import { type LoadResult, load } from "./load.js";

/**
 * npm run bench: server-rendered pages and API calls at 50 connections, beside a raw node:http
 * hello world measured in the same run (the ceiling on this machine), on the demo data plus
 * BENCH_LISTINGS (default 100000) bulk listings. Needs `npm run build`. The app and the
 * baseline each run in a process of their own, as in production, so the load generator in this
 * process does not share their event loop.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const CONNECTIONS = 50;

type Row = LoadResult & { name: string };

// Browsers ask for compressed pages; so do the page rows (the API rows and the baseline do not).
const BROWSER = { "accept-encoding": "gzip, deflate, br" };

async function measure(name: string, base: string, paths: string[], connections = CONNECTIONS, headers: Record<string, string> = {}): Promise<Row> {
  return { name, ...(await load(base, paths, { connections, seconds: DURATION, headers })) };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts `node <args>` on a free port and waits until `readyPath` answers. */
async function startProcess(args: string[], env: Record<string, string>, readyPath: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" }, stdio: ["ignore", "inherit", "inherit"] });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`${args.join(" ")} exited with ${child.exitCode}`);
    const ready = await fetch(url + readyPath).then((r) => r.ok, () => false);
    if (ready) return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${args.join(" ")} did not start`);
}

const stopProcess = (child: ChildProcess) => new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM"));

/** A data dir with the demo data and the bulk listings, made by `npm run db:seed` in a process of its own. */
async function benchDataDir(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const started = Date.now();
  const seeding = spawn(process.execPath, ["--import", "tsx", "api/db/cli.ts", "seed", "--listings", String(LISTINGS)], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: "error" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const code = await new Promise((resolve) => seeding.once("exit", resolve));
  if (code !== 0) throw new Error(`Seeding the bench data failed (exit ${code})`);
  console.log(`Prepared the demo data and ${LISTINGS} bulk listings in ${Math.round((Date.now() - started) / 1000)} s`);
  return dir;
}

const dataDir = await benchDataDir();
const baseline = await startProcess(["-e", 'require("node:http").createServer((_req, res) => res.end("hello")).listen(process.env.PORT, process.env.HOST)'], {}, "/");
const app = await startProcess(
  ["--import", "tsx", "server.ts"],
  { NODE_ENV: "production", LOG_LEVEL: "error", DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, WEATHER_REFRESH_MINUTES: "0" },
  "/api/v1/health",
);
const get = async <T>(p: string) => (await (await fetch(`${app.url}/api/v1${p}`)).json()) as T;
const { listings } = await get<{ listings: Array<{ slug: string }> }>("/listings/homepage");
const categories = await get<Array<{ slug: string; children: Array<{ slug: string }> }>>("/categories");
const categoryPaths = categories.flatMap((c) => [`/category/${c.slug}`, ...c.children.map((s) => `/category/${s.slug}`)]);
const queries = ["apartment", "sea view", "toyota", "cafe", "sofa", "gibraltar", "bicycle", "villa pool", "catalan bay", "ocean village"];

const searchPaths = queries.map((q) => `/api/v1/search?q=${encodeURIComponent(q)}`);
const quickPaths = queries.map((q) => `/api/v1/search/quick?q=${encodeURIComponent(q.slice(0, 4))}`);

const rows: Row[] = [];
rows.push(await measure("node:http hello world (baseline)", baseline.url, ["/"]));
rows.push(await measure("GET / (home page)", app.url, ["/"], CONNECTIONS, BROWSER));
rows.push(await measure("GET /category/{slug} (category pages)", app.url, categoryPaths, CONNECTIONS, BROWSER));
rows.push(await measure("GET /listing/{slug} (detail pages)", app.url, listings.map((l) => `/listing/${l.slug}`), CONNECTIONS, BROWSER));
rows.push(await measure("GET /api/v1/search?q= (search API)", app.url, searchPaths));
rows.push(await measure("GET /api/v1/search/quick?q= (quick search)", app.url, quickPaths));
// One connection: the time a single search takes, without waiting behind 49 others.
rows.push(await measure("search API, 1 connection", app.url, searchPaths, 1));
rows.push(await measure("quick search, 1 connection", app.url, quickPaths, 1));

const base = rows[0].requestsPerSecond;
console.log(`\n${CONNECTIONS} connections, ${DURATION}s each, demo data + ${LISTINGS} bulk listings\n`);
console.log("| what | req/s | p95 ms | p99 ms | % of baseline | errors |\n|---|---|---|---|---|---|");
for (const row of rows) {
  console.log(`| ${row.name} | ${row.requestsPerSecond} | ${row.p95} | ${row.p99} | ${Math.round((row.requestsPerSecond / base) * 100)}% | ${row.errors} |`);
}

await Promise.all([stopProcess(app.child), stopProcess(baseline.child)]);
fs.rmSync(dataDir, { recursive: true, force: true });
