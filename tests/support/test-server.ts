import fs from "node:fs";
import { afterAll, beforeAll } from "vitest";
import { createApiApp } from "../../api/app.js";
import { loadConfig } from "../../api/config.js";
import { type RunningServer, startServer } from "../../server.js";
import { ADMIN, freshDataDir, freshPostgresDatabase } from "./template.js";
import { contractChecker } from "./contract-check.js";

/** An API refusal: `{detail}`, with field errors for validation. */
export type ApiErrorBody = { detail: string; errors?: Array<{ field: string; message: string }> };

export type TestServer = RunningServer & {
  dataDir: string;
  databaseUrl?: string;
  /** JSON request to /api/v1 with an optional bearer token. */
  api(path: string, init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> }): Promise<Response>;
  /** The same request, answered as its status and parsed JSON body (null when empty). */
  call<T = unknown>(method: string, path: string, token?: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: T }>;
  stop(): Promise<void>;
};

/**
 * The real server (API, database, sockets, and the built pages with `withPages`) on a random port
 * with its own copy of the seeded template: SQLite by default, a fresh PostgreSQL database when
 * TEST_DATABASE_URL is set.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    shareWith?: TestServer;
    withPages?: boolean;
    onApiCall?: (method: string, url: string) => void;
    /** Takes the server's log lines (JSON) instead of stdout; set LOG_LEVEL in `env` to have any. */
    logTo?: { write(line: string): void };
  } = {},
): Promise<TestServer> {
  const shared = options.shareWith;
  const dataDir = shared?.dataDir ?? (await freshDataDir("api"));
  const pg = shared || !process.env.TEST_DATABASE_URL ? null : await freshPostgresDatabase(process.env.TEST_DATABASE_URL);
  const databaseUrl = shared?.databaseUrl ?? pg?.url;
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "silent",
    // Tests never reach Open-Meteo; weather tests turn the scheduler on against a local provider.
    WEATHER_REFRESH_MINUTES: "0",
    // Tests write rows directly and read them back at once; the cache has a test of its own.
    CACHE_SECONDS: "0",
    // The same key as the pages' own config (set for the whole suite in vitest.config.ts).
    ...(process.env.SESSION_SECRET ? { SESSION_SECRET: process.env.SESSION_SECRET } : {}),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  // Every distinct answer of the API over HTTP; stopping the server checks them against the contract.
  const answers = new Map<string, [method: string, path: string, status: number]>();
  const server = await startServer(config, {
    // With pages: the built Remix app (`npm run build`), as production serves it.
    build: options.withPages ? undefined : null,
    onApiCall: options.onApiCall,
    logDestination: options.logTo,
    onApiAnswer: (method, path, status) => void answers.set(`${method} ${path} ${status}`, [method, path, status]),
  });
  const api: TestServer["api"] = (path, init = {}) => {
    const headers: Record<string, string> = { Accept: "application/json", ...init.headers };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers["Content-Type"] = "application/json";
    return fetch(`${server.url}/api/v1${path}`, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers,
      body: init.body === undefined ? undefined : typeof init.body === "string" ? init.body : JSON.stringify(init.body),
    });
  };
  return {
    ...server,
    dataDir,
    databaseUrl,
    api,
    async call<T>(method: string, path: string, token?: string, body?: unknown, headers?: Record<string, string>) {
      const response = await api(path, { method, token, body, headers });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as T };
    },
    async stop() {
      const check = contractChecker(createApiApp(server.services));
      const undocumented = new Set([...answers.values()].map((answer) => check(...answer)).filter(Boolean));
      await closeWithin(server, 40_000);
      // A server started to share another's data leaves it to that one.
      if (!shared) {
        await pg?.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
      if (undocumented.size) throw new Error(`The API answered statuses their routes' contracts do not list:\n${[...undocumented].join("\n")}`);
    },
  };
}

/** Closes the server, or fails naming the step it waits on (before the 60 s hook timeout hides it). */
async function closeWithin(server: RunningServer, ms: number) {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The test server was still closing after ${ms / 1000} s, waiting for ${server.closingStep()}`)), ms);
  });
  try {
    await Promise.race([server.close(), late]);
  } finally {
    clearTimeout(timer);
  }
}

export async function loginAs(server: TestServer, email: string, password: string): Promise<string> {
  const response = await server.api("/auth/login", { body: { email, password } });
  if (!response.ok) throw new Error(`Login as ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const loginAsAdmin = (server: TestServer) => loginAs(server, ADMIN.email, ADMIN.password);

/** A page's form post as a browser without JavaScript sends it (same origin, no redirect followed). */
export const postForm = (server: TestServer, path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: server.url, "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });

/** The session cookie ("name=value") of a sign-in through the page's login form. */
export async function signInCookie(server: TestServer, email: string, password: string): Promise<string> {
  const response = await postForm(server, "/auth?index", { intent: "login", email, password });
  const cookie = response.headers.get("set-cookie")?.split(";")[0];
  if (response.status !== 302 || !cookie) throw new Error(`Sign-in as ${email} failed: ${response.status}`);
  return cookie;
}

/** What `setupTestServer` gives a test file: the running server, its database and, when asked for, the admin's token. */
export type FileTestServer = TestServer & {
  /** The seeded admin's bearer token (with `admin: true`). */
  readonly admin: string;
  /** The server's database (Kysely). */
  readonly db: TestServer["services"]["database"]["db"];
};

/**
 * The preamble of a test file that shares one server: registers a beforeAll that starts the server
 * on a fresh copy of the seeded database (and signs the admin in with `admin: true`) and an
 * afterAll that stops it. The object it returns reads through to that server once the beforeAll
 * has run, so tests and later hooks use it as the server itself:
 *
 *   const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" }, admin: true });
 *   it("…", async () => { await server.call("GET", "/admin/users", server.admin); });
 *
 * `env` may be a function, read when the server starts (for values of hooks registered before).
 * Called inside a describe, the server belongs to that describe.
 */
export function setupTestServer(
  options: { env?: Record<string, string> | (() => Record<string, string>); admin?: boolean } & Parameters<typeof startTestServer>[1] = {},
): FileTestServer {
  const { env = {}, admin: signInAdmin = false, ...startOptions } = options;
  let server: TestServer | undefined;
  let admin: string | undefined;
  beforeAll(async () => {
    server = await startTestServer(typeof env === "function" ? env() : env, startOptions);
    if (signInAdmin) admin = await loginAsAdmin(server);
  });
  afterAll(async () => {
    await server?.stop();
  });
  const started = (): TestServer => {
    if (!server) throw new Error("setupTestServer: the server starts in beforeAll; use it inside hooks and tests");
    return server;
  };
  return new Proxy({} as FileTestServer, {
    get(_, key) {
      if (key === "admin") {
        if (admin === undefined) throw new Error("setupTestServer: the admin is signed in with `admin: true`");
        return admin;
      }
      if (key === "db") return started().services.database.db;
      return Reflect.get(started(), key);
    },
    has: (_, key) => key === "admin" || key === "db" || Reflect.has(started(), key),
  });
}
