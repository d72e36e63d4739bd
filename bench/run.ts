import http from "node:http";
import type { AddressInfo } from "node:net";
import autocannon from "autocannon";
import { loadConfig } from "../api/config.js";
import { startServer } from "../server.js";
import { ADMIN, freshDataDir } from "../tests/support/template.js";

/**
 * npm run bench: server-rendered pages and API calls at 50 connections, beside a raw node:http
 * hello-world measured in the same run (the ceiling on this machine). Needs `npm run build`.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

type Row = { name: string; requestsPerSecond: number; p95: number; errors: number };

async function measure(name: string, url: string): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION });
  // autocannon reports p97.5 and p99, not p95: take p97.5 as the (slightly pessimistic) stand-in.
  return { name, requestsPerSecond: Math.round(result.requests.average), p95: result.latency.p97_5, errors: result.errors + result.non2xx };
}

const baseline = http.createServer((_req, res) => res.end("hello"));
await new Promise<void>((resolve) => baseline.listen(0, "127.0.0.1", resolve));
const baselineUrl = `http://127.0.0.1:${(baseline.address() as AddressInfo).port}/`;

Object.assign(process.env, { NODE_ENV: "production", LOG_LEVEL: "error" });
const app = await startServer(
  loadConfig({ ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: await freshDataDir("bench"), ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }),
);

const rows: Row[] = [];
rows.push(await measure("node:http hello world (baseline)", baselineUrl));
rows.push(await measure("GET /api/v1/categories (API alone)", `${app.url}/api/v1/categories`));
rows.push(await measure("GET /categories (page: BFF + API hop)", `${app.url}/categories`));
rows.push(await measure("GET / (home page)", `${app.url}/`));
const { listings } = (await (await fetch(`${app.url}/api/v1/listings/homepage`)).json()) as { listings: Array<{ slug: string }> };
rows.push(await measure("GET /api/v1/listings/{slug} (API alone)", `${app.url}/api/v1/listings/${listings[0].slug}`));
rows.push(await measure("GET /listing/{slug} (detail page)", `${app.url}/listing/${listings[0].slug}`));

const base = rows[0].requestsPerSecond;
console.log(`\n${CONNECTIONS} connections, ${DURATION}s each\n`);
console.log("| what | req/s | p97.5 ms | % of baseline | errors |\n|---|---|---|---|---|");
for (const row of rows) {
  console.log(`| ${row.name} | ${row.requestsPerSecond} | ${row.p95} | ${Math.round((row.requestsPerSecond / base) * 100)}% | ${row.errors} |`);
}

await app.close();
baseline.close();
