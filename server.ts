import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@remix-run/express";
import { type ServerBuild, broadcastDevReady } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { Redis } from "ioredis";
import { createApiApp } from "./api/app.js";
import { type Config, loadConfig, secureCookiesFor } from "./api/config.js";
import { prepareDatabase } from "./api/db/bootstrap.js";
import { openDatabase } from "./api/db/database.js";
import { type LogDestination, type ServerLogger, createLogger } from "./api/lib/logger.js";
import { countedMailer, createMailer } from "./api/lib/mail.js";
import { createMetrics } from "./api/lib/metrics.js";
import { isMetricsScrape, metricsEndpoint } from "./api/lib/metrics-endpoint.js";
import { pageRoutePatterns } from "./api/lib/page-routes.js";
import { createRequestLog, requestRecordOf } from "./api/lib/request-log.js";
import { type InProcessDispatch, createInProcessDispatcher } from "./api/lib/in-process.js";
import { COMPRESSION_LEVELS, encodeDocument } from "./api/lib/compression.js";
import { createPageCache } from "./api/lib/page-cache.js";
import { createChangeBus } from "./api/lib/change-bus.js";
import { sameOriginPosts } from "./api/lib/same-origin.js";
import { createLocalStorage } from "./api/lib/storage.js";
import { createTtlCache } from "./api/lib/ttl-cache.js";
import { type Realtime, createRealtime } from "./api/realtime/index.js";
import { createSocketRelay } from "./api/realtime/relay.js";
import { createLedgeredStorage, createServices, timedJobsOf } from "./api/services.js";
import { reloadingBuild } from "./dev-reload.js";
import type { AppLoadContext } from "./app/utils/load-context.js";
import { sessionTokenReader } from "./app/utils/session-cookie.server.js";
import { newViewSession, readViewSession, viewSessionSetCookie } from "./app/utils/view-session.server.js";
import { trustProxy } from "./api/lib/trust-proxy.js";
import { cspNonceOf, policyForKeptPage, securityHeaders, tileSourceOf } from "./api/lib/security-headers.js";
import { healthProbe, isHealthCheck } from "./api/modules/health/health.js";

// Compiled by `npm run build`, this module runs as build/server.js: paths start one folder up.
const root = fileURLToPath(new URL(import.meta.url.endsWith("/build/server.js") ? ".." : ".", import.meta.url));

/** Shared reads the BFF keeps at most (each search is one): the page cache keeps 500 pages. */
const SHARED_READS_KEPT = 2000;

export type RunningServer = {
  url: string;
  port: number;
  config: Config;
  services: ReturnType<typeof createServices>;
  realtime: Realtime;
  /** The /api/v1 app reached in process (what the BFF uses), or undefined when API_URL is set. */
  dispatchApi: InProcessDispatch | undefined;
  logger: ServerLogger;
  close(): Promise<void>;
  /** The step close() is on ("not closing", …, "closed"). */
  closingStep(): string;
};

/**
 * The composition root: config, database, services, /api/v1, socket.io, static files and
 * the Remix handler, each built once. `build: null` serves the API alone (API tests);
 * `onApiCall` sees each call the pages make to the API in this process (tests count them);
 * `onApiAnswer` each answer of the API to an HTTP request (tests check its status against the contract);
 * `beforeFileRemoval` runs after a deletion's commit, before its files go (tests kill the process there).
 * `logDestination` takes the log lines instead of stdout (tests read them).
 */
export async function startServer(
  config: Config,
  options: {
    build?: ServerBuild | null;
    onApiCall?: (method: string, url: string) => void;
    onApiAnswer?: (method: string, path: string, status: number) => void;
    beforeFileRemoval?: () => Promise<void>;
    logDestination?: LogDestination;
  } = {},
): Promise<RunningServer> {
  const logger = createLogger(config.logLevel, options.logDestination);
  const metrics = createMetrics({ processMetrics: config.metrics.allow.length > 0 || config.metrics.token !== undefined });
  const logQueries = logger.pino.isLevelEnabled("debug");
  if (!config.smtpUrl) logger.warn(`SMTP_URL is not set: e-mails are written to ${path.join(config.dataDir, "outbox")} and sent to no one.`);
  const database = await openDatabase({
    ...config,
    onQuery: (query) => {
      metrics.observeQuery(query.kind, query.failed, query.durationMs / 1000);
      if (logQueries) logger.pino.debug({ kind: query.kind, sql: query.sql, durationMs: query.durationMs, failed: query.failed }, "query");
    },
  });
  const storage = createLedgeredStorage(createLocalStorage(path.join(config.dataDir, "uploads")), database, { beforeRemoval: options.beforeFileRemoval });
  await prepareDatabase(database, {
    seed: config.seed,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
    storage,
    logger,
  });

  // Data every page shows (categories, currencies, maintenance, shell banners, top locations) and
  // answers that are the same for everyone (searches, a listing's related listings), kept by the
  // BFF for as long as visitors' pages are, and emptied with them by any write.
  const shellCache = createTtlCache(config.cacheSeconds * 1000, { maxEntries: SHARED_READS_KEPT });
  const pageCache = createPageCache({
    ttlMs: config.cacheSeconds * 1000,
    // Pages that look alike for every visitor, listing pages among them (a kept one still counts
    // its view: `onServed`, through this process's API, so not when the API runs apart). Sitemaps
    // too: a listings sitemap is 50,000 URLs, made once per CACHE_SECONDS for all crawlers. And the
    // browse lists (category tree, top locations) that pages ask for once they run. A page's data
    // as scripts ask for it on a navigation (`<page>.data`, `/_root.data` for the home page) too.
    paths: new RegExp(
      `^/(?:(?:${[
        "categories", "category/[^/]+", "places", "places/[^/]+", "location/[^/]+", ...(config.apiUrl ? [] : ["listing/[^/]+"]),
        "weather", "search", "privacy-policy", "terms-of-service", "robots\\.txt", "sitemap\\.xml", "sitemaps/[a-z0-9-]+\\.xml", "resources/browse-lists",
      ].join("|")})(?:\\.data)?|_root\\.data)?$`,
    ),
    keyCookies: ["lng", "currency", "cookie_consent"],
    ignoredCookies: ["view_session"],
    // Counting a view, a banner click or impressions changes no page that is kept, nor does what
    // is private to its user: a conversation's messages and the marks of what they have read.
    quietWrites: /^\/api\/v1\/(listings\/\d+\/view|banners\/click\/\d+|banners\/impressions|chat\/rooms\/\d+\/(read|messages)|favorites\/news\/read)$/,
    // A kept page is served to many visitors: its policy names its scripts' hashes, not one nonce.
    keptHeaders: (headers, body) => {
      const policy = headers["content-security-policy"];
      return policy ? { ...headers, "content-security-policy": policyForKeptPage(policy, body.toString("utf8")) } : headers;
    },
    onClear: () => shellCache.clear(),
    onWriteDone: () => changes.announce(),
    onLookup: (result) => metrics.pageCacheLookup(result),
    // A listing page answered from the cache counts the visitor's view as its loader would, and
    // starts their view session when they have none.
    onServed: (req) => {
      const slug = listingPageSlug(req.url);
      if (slug === null) return undefined;
      const session = readViewSession(req.headers.cookie);
      const id = session ?? newViewSession();
      services.listings.recordVisitorView(slug, id).catch((error: unknown) => logger.error("Counting a listing view failed", error));
      return session ? undefined : { "set-cookie": viewSessionSetCookie(id, secureCookiesFor(config)) };
    },
  });
  const app = express();
  app.disable("x-powered-by");
  const security = securityHeaders({
    appUrl: config.appUrl,
    // Asked per page, once the services below exist; kept with the shell's data: any write here empties both.
    tileSource: () => shellCache.get("tile-source", async () => tileSourceOf((await services.settings.getMapSettings()).tile_url)),
    formTargets: formTargetsOf(config),
  });
  const healthCheck = healthProbe(() => services.health(), security.everyAnswer);
  const scrape = metricsEndpoint(metrics.registry, config.metrics);
  const trust = trustProxy(config.trustProxy);
  // Known once the build is loaded (below): the routes of the pages, the files of public/.
  let pageRouteOf: ((pathname: string) => string | null) | null = null;
  let publicNames = new Set<string>();
  const observe = createRequestLog({
    logger: logger.pino,
    metrics,
    // The pages' own calls carry their page's id; over HTTP, a proxy this server trusts may name it.
    trustsId: (req, via) => via === "in_process" || (req.url?.startsWith("/api/v1/") ? trust.api : trust.pages)(req.socket.remoteAddress ?? "", 0),
    routeOf: (req) => routeOf(req.url ?? "/", pageRouteOf, publicNames),
  });
  // A visitor's page the cache holds, the health check and the scrapes are answered before
  // Express: they cost little more than writing them.
  const server = http.createServer((req, res) => {
    // The health checks and scrapes are neither logged nor counted: machines ask them every few seconds.
    if (!isHealthCheck(req.url) && !isMetricsScrape(req.url)) observe(req, res, "http");
    return scrape(req, res) || pageCache.serveHit(req, res) || healthCheck(req, res) || app(req, res);
  });
  // Idle connections are kept past the 60 s idle limit of common proxies and HTTP clients: with
  // Node's 5 s, a client reusing a connection at the moment the server closes it gets ECONNRESET
  // (a proxy answers 502). The headers deadline must be longer than the keep-alive one.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // The public URL is known only once the port is bound (tests listen on port 0).
  // Read once bound; kept, so requests still in flight while closing know it too.
  let boundPort = 0;
  const publicUrl = () => config.appUrl ?? `http://localhost:${boundPort}`;

  // Rate-limit counters live in Redis when several instances share the load.
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null;
  redis?.on("error", (error) => logger.error("Redis error", error));
  const services = createServices({
    database,
    logger,
    rateLimitStore: redis ? { redis } : database.raw,
    rateLimitFactor: config.rateLimitFactor,
    chatRateLimitFactor: config.chatRateLimitFactor,
    socialProviders: config.socialProviders,
    mailer: countedMailer(createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, "outbox"), logger }), metrics),
    publicUrl,
    supportEmail: config.supportEmail,
    storage,
    weather: config.weather,
    payment: config.payment,
    cacheSeconds: config.cacheSeconds,
    uploadSweepGraceMs: config.uploadSweepGraceMs,
    signingSecret: config.sessionSecret,
    alertCheckSeconds: config.alertCheckSeconds,
    backgroundJobs: config.env !== "test",
    jobs: metrics,
    redis,
  });
  // Behind a proxy (TRUST_PROXY) the client is the proxy's X-Forwarded-For, not the socket.
  app.set("trust proxy", trust.pages);
  const originRule = { appUrl: config.appUrl, trusts: trust.pages };
  // Other instances empty their copies when this one writes, and this one when they do.
  const changes = createChangeBus({
    redis,
    logger,
    onChangeElsewhere: () => {
      pageCache.clear();
      services.events.changedElsewhere();
    },
  });
  // Writes made outside a request (expiry, promotions ending) are announced too.
  services.events.onListingChanged(({ kind }) => {
    if (kind !== "viewed") changes.announce();
  });
  services.events.onCatalogueChanged(() => changes.announce());
  await changes.ready;
  const tokenFromCookie = sessionTokenReader(config.sessionSecret);
  // With the API apart (API_URL), its socket server is reached through this host's relay.
  const realtime = config.apiUrl
    ? createSocketRelay(server, { apiUrl: config.apiUrl, logger, tokenFromCookie, originRule })
    : createRealtime(server, { auth: services.auth, chat: services.chat, events: services.events, logger, redisUrl: config.redisUrl, tokenFromCookie, originRule });
  metrics.gauge("socket_connections", "Open socket.io connections to this instance", () => realtime.io.engine.clientsCount);

  // Answers made per request at the levels COMPRESSION_LEVELS explains; rendered documents come
  // compressed already, kept pages' copies are made once by the page cache.
  app.use(compression(COMPRESSION_LEVELS));
  app.use(security.all);
  app.use(pageCache.forgetOnWrite);
  app.use(pageCache.middleware);
  app.use(
    "/api/v1/uploads",
    storage.serve(),
  );
  const apiApp = createApiApp(services, { trustProxy: trust.api });
  const { onApiAnswer } = options;
  if (onApiAnswer) {
    app.use("/api/v1", (req, res, next) => {
      // Read now: routers below rewrite req.url while they route.
      const { method, path } = req;
      res.once("finish", () => onApiAnswer(method, path, res.statusCode));
      next();
    });
  }
  app.use("/api/v1", apiApp);
  // The BFF's way to /api/v1 when the API runs in this process: no socket, no HTTP parse. Writes
  // empty the page cache as they do when they arrive over HTTP.
  const dispatchApi = config.apiUrl
    ? undefined
    : createInProcessDispatcher((req, res) => {
        observe(req, res, "in_process", "/api/v1");
        pageCache.noteRequest(req.method ?? "GET", `/api/v1${(req.url ?? "/").split("?")[0]}`);
        options.onApiCall?.(req.method ?? "GET", req.url ?? "/");
        apiApp(req, res);
      });

  // A rendered listing page counts its view here, as a kept one does (onServed above): not a call.
  const countListingView = dispatchApi ? services.listings.countRenderedView : undefined;

  const build = options.build === undefined ? await loadBuild() : options.build;
  // Set by `remix dev` (npm run dev): pages then come from each new build it makes.
  const devOrigin = options.build === undefined ? process.env.REMIX_DEV_ORIGIN : undefined;
  if (build) {
    app.use("/build", express.static(path.join(root, "public/build"), { immutable: true, maxAge: "1y" }));
    // The other files of public/ (the favicon) are known at start: a page's address is not
    // looked up on disk first, which every page paid for with a failed stat.
    publicNames = new Set(fs.readdirSync(path.join(root, "public")).filter((name) => name !== "build"));
    pageRouteOf = pageRoutePatterns(build.routes);
    const publicFile = express.static(path.join(root, "public"), { maxAge: "1h", index: false });
    app.use((req, res, next) => (publicNames.has(req.path.split("/")[1] ?? "") ? publicFile(req, res, next) : next()));
    app.use(sameOriginPosts(originRule));
    // Mounted without a path pattern: Express would decode one and answer a malformed address
    // (`/places/%ff`) with its own bare 400 page and a stack trace in the log; Remix answers it.
    app.use(
      security.pages,
      createRequestHandler({
        build: devOrigin ? reloadingBuild(path.join(root, "build"), build, pageCache.clear) : build,
        mode: config.env === "production" ? "production" : "development",
        getLoadContext: (req, res): AppLoadContext => {
          const kept = pageCache.keyFor(req) !== null;
          return {
            clientIp: req.ip ?? "",
            crossSiteRefused: res.locals.crossSiteRefused === true,
            cspNonce: cspNonceOf(res),
            // Pages the cache may keep look alike for every visitor: a CDN may keep them as long,
            // but for listing pages, whose every view this server counts.
            sharedCacheSeconds: !kept || listingPageSlug(req.url) !== null ? 0 : config.cacheSeconds,
            // The page cache compresses the copies it keeps; other documents are compressed as rendered.
            compressDocument: kept ? undefined : encodeDocument,
            apiBaseUrl: config.apiUrl ?? `http://127.0.0.1:${boundPort}/api/v1`,
            dispatchApi,
            countListingView,
            supportEmail: config.supportEmail,
            shellCache,
            requestMemo: new Map(),
            apiScope: new Map(),
            requestLog: requestRecordOf(req),
            logError: (message, error) => logger.pino.error({ err: error, reqId: requestRecordOf(req)?.id }, message),
          };
        },
      }),
    );
  }

  // What a crash left on disk goes before the first request; then hourly.
  await services.uploadSweep.tick();
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const port = (server.address() as { port: number }).port;
  boundPort = port;
  logger.info(`Gibraltar Marketplace listening on http://localhost:${port} (${database.dialect})`);
  for (const scheduler of Object.values(timedJobsOf(services))) scheduler.start();
  if (devOrigin && build) await broadcastDevReady(build, devOrigin);

  let closing: Promise<void> | undefined;
  // What a slow stop is waiting for: the SIGTERM handler logs it, the tests' stop names it.
  let closingStep = "not closing";
  const step = (name: string, work: () => Promise<unknown> | unknown) => {
    closingStep = name;
    return work();
  };
  const close = () =>
    (closing ??= (async () => {
      // Stop accepting, let in-flight requests finish, then release the database.
      const stopped = new Promise<void>((resolve) => server.close(() => resolve()));
      // Connections go as soon as they are idle: those that finish a response while closing too,
      // which would otherwise stay open until the keep-alive timeout.
      server.closeIdleConnections();
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      void stopped.then(() => clearInterval(sweep));
      for (const [name, scheduler] of Object.entries(timedJobsOf(services))) await step(`${name}.stop()`, () => scheduler.stop());
      // socket.io closes the HTTP server too, so this also waits for the last requests.
      await step("the sockets and the last requests", () => Promise.all([realtime.close(), stopped]));
      // The last pages' impressions and views are written before the database closes (the pages' posted to the API first).
      await step("the pages' impressions flush", () => (build?.entry.module as { flushImpressions?: () => Promise<void> } | undefined)?.flushImpressions?.());
      await step("the impressions and views flush", () => Promise.all([services.banners.flushImpressions(), services.listings.flushViews()]));
      await step("changes.close()", () => changes.close());
      await step("redis.quit()", () => redis?.quit().catch(() => undefined));
      await step("database.close()", () => database.close());
      closingStep = "closed";
      logger.flush();
    })());

  return { url: `http://localhost:${port}`, port, config, services, realtime, dispatchApi, logger, close, closingStep: () => closingStep };
}

/**
 * A request's route for the log and metrics when no API route matched it: a page's route pattern,
 * the kinds of files, or "unmatched"; never its raw path (ids, slugs and junk would each make a
 * series of their own).
 */
function routeOf(url: string, pageRouteOf: ((pathname: string) => string | null) | null, publicNames: ReadonlySet<string>): string {
  const query = url.indexOf("?");
  const pathname = query === -1 ? url : url.slice(0, query);
  if (pathname.startsWith("/api/v1/uploads/")) return "/api/v1/uploads/*";
  if (pathname === "/api/v1" || pathname.startsWith("/api/v1/")) return "unmatched";
  if (pathname.startsWith("/build/")) return "/build/*";
  const first = pathname.split("/")[1] ?? "";
  if (publicNames.has(first)) return `/${first}`;
  // A page's data, as scripts ask for it (single fetch): the page's route, marked.
  if (pathname.endsWith(".data")) {
    const page = pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length);
    const route = pageRouteOf?.(page);
    return route ? `${route === "/" ? "/_root" : route}.data` : "unmatched";
  }
  return pageRouteOf?.(pathname) ?? "unmatched";
}

/** The slug of a listing page's address (`/listing/{slug}`, or its data: `.data`), or null for any other address. */
function listingPageSlug(url: string | undefined): string | null {
  const match = /^\/listing\/([^/?]+?)(?:\.data)?(?:\?|$)/.exec(url ?? "");
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** Where a form may be sent on to by a redirect: the social sign-in pages and the card checkout. */
function formTargetsOf(config: Config): string[] {
  const payment = new URL(config.payment.apiUrl);
  const checkout = payment.hostname === "api.stripe.com" ? "https://checkout.stripe.com" : payment.origin;
  return [...new Set([...config.socialProviders.map((provider) => new URL(provider.authorizationUrl).origin), checkout])];
}

async function loadBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(root, "build/index.js")).href)) as unknown as ServerBuild;
}

const isMain = process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const running = await startServer(loadConfig());
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => {
      running.logger.info(`${signal} received: shutting down`);
      const force = setTimeout(() => {
        running.logger.error(`Still stopping after 10 s, waiting for ${running.closingStep()}: exiting`);
        running.logger.flush();
        process.exit(1);
      }, 10_000);
      force.unref();
      running.close().then(
        () => process.exit(0),
        (error: unknown) => {
          running.logger.error("Shutting down failed", error);
          process.exit(1);
        },
      );
    });
  }
}
