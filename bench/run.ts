import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import autocannon from "autocannon";
import { loadConfig } from "../api/config.js";
import { openSqlite } from "../api/db/database.js";
import { seedBulkListings } from "../api/db/seed/bulk.js";
import { withSearchIndexPaused } from "../api/modules/search/search-index.js";
import { startServer } from "../server.js";
import { ADMIN, freshDataDir } from "../tests/support/template.js";

/**
 * npm run bench: server-rendered pages and API calls at 50 connections, beside a raw node:http
 * hello-world measured in the same run (the ceiling on this machine), on the demo data plus
 * BENCH_LISTINGS (default 100000) bulk listings. Needs `npm run build`.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const CONNECTIONS = 50;

type Row = { name: string; requestsPerSecond: number; p95: number; p99: number; errors: number };

// Browsers ask for compressed pages; so do the page rows (the API rows and the baseline do not).
const BROWSER = { "accept-encoding": "gzip, deflate, br" };

async function measure(name: string, base: string, paths: string[], connections = CONNECTIONS, headers: Record<string, string> = {}): Promise<Row> {
  const result = await autocannon({
    url: base,
    connections,
    duration: DURATION,
    headers,
    // Each connection cycles through the paths, so a page is not simply the same request repeated.
    requests: paths.map((p) => ({ method: "GET" as const, path: p })),
  });
  // autocannon reports p97.5 and p99, not p95: take p97.5 as the (slightly pessimistic) stand-in.
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p95: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** A data dir with the demo data and the bulk listings, indexed for search. */
async function benchDataDir(): Promise<string> {
  const dir = await freshDataDir("bench");
  const database = openSqlite(path.join(dir, "app.db"));
  const started = Date.now();
  await withSearchIndexPaused(database, () => seedBulkListings(database.db, LISTINGS));
  console.log(`Prepared ${LISTINGS} bulk listings in ${Math.round((Date.now() - started) / 1000)} s`);
  await database.close();
  return dir;
}

const baseline = http.createServer((_req, res) => res.end("hello"));
await new Promise<void>((resolve) => baseline.listen(0, "127.0.0.1", resolve));
const baselineUrl = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}`;

Object.assign(process.env, { NODE_ENV: "production", LOG_LEVEL: "error" });
const dataDir = await benchDataDir();
const app = await startServer(
  loadConfig({ ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, WEATHER_REFRESH_MINUTES: "0" }),
);
const get = async <T>(p: string) => (await (await fetch(`${app.url}/api/v1${p}`)).json()) as T;
const { listings } = await get<{ listings: Array<{ slug: string }> }>("/listings/homepage");
const categories = await get<Array<{ slug: string; children: Array<{ slug: string }> }>>("/categories");
const categoryPaths = categories.flatMap((c) => [`/category/${c.slug}`, ...c.children.map((s) => `/category/${s.slug}`)]);
const queries = ["apartment", "sea view", "toyota", "cafe", "sofa", "gibraltar", "bicycle", "villa pool", "catalan bay", "ocean village"];

const searchPaths = queries.map((q) => `/api/v1/search?q=${encodeURIComponent(q)}`);
const quickPaths = queries.map((q) => `/api/v1/search/quick?q=${encodeURIComponent(q.slice(0, 4))}`);

const rows: Row[] = [];
rows.push(await measure("node:http hello world (baseline)", baselineUrl, ["/"]));
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
console.log("| what | req/s | p97.5 ms | p99 ms | % of baseline | errors |\n|---|---|---|---|---|---|");
for (const row of rows) {
  console.log(`| ${row.name} | ${row.requestsPerSecond} | ${row.p95} | ${row.p99} | ${Math.round((row.requestsPerSecond / base) * 100)}% | ${row.errors} |`);
}

await app.close();
baseline.close();
fs.rmSync(dataDir, { recursive: true, force: true });
