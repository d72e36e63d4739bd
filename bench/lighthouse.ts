import fs from "node:fs";
import path from "node:path";
import { launch } from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { ROOT } from "../tests/support/template.js";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../tests/support/chromium.js";
import { demoDataDir, startBuiltApp, stopProcess } from "./app-process.js";

/**
 * npm run lighthouse: Lighthouse's mobile audit (its default: a mid-range phone on slow 4G,
 * simulated) of home, a listing, search, a category and a place page of the built app on the
 * demo data, in Debian's Chromium. Prints scores, metrics and the failing audits that weigh most;
 * the full reports are written to .tmp/lighthouse/. LIGHTHOUSE_RUNS=n audits each page n times
 * and keeps the run with the median performance score (scores move from run to run).
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const REPORTS = path.join(ROOT, ".tmp/lighthouse");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const METRICS = [
  ["FCP", "first-contentful-paint"],
  ["LCP", "largest-contentful-paint"],
  ["TBT", "total-blocking-time"],
  ["CLS", "cumulative-layout-shift"],
] as const;
const METRIC_IDS = new Set<string>([...METRICS.map(([, id]) => id), "speed-index"]);
const FAILURES_SHOWN = 6;

const CHROME_FLAGS = [
  "--headless=new",
  ...CHROMIUM_FLAGS,
  // No internet here: map tiles and any other outside host fail at once instead of waiting on DNS.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
];

type Page = { name: string; path: string };

async function pagesToAudit(base: string): Promise<Page[]> {
  const get = async <T>(p: string) => (await (await fetch(`${base}/api/v1${p}`)).json()) as T;
  const [{ listings }, categories, { places }] = await Promise.all([
    get<{ listings: Array<{ slug: string }> }>("/listings/homepage"),
    get<Array<{ slug: string }>>("/categories"),
    get<{ places: Array<{ slug: string }> }>("/places"),
  ]);
  if (!listings[0] || !categories[0] || !places[0]) throw new Error("The demo data has no listing, category or place to audit");
  return [
    { name: "home", path: "/" },
    { name: "listing", path: `/listing/${listings[0].slug}` },
    { name: "search", path: "/search?q=apartment" },
    { name: "category", path: `/category/${categories[0].slug}` },
    { name: "place", path: `/places/${places[0].slug}` },
  ];
}

/** Attempts per audit: Chromium's trace now and then misses the navigation (NO_NAVSTART), and Lighthouse says to run again. */
const ATTEMPTS = 3;

async function audit(url: string, port: number): Promise<{ lhr: Result; report: string }> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      logLevel: "error",
      output: "html",
      onlyCategories: [...CATEGORIES],
      // A request that never settles must not hold the run for Lighthouse's default 45 s.
      maxWaitForLoad: 20_000,
      maxWaitForFcp: 15_000,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error) return { lhr: result.lhr, report: String(result.report) };
    if (attempt === ATTEMPTS) throw new Error(`Lighthouse could not audit ${url} (${ATTEMPTS} attempts): ${error.message}`);
    console.log(`Lighthouse could not audit ${url} (${error.code}); trying again`);
  }
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

/** The audits of a category that fail, the heaviest (then the largest saving) first; metrics are printed as figures instead. */
function failingAudits(lhr: Result, category: string) {
  return (lhr.categories[category]?.auditRefs ?? [])
    .map((ref) => ({ ref, audit: lhr.audits[ref.id]! }))
    .filter(({ ref, audit }) => !METRIC_IDS.has(ref.id) && audit.score !== null && audit.score < 0.9 && !["notApplicable", "informative", "manual"].includes(audit.scoreDisplayMode))
    .sort((a, b) => b.ref.weight - a.ref.weight || (b.audit.metricSavings?.LCP ?? 0) + (b.audit.metricSavings?.FCP ?? 0) - (a.audit.metricSavings?.LCP ?? 0) - (a.audit.metricSavings?.FCP ?? 0))
    .slice(0, FAILURES_SHOWN)
    .map(({ audit }) => `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}${hint(audit)}`);
}

type AuditResult = Result["audits"][string];
type DetailItem = { node?: { snippet?: string }; description?: string; items?: unknown };

/** The rows of an audit's details; a list of tables (the LCP element's audit) gives its tables' rows. */
function detailItems(audit: AuditResult): DetailItem[] {
  const items = audit.details && "items" in audit.details ? audit.details.items : null;
  if (!Array.isArray(items)) return [];
  return (items as DetailItem[]).flatMap((item) => (Array.isArray(item?.items) ? (item.items as DetailItem[]) : [item]));
}

/** Where to start: the first element an audit names, or that console errors are only the offline outside hosts. */
function hint(audit: AuditResult): string {
  const items = detailItems(audit);
  if (audit.id === "errors-in-console" && items.length && items.every((item) => item.description?.includes("ERR_NAME_NOT_RESOLVED"))) {
    return " [only outside hosts, unreachable offline: map tiles]";
  }
  const snippet = items.find((item) => item.node?.snippet)?.node?.snippet;
  return snippet ? ` [e.g. ${snippet.length > 120 ? `${snippet.slice(0, 117)}...` : snippet}]` : "";
}

function formatMetric(lhr: Result, id: string): string {
  const value = lhr.audits[id]?.numericValue ?? NaN;
  return id === "cumulative-layout-shift" ? value.toFixed(3) : `${(value / 1000).toFixed(1)} s`;
}

fs.mkdirSync(REPORTS, { recursive: true });
const dataDir = await demoDataDir(0);
const app = await startBuiltApp(dataDir);
const chrome = await launch({ chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: "silent" });
try {
  const results: Array<{ page: Page; lhr: Result }> = [];
  const pages = await pagesToAudit(app.url);
  // A server in use has run its code before: the first render of a page (cold code) is not what visitors get.
  for (const page of pages) for (let i = 0; i < 3; i++) await (await fetch(app.url + page.path)).arrayBuffer();
  for (const page of pages) {
    const runs: Array<{ lhr: Result; report: string }> = [];
    for (let run = 0; run < RUNS; run++) runs.push(await audit(app.url + page.path, chrome.port));
    runs.sort((a, b) => score(a.lhr, "performance") - score(b.lhr, "performance"));
    const kept = runs[Math.floor(runs.length / 2)]!;
    fs.writeFileSync(path.join(REPORTS, `${page.name}.html`), kept.report);
    results.push({ page, lhr: kept.lhr });
    console.log(`Audited ${page.name} (${page.path})`);
  }

  console.log(`\nLighthouse ${results[0]!.lhr.lighthouseVersion}, mobile, simulated throttling, ${RUNS} run(s) per page (median performance kept)\n`);
  console.log(`| page | ${CATEGORIES.join(" | ")} | ${METRICS.map(([name]) => name).join(" | ")} |`);
  console.log(`|---|${CATEGORIES.map(() => "---|").join("")}${METRICS.map(() => "---|").join("")}`);
  for (const { page, lhr } of results) {
    console.log(`| ${page.name} | ${CATEGORIES.map((c) => score(lhr, c)).join(" | ")} | ${METRICS.map(([, id]) => formatMetric(lhr, id)).join(" | ")} |`);
  }
  for (const { page, lhr } of results) {
    console.log(`\n${page.name} (${page.path}): failing audits`);
    for (const category of CATEGORIES) {
      const failing = failingAudits(lhr, category);
      if (failing.length) console.log(`  ${category}:\n${failing.map((line) => `    - ${line}`).join("\n")}`);
    }
  }
  console.log(`\nFull reports: ${path.relative(process.cwd(), REPORTS)}/<page>.html`);
} finally {
  chrome.kill();
  await stopProcess(app.child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
