import fs from "node:fs";
import { openDatabase } from "../api/db/database.js";
import { hashPassword } from "../api/lib/passwords.js";
import { createUsersRepository } from "../api/modules/users/repository.js";
import { ADMIN } from "../tests/support/template.js";
import { type AppProcess, cpuMillis, demoDataDir, startBuiltApp, startFloorApp, startProcess, stopProcess } from "./app-process.js";
import { alertMatching } from "./alert-matching.js";
import { chatLatency } from "./chat-latency.js";
import { type BenchRequest, type LoadResult, load } from "./load.js";
import { print, writeLatest } from "./report.js";

/**
 * npm run bench: server-rendered pages and API calls, for visitors and signed-in users, beside a
 * raw node:http hello world measured in the same run at the same number of connections (the
 * ceiling on this machine), on the demo data plus BENCH_LISTINGS (default 100000) bulk listings.
 * Needs `npm run build`. BENCH_SECONDS sets each row's length, BENCH_WARM_SECONDS the load a rendered
 * page row (and the floor, once) is given before it is measured; BENCH_ONLY=<text>[,<text>...] runs
 * only the rows whose name contains one of the texts (and their baseline), to measure some again quickly.
 * DATABASE_URL naming an empty PostgreSQL database seeds and runs the app there instead of SQLite.
 */
const DURATION = Number(process.env.BENCH_SECONDS ?? 8);
/**
 * A page's code runs slower until the JIT has optimised it: under load, the signed-in listing page
 * took 12 s to settle from 12.5 to 7.2 ms of CPU a page, and the floor 14 s from 7.4 to 2.9. A
 * server in production runs warm, so the floor and every rendered page are measured warm, each
 * after this much load of its own.
 */
const WARM_SECONDS = Number(process.env.BENCH_WARM_SECONDS ?? 15);
const LISTINGS = Number(process.env.BENCH_LISTINGS ?? 100_000);
const ONLY = process.env.BENCH_ONLY?.toLowerCase().split(",");
/** Whether a row or part of the run is asked for. */
const wanted = (name: string) => !ONLY || ONLY.some((text) => name.toLowerCase().includes(text));

/** A demo seller and a demo buyer (the demo users have no password, so the bench gives them one). */
const SELLER = { email: "james.caruana@example.gi", password: "bench-password-123" };
const BUYER = { email: "maria.olivero@example.gi", password: "bench-password-123" };
/** Chat latency: messages measured per row, and the Redis that joins two instances. */
const CHAT_MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 200);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";

// Browsers ask for compressed pages; so do the page rows (the API rows and the baseline do not).
const BROWSER = { "accept-encoding": "gzip, deflate, br" };
/** A bare Remix page of 100 linked cards (bench/floor): the stack's own cost, measured beside each page row. */
const FLOOR_ROW = { name: "floor: a bare Remix page, 100 linked cards, no data", paths: ["/"], connections: 10, headers: BROWSER } satisfies RowSpec;
// Only a signed-in page has the header's log-out form.
const SIGNED_IN = 'action="/logout"';

type RowSpec = {
  name: string;
  paths: BenchRequest[];
  connections: number;
  headers?: Record<string, string>;
  /** Text every warmed-up answer must contain: proves a signed-in row is answered for the signed-in user. */
  mustContain?: string;
  /** The status every answer should have (201 for a chat message sent); 200 when not given. */
  status?: number;
  /** Where every warmed-up answer must redirect to: a lost session's redirect to sign in is a 302 too. */
  location?: string;
  /** A rendered page: measured again beside the floor, and the row says how it compares. */
  page?: boolean;
};
type Measured = LoadResult & { name: string; connections: number; cpuMsPerRequest: number | null };
/** A page and the floor, loaded at the same time. */
type Beside = { page: Measured; floor: Measured };
/** A measured row; a page's `beside` is how it compares with the floor. */
type Row = Measured & { beside?: Beside };

async function setPassword(dataDir: string, email: string, password: string, business = false): Promise<void> {
  const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
  try {
    const users = createUsersRepository(database.db);
    const user = await users.findByEmail(email);
    if (!user) throw new Error(`The demo data has no user ${email}`);
    await users.update(user.id, { password_hash: await hashPassword(password), ...(business ? { is_business: 1, business_name: "Bench Motors" } : {}) });
  } finally {
    await database.close();
  }
}

/** Signs in through the sign-in form, as a browser posts it, and returns the session cookie. */
async function signIn(app: AppProcess, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${app.url}/auth?index`, {
    method: "POST",
    redirect: "manual",
    // Form posts must come from the site itself.
    headers: { origin: app.url, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "login", redirectTo: "/", email: account.email, password: account.password, remember_me: "on" }),
  });
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("__session="));
  if (response.status !== 302 || !cookie) throw new Error(`Signing in as ${account.email} failed: ${response.status} ${await response.text()}`);
  return cookie.split(";")[0]!;
}

async function apiToken(app: AppProcess, account: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${app.url}/api/v1/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(account) });
  if (!response.ok) throw new Error(`API login as ${account.email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** The buyer's conversation about the first listing they may message about, and messages to post to it (through the page). */
async function buyersChatRoom(app: AppProcess, listings: Array<{ id: number }>): Promise<{ id: number; posts: BenchRequest[] }> {
  const token = await apiToken(app, BUYER);
  for (const listing of listings) {
    const response = await fetch(`${app.url}/api/v1/chat/rooms`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({ listing_id: listing.id }),
    });
    if (!response.ok) continue;
    const room = (await response.json()) as { id: number };
    const posts = ["Is it still available?", "Could I see it on Saturday?", "Would you take a little less?"].map((message) => ({
      path: `/chat/${room.id}`,
      body: new URLSearchParams({ intent: "send", message }).toString(),
    }));
    return { id: room.id, posts };
  }
  throw new Error("The buyer can start no conversation about the home page's listings");
}

/**
 * A draft of the seller's, made through the API as the wizard's first step makes one, and its
 * price step as the wizard's form posts it without JavaScript: two prices in turn, so every post
 * changes the listing.
 */
async function wizardPricePosts(app: AppProcess, categoryId: number): Promise<{ posts: BenchRequest[]; next: string }> {
  const response = await fetch(`${app.url}/api/v1/listings`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${await apiToken(app, SELLER)}` },
    body: JSON.stringify({ category_id: categoryId }),
  });
  if (!response.ok) throw new Error(`The wizard row's draft could not be made: ${response.status} ${await response.text()}`);
  const draft = (await response.json()) as { id: number; status: string };
  if (draft.status !== "draft") throw new Error(`The wizard row's listing is ${draft.status}, not a draft`);
  // `index`: the form of an index route posts to it so (Remix adds it to the form's action).
  const posts = ["9450", "9500"].map((price) => ({
    path: `/listings/wizard?index&id=${draft.id}`,
    body: new URLSearchParams({ intent: "price", selected_currency: "gbp", price_gbp: price, price_eur: "" }).toString(),
  }));
  // A saved step goes on to the next one, the review; a refused one answers 400 with the form.
  return { posts, next: `/listings/wizard?id=${draft.id}&step=review` };
}

/**
 * Asks once for each path of a row before measuring it: a row answered by redirects (a lost
 * session going to /auth), errors or a visitor's page would measure something else, so the run stops.
 */
async function warmUp(base: string, spec: RowSpec): Promise<void> {
  for (const request of new Set(spec.paths)) {
    const p = typeof request === "string" ? request : request.path;
    const response = await fetch(
      base + p,
      typeof request === "string"
        ? { headers: spec.headers, redirect: "manual" }
        : { method: "POST", body: request.body, headers: { ...spec.headers, "content-type": "application/x-www-form-urlencoded" }, redirect: "manual" },
    );
    const body = await response.text();
    const where = response.headers.get("location");
    if (response.status !== (spec.status ?? 200)) {
      throw new Error(`"${spec.name}": ${typeof request === "string" ? "GET" : "POST"} ${p} answered ${response.status}${where ? ` (to ${where})` : ""} while warming up, not ${spec.status ?? 200}; this row would not measure the page. Stopping.`);
    }
    if (spec.location && where !== spec.location) {
      throw new Error(`"${spec.name}": POST ${p} redirected to ${where}, not ${spec.location}; this row would measure something else. Stopping.`);
    }
    if (spec.mustContain && !body.includes(spec.mustContain)) {
      throw new Error(`"${spec.name}": GET ${p} is not the signed-in page (no ${spec.mustContain}); this row would measure a visitor's page. Stopping.`);
    }
  }
}

async function measure(server: AppProcess, spec: RowSpec): Promise<Measured> {
  await warmUp(server.url, spec);
  if (spec.page) await load(server.url, spec.paths, { connections: spec.connections, seconds: WARM_SECONDS, headers: spec.headers });
  return (await loadedTogether([[server, spec]]))[0]!;
}

/** Loads the servers at the same time (for DURATION unless told), each with its row's paths and connections. */
async function loadedTogether(loads: Array<[AppProcess, RowSpec]>, seconds = DURATION): Promise<Measured[]> {
  const cpuBefore = loads.map(([server]) => cpuMillis(server.child));
  const results = await Promise.all(
    loads.map(([server, spec]) => load(server.url, spec.paths, { connections: spec.connections, seconds, headers: spec.headers, status: spec.status })),
  );
  return loads.map(([server, spec], i) => {
    const before = cpuBefore[i];
    const after = cpuMillis(server.child);
    const result = results[i]!;
    const cpuMsPerRequest = before === null || before === undefined || after === null || !result.requests ? null : (after - before) / result.requests;
    return { name: spec.name, connections: spec.connections, cpuMsPerRequest, ...result };
  });
}

/** Rounds of a page beside the floor, and each round's seconds: the median round is the row's. */
const BESIDE_ROUNDS = 5;
const BESIDE_SECONDS = 2;

/**
 * A page and the floor loaded at the same time, half the row's connections each: whatever the
 * machine does meanwhile (its speed swings by half within an hour here) it does to both, so their
 * ratio holds where rows measured one after the other did not (the floor read 3.0 to 7.3 ms a
 * page within one run). Short rounds, the median's taken: a collection or a recompilation in one
 * process during one window (a 5 s window read the floor at 4.6 ms beside 2.8 in the next) moves
 * one round only.
 */
async function besideTheFloor(server: AppProcess, spec: RowSpec): Promise<Beside> {
  const half = Math.max(1, Math.round(spec.connections / 2));
  const floorServer = await floorApp();
  const rounds: Beside[] = [];
  for (let i = 0; i < BESIDE_ROUNDS; i++) {
    const [page, floorRow] = await loadedTogether(
      [
        [server, { ...spec, connections: half }],
        [floorServer, { ...FLOOR_ROW, connections: half }],
      ],
      BESIDE_SECONDS,
    );
    rounds.push({ page: page!, floor: floorRow! });
  }
  const cpuRatio = (round: Beside) => (round.page.cpuMsPerRequest ?? 0) / (round.floor.cpuMsPerRequest ?? 1);
  return rounds.sort((a, b) => cpuRatio(a) - cpuRatio(b))[Math.floor(rounds.length / 2)]!;
}

const dataDir = await demoDataDir(LISTINGS);
// The seller is a business account, for the bulk import row.
await setPassword(dataDir, SELLER.email, SELLER.password, true);
await setPassword(dataDir, BUYER.email, BUYER.password);
const baseline = await startProcess(["-e", 'require("node:http").createServer((_req, res) => res.end("hello")).listen(process.env.PORT, process.env.HOST)'], {}, "/");
// Every signed-in row signs in from 127.0.0.1: the sign-in limits must not stop the bench.
const app = await startBuiltApp(dataDir, { RATE_LIMIT_FACTOR: "100000" });
// Built and started when its row is asked for.
let floor: AppProcess | undefined;

/** The floor app, loaded as long as a page row before its first row (WARM_SECONDS): it stays warm for the rows after. */
async function floorApp(): Promise<AppProcess> {
  if (floor) return floor;
  floor = await startFloorApp();
  await load(floor.url, FLOOR_ROW.paths, { connections: FLOOR_ROW.connections, seconds: WARM_SECONDS, headers: FLOOR_ROW.headers });
  return floor;
}
try {
  const get = async <T>(p: string) => (await (await fetch(`${app.url}/api/v1${p}`)).json()) as T;
  const { listings } = await get<{ listings: Array<{ id: number; slug: string }> }>("/listings/homepage");
  const categories = await get<Array<{ slug: string; children: Array<{ id: number; slug: string }> }>>("/categories");
  const categoryPaths = categories.flatMap((c) => [`/category/${c.slug}`, ...c.children.map((s) => `/category/${s.slug}`)]);
  const listingPaths = listings.map((l) => `/listing/${l.slug}`);
  const listingApiPaths = listings.map((l) => `/api/v1/listings/${l.slug}`);
  const queries = ["apartment", "sea view", "toyota", "cafe", "sofa", "gibraltar", "bicycle", "villa pool", "catalan bay", "ocean village"];
  const searchPaths = queries.map((q) => `/api/v1/search?q=${encodeURIComponent(q)}`);
  // Words being typed (issue 31): each also finds the words it starts.
  const wordStartPaths = ["apart", "bicy", "gibr", "toyo", "sof", "vill poo", "sea vie", "catal ba"].map((q) => `/api/v1/search?q=${encodeURIComponent(q)}`);
  // Typos corrected to the nearest word (issue 31), and the map's area (with a word start and a typo) and distance filters.
  const correctedPaths = ["aparment", "appartment", "bicylce", "gibraltr", "toyta", "sofaa", "vila pool", "catalan bya"].map((q) => `/api/v1/search?q=${encodeURIComponent(q)}`);
  const TOWN = "-5.3560,36.1350,-5.3500,36.1420";
  const areaPaths = ["apartment", "gibraltar", "sofa", "sea view", "apart", "aparment"].map((q) => `/api/v1/search?q=${encodeURIComponent(q)}&bbox=${TOWN}`);
  const distancePaths = ["apartment", "gibraltar", "car", "villa"].map((q) => `/api/v1/search?q=${encodeURIComponent(q)}&near=ocean-village&within=1&sort_by=distance`);
  const quickPaths = queries.map((q) => `/api/v1/search/quick?q=${encodeURIComponent(q.slice(0, 4))}`);
  const searchPagePaths = queries.map((q) => `/search?q=${encodeURIComponent(q)}`);

  const seller = { ...BROWSER, cookie: await signIn(app, SELLER) };
  // The chat rows sign the buyer in and open a conversation: only when such a row is asked for.
  const chatRoomRow = "chat room (dashboard messages), signed in";
  const chatRow = wanted("chat message") || wanted(chatRoomRow);
  const buyer = chatRow ? { ...BROWSER, cookie: await signIn(app, BUYER) } : BROWSER;
  const chatRoom = chatRow ? await buyersChatRoom(app, listings) : { id: 0, posts: [] };
  // The wizard row makes a draft of the seller's: only when that row is asked for.
  const wizardRow = "wizard step saved (price), form post without JavaScript, 1 connection";
  const cars = categories.flatMap((c) => c.children).find((c) => c.slug === "cars")!;
  const wizard = wanted(wizardRow) ? await wizardPricePosts(app, cars.id) : { posts: [], next: undefined };
  /** Save then unsave each listing, in turn: `suffix` ".data" is the request JavaScript sends. */
  const favouritePosts = (suffix: string): BenchRequest[] =>
    listings.flatMap((l) =>
      ["true", "false"].map((favorite) => ({ path: `/listing/${l.slug}${suffix}`, body: new URLSearchParams({ intent: "favorite", listing_id: String(l.id), favorite }).toString() })),
    );
  const admin = { ...BROWSER, cookie: await signIn(app, ADMIN) };
  const bearer = { authorization: `Bearer ${await apiToken(app, SELLER)}` };
  const adminBearer = { authorization: `Bearer ${await apiToken(app, ADMIN)}` };
  // The back-office listings list by status, first and deep pages: the total counts 100k rows.
  const adminListingQueries = ["published", "sold", "reserved", "draft"].flatMap((status) => [1, 40].map((page) => `status=${status}&page=${page}`));

  const specs: RowSpec[] = [
    { name: "GET / (home page)", paths: ["/"], connections: 50, headers: BROWSER },
    { name: "GET /category/{slug} (category pages)", paths: categoryPaths, connections: 50, headers: BROWSER },
    { name: "GET /listing/{slug} (detail pages)", paths: listingPaths, connections: 50, headers: BROWSER },
    { name: "GET /api/v1/search?q= (search API)", paths: searchPaths, connections: 50 },
    { name: "GET /api/v1/search/quick?q= (quick search)", paths: quickPaths, connections: 50 },
    // One connection: the time a single search takes, without waiting behind 49 others.
    { name: "search API, 1 connection", paths: searchPaths, connections: 1 },
    { name: "quick search, 1 connection", paths: quickPaths, connections: 1 },
    { name: "search API, word starts, 1 connection", paths: wordStartPaths, connections: 1 },
    { name: "search API, corrected typos, 1 connection", paths: correctedPaths, connections: 1 },
    { name: "search API, map area (bbox), 1 connection", paths: areaPaths, connections: 1 },
    { name: "search API, within 1 km of a place by distance, 1 connection", paths: distancePaths, connections: 1 },
    // Writes (issue 32), beside "listing page, signed in": saving and unsaving a listing as the
    // page's form posts it without JavaScript (the page comes back) and with it (single fetch's
    // action request; the page's data is then revalidated by one more request).
    { name: "favourite, form post without JavaScript, 1 connection", paths: favouritePosts(""), connections: 1, headers: { ...seller, origin: app.url } },
    { name: "favourite, with JavaScript (action request), 1 connection", paths: favouritePosts(".data"), connections: 1, headers: { ...seller, origin: app.url } },
    // A chat message as the dashboard's thread sends it with JavaScript (a JSON answer, 201).
    { name: "chat message, sent through the page, 1 connection", paths: chatRoom.posts, connections: 1, headers: { ...buyer, origin: app.url, accept: "application/json" }, status: 201 },
    // A step of the posting wizard saved as its form posts it without JavaScript: the answer is the redirect to the next step.
    { name: wizardRow, paths: wizard.posts, connections: 1, headers: { ...seller, origin: app.url }, status: 302, location: wizard.next },
    { name: "listing page, signed in, 1 connection", paths: listingPaths, connections: 1, headers: seller, mustContain: SIGNED_IN },
    // Pages the visitors' page cache does not answer, at 10 connections.
    { name: "listing page, visitor", paths: listingPaths, connections: 10, headers: BROWSER },
    // Signed-in pages, each measured again beside the floor (what the stack itself costs for a
    // page of this size before any of the marketplace's work): "× floor" is its req/s over the floor's.
    { name: "listing page, signed in", paths: listingPaths, connections: 10, headers: seller, mustContain: SIGNED_IN, page: true },
    { name: "home page, signed in", paths: ["/"], connections: 10, headers: seller, mustContain: SIGNED_IN, page: true },
    { name: "search page, signed in", paths: searchPagePaths, connections: 10, headers: seller, mustContain: SIGNED_IN, page: true },
    { name: "GET /dashboard, signed in", paths: ["/dashboard"], connections: 10, headers: seller, mustContain: SIGNED_IN, page: true },
    { name: chatRoomRow, paths: [`/dashboard?section=messages&room=${chatRoom.id}`], connections: 10, headers: buyer, mustContain: SIGNED_IN, page: true },
    { name: "GET /admin/listings (admin)", paths: ["/admin/listings"], connections: 10, headers: admin, page: true },
    { name: "GET /admin (admin)", paths: ["/admin"], connections: 10, headers: admin, page: true },
    { name: "GET /admin/maintenance (admin)", paths: ["/admin/maintenance"], connections: 10, headers: admin },
    // The back-office at 100k listings: one admin at a time (target p95 ≤ 100 ms).
    { name: "GET /api/v1/admin/listings?status= (admin API), 1 connection", paths: adminListingQueries.map((q) => `/api/v1/admin/listings?${q}`), connections: 1, headers: adminBearer },
    { name: "GET /admin/listings?status= (admin page), 1 connection", paths: adminListingQueries.map((q) => `/admin/listings?${q}`), connections: 1, headers: admin },
    { name: "GET /api/v1/health", paths: ["/api/v1/health"], connections: 10 },
    { name: "GET /api/v1/listings/{slug}, no token", paths: listingApiPaths, connections: 10 },
    { name: "GET /api/v1/listings/{slug}, bearer token", paths: listingApiPaths, connections: 10, headers: bearer },
  ].filter((spec) => wanted(spec.name));
  if (!specs.length && !["chat latency", "bulk import", "alert matching"].some(wanted)) throw new Error(`BENCH_ONLY=${process.env.BENCH_ONLY} matches no row`);

  // The baseline at each number of connections the rows use (one connection is a latency row).
  const baselines = new Map<number, Row>();
  for (const connections of new Set(specs.map((s) => s.connections).filter((c) => c > 1))) {
    baselines.set(connections, await measure(baseline, { name: `node:http hello world (baseline), ${connections} connections`, paths: ["/"], connections }));
  }
  const rows: Row[] = [];
  for (const spec of specs) {
    const row = await measure(app, spec);
    rows.push({ ...row, beside: spec.page ? await besideTheFloor(app, spec) : undefined });
  }

  // DATABASE_URL (an empty PostgreSQL database) runs the app, and seeds it, on PostgreSQL.
  const database = process.env.DATABASE_URL ? "PostgreSQL" : "SQLite";
  print(`\n${DURATION}s per row, ${database}, demo data + ${LISTINGS} bulk listings; % of the baseline at the same number of connections\n`);
  print("| what | connections | req/s | p50 ms | p95 ms | p99 ms | % of baseline | server CPU ms per request | × floor (req/s) | CPU × floor | errors | answers other than expected |");
  print("|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const row of [...baselines.values(), ...rows]) {
    const base = baselines.get(row.connections)?.requestsPerSecond;
    const percent = base ? (row.requestsPerSecond / base) * 100 : null;
    // Small shares keep two significant digits: 0.04% and 0.4% are not both "0%".
    const share = percent === null ? "" : `${percent >= 10 ? Math.round(percent) : percent.toPrecision(2)}%`;
    const statuses = Object.entries(row.otherStatuses).map(([status, count]) => `${status}: ${count}`).join(", ");
    const cpu = row.cpuMsPerRequest === null ? "" : row.cpuMsPerRequest >= 1 ? row.cpuMsPerRequest.toFixed(1) : row.cpuMsPerRequest.toPrecision(2);
    // A page beside the floor: its req/s over the floor's, and its CPU per request over the floor's, loaded at the same time.
    const { page, floor: floorRow } = row.beside ?? {};
    const timesFloor = page && floorRow ? (page.requestsPerSecond / floorRow.requestsPerSecond).toFixed(2) : "";
    const cpuTimesFloor = page?.cpuMsPerRequest && floorRow?.cpuMsPerRequest ? (page.cpuMsPerRequest / floorRow.cpuMsPerRequest).toFixed(2) : "";
    const floorNote = page && floorRow ? ` (beside the floor: ${page.cpuMsPerRequest?.toFixed(1) ?? "?"} against ${floorRow.cpuMsPerRequest?.toFixed(1) ?? "?"} ms)` : "";
    print(`| ${row.name}${floorNote} | ${row.connections} | ${row.requestsPerSecond} | ${row.p50} | ${row.p95} | ${row.p99} | ${share} | ${cpu} | ${timesFloor} | ${cpuTimesFloor} | ${row.errors} | ${statuses} |`);
  }

  // Bulk import: a business seller's 5,000-row file, checked, then imported as published listings.
  if (wanted("bulk import")) {
    const token = await apiToken(app, SELLER);
    const lines = Array.from({ length: 5000 }, (_, i) => `BENCH-${i},Bench car number ${i} for sale,A well kept car with a full service history and two keys.,${5000 + i},toyota,Yaris,${2000 + (i % 25)},petrol`);
    const file = ["external_ref,title,description,price_gbp,make,model,year,fuel", ...lines].join("\r\n");
    const run = async (dryRun: boolean) => {
      const form = new FormData();
      form.append("file", new Blob([file], { type: "text/csv" }), "bench.csv");
      const started = performance.now();
      const response = await fetch(`${app.url}/api/v1/listings/bulk?category_id=${cars.id}&mode=publish&dry_run=${dryRun}`, { method: "POST", headers: { authorization: `Bearer ${token}` }, body: form });
      const report = (await response.json()) as { valid: number; imported: boolean };
      if (report.valid !== 5000) throw new Error(`Bulk import bench: ${JSON.stringify(report).slice(0, 300)}`);
      return Math.round(performance.now() - started);
    };
    const [check, first, again] = [await run(true), await run(false), await run(false)];
    print(`\nBulk import of a 5,000-row CSV file (API, published, one transaction)\n`);
    print("| what | ms |");
    print("|---|---|");
    print(`| dry run (every row checked) | ${check} |`);
    print(`| import, 5,000 new listings | ${first} |`);
    print(`| import again, 5,000 updates | ${again} |`);
  }

  // Chat: a message posted by the buyer until the seller's socket hears it, on one instance and
  // across two instances of the app on one database joined by Redis.
  if (wanted("chat latency")) {
    const [buyerToken, sellerToken] = [await apiToken(app, BUYER), await apiToken(app, SELLER)];
    const me = (await (await fetch(`${app.url}/api/v1/auth/me`, { headers: { authorization: `Bearer ${sellerToken}` } })).json()) as { id: number };
    const listingId = (await get<{ listings: Array<{ id: number }> }>(`/listings?user_id=${me.id}&limit=1`)).listings[0]!.id;
    const [first, second] = [
      await startBuiltApp(dataDir, { RATE_LIMIT_FACTOR: "100000", REDIS_URL }),
      await startBuiltApp(dataDir, { RATE_LIMIT_FACTOR: "100000", REDIS_URL }),
    ];
    try {
      const common = { buyerToken, sellerToken, listingId, count: CHAT_MESSAGES };
      const one = await chatLatency({ ...common, sendVia: first.url, receiveOn: first.url });
      const two = await chatLatency({ ...common, sendVia: first.url, receiveOn: second.url });
      print(`\nChat message latency (post to the API until the other socket hears it), ${CHAT_MESSAGES} messages one at a time\n`);
      print("| what | p50 ms | p95 ms | max ms |");
      print("|---|---|---|---|");
      print(`| one instance | ${one.p50} | ${one.p95} | ${one.max} |`);
      print(`| across two instances (Redis) | ${two.p50} | ${two.p95} | ${two.max} |`);
    } finally {
      await Promise.all([stopProcess(first.child), stopProcess(second.child)]);
    }
  }

  // Saved-search alerts: 10,000 saved searches against 1,000 newly published listings (last: it adds them).
  if (wanted("alert matching")) {
    const run = await alertMatching(dataDir, 10_000, 1_000);
    print(`\nSaved-search alerts: one run of the job (${run.distinct} distinct queries among the searches)\n`);
    print("| what | ms |");
    print("|---|---|");
    print(`| match ${run.searches} saved searches against ${run.listings} new listings (${run.hits} hits) | ${run.matchMs} |`);
    print(`| send the ${run.emails} e-mails they make | ${run.sendMs} |`);
  }
  writeLatest(ONLY ? ` (rows matching ${ONLY.join(", ")})` : "");
} finally {
  await Promise.all([app, floor, baseline].map((server) => server && stopProcess(server.child)));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
