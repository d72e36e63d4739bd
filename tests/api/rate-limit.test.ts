import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../api/lib/errors.js";
import { LIMITS, LOGIN, type Limit, type RateLimitStore, createRateLimiter, limiterFactory } from "../../api/lib/rate-limit.js";
import { createUser } from "../support/factories.js";
import { type TestServer, startTestServer } from "../support/test-server.js";

const limit = { name: `test-${process.pid}-${Date.now()}`, max: 3, windowMs: 60_000 };

async function expectLimited(store: RateLimitStore) {
  const limiter = createRateLimiter(limiterFactory(store));
  for (let i = 0; i < 3; i++) await limiter.check(limit, ["ana@example.gi"], "en");
  const error = await limiter.check(limit, ["ANA@example.gi"], "en").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).status).toBe(429);
  expect(Number((error as AppError).headers?.["Retry-After"])).toBeGreaterThan(0);
  // Another subject has its own window.
  await expect(limiter.check(limit, ["bob@example.gi"], "en")).resolves.toBeUndefined();
}

describe("rate limits", () => {
  it("count per subject in memory, case-insensitively", async () => {
    await expectLimited({ memory: true });
  });

  it("scale with the configured factor", async () => {
    const limiter = createRateLimiter(limiterFactory({ memory: true }), 2);
    for (let i = 0; i < 6; i++) await limiter.check(limit, ["x"], "es");
    await expect(limiter.check(limit, ["x"], "es")).rejects.toThrow(/^Demasiados intentos/);
  });
});

// Several instances share the counters through Redis.
describe.skipIf(!process.env.TEST_REDIS_URL)("rate limits on Redis", () => {
  const redis = new Redis(process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379", { lazyConnect: true });
  afterAll(async () => {
    await redis.quit();
  });

  it("count across clients sharing one Redis", async () => {
    await redis.connect();
    await expectLimited({ redis });
    expect(await redis.pttl(`rate:${limit.name}:ana@example.gi`)).toBeGreaterThan(0);
  });
});

/**
 * The account endpoints through the real server. Requests come from 127.0.0.1, a trusted proxy,
 * so X-Forwarded-For stands for the client's address: each test uses addresses of its own.
 */
describe("account endpoint limits", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  let sequence = 0;
  const newIp = () => `203.0.113.${++sequence}`;
  const newEmail = (prefix: string) => `${prefix}-${++sequence}-${Date.now()}@example.gi`;
  const registration = (email: string) => ({
    first_name: "Maria",
    last_name: "Olivero",
    email,
    phone: "20012345",
    password: "a-long-password",
    terms_accepted: true,
  });

  const send = (path: string, body: unknown, ip: string, language = "en") =>
    server.api(path, { body, headers: { "X-Forwarded-For": ip, "Accept-Language": language } });

  /**
   * Sends `limit.max` allowed requests, then checks the next two are refused (in English and
   * Spanish) with Retry-After; `vary` says what changes between requests (the other subject).
   */
  async function expectLimit(path: string, limit: Limit, request: (i: number) => { body: unknown; ip: string }) {
    for (let i = 0; i < limit.max; i++) {
      const { body, ip } = request(i);
      const allowed = await send(path, body, ip);
      expect(allowed.status, `request ${i + 1} of ${limit.max}`).not.toBe(429);
    }
    const first = request(limit.max);
    const refused = await send(path, first.body, first.ip);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(limit.windowMs / 1000);
    expect((await refused.json()).detail).toBe(`Too many attempts. Please try again in ${Math.ceil(retryAfter / 60)} minutes.`);
    const second = request(limit.max + 1);
    const spanish = await send(path, second.body, second.ip, "es");
    expect(spanish.status).toBe(429);
    expect((await spanish.json()).detail).toBe(`Demasiados intentos. Inténtalo de nuevo dentro de ${Math.ceil(retryAfter / 60)} minutos.`);
  }

  it("limit sign-ups per address", async () => {
    const ip = newIp();
    await expectLimit("/auth/register", LIMITS.registerByIp, () => ({ body: registration(newEmail("ip")), ip }));
    // Another address is not affected.
    expect((await send("/auth/register", registration(newEmail("ip")), newIp())).status).toBe(202);
  });

  it("limit sign-ups per e-mail, from any address", async () => {
    const email = newEmail("same");
    await expectLimit("/auth/register", LIMITS.registerByEmail, () => ({ body: registration(email), ip: newIp() }));
    expect((await send("/auth/register", registration(newEmail("other")), newIp())).status).toBe(202);
  });

  it("limit password recovery per address and per e-mail", async () => {
    const ip = newIp();
    await expectLimit("/auth/password-recovery", LIMITS.recoveryByIp, () => ({ body: { email: newEmail("recover") }, ip }));
    const email = newEmail("recover-one");
    await expectLimit("/auth/password-recovery", LIMITS.recoveryByEmail, () => ({ body: { email }, ip: newIp() }));
    expect((await send("/auth/password-recovery", { email: newEmail("recover") }, newIp())).status).toBe(200);
  });

  it("limit verification resends per address and per e-mail", async () => {
    const ip = newIp();
    await expectLimit("/auth/verify-email/resend", LIMITS.resendByIp, () => ({ body: { email: newEmail("resend") }, ip }));
    const email = newEmail("resend-one");
    await expectLimit("/auth/verify-email/resend", LIMITS.resendByEmail, () => ({ body: { email }, ip: newIp() }));
    expect((await send("/auth/verify-email/resend", { email: newEmail("resend") }, newIp())).status).toBe(200);
  });
});

/**
 * Sign-in: consecutive failures of one e-mail from one address block that pair, failures from
 * one address block it for the day, and the owner's right password still works from elsewhere.
 * Requests come from 127.0.0.1, a trusted proxy: X-Forwarded-For stands for the client's address.
 */
describe("sign-in protection", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  let sequence = 0;
  const newIp = () => `198.51.100.${++sequence}`;
  const login = (email: string, password: string, ip: string, on = server) =>
    on.api("/auth/login", { body: { email, password }, headers: { "X-Forwarded-For": ip } });

  it("blocks a third party guessing a password without locking the owner out", async () => {
    const owner = await createUser(server.services.database);
    const home = newIp();
    expect((await login(owner.email, owner.password, home)).status).toBe(200);

    const attacker = newIp();
    for (let i = 0; i < LOGIN.pairFailures; i++) expect((await login(owner.email, `wrong-${i}`, attacker)).status).toBe(401);
    const blocked = await login(owner.email, owner.password, attacker);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);

    // The owner, from the address they signed in from, at once; from a new address, after a delay at most.
    const started = Date.now();
    expect((await login(owner.email, owner.password, home)).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(LOGIN.maxDelayMs);
    expect((await login(owner.email, owner.password, newIp())).status).toBe(200);
  });

  it("forgets a pair's failures after a success", async () => {
    const owner = await createUser(server.services.database);
    const ip = newIp();
    for (let i = 0; i < LOGIN.pairFailures - 1; i++) await login(owner.email, "wrong-password", ip);
    expect((await login(owner.email, owner.password, ip)).status).toBe(200);
    for (let i = 0; i < LOGIN.pairFailures - 1; i++) expect((await login(owner.email, "wrong-password", ip)).status).toBe(401);
    expect((await login(owner.email, owner.password, ip)).status).toBe(200);
  });

  it("blocks an address that fails too often in a day, whatever the e-mails", async () => {
    const ip = newIp();
    for (let i = 0; i < LOGIN.ipFailuresPerDay; i++) expect((await login(`nobody-${i}-${Date.now()}@example.gi`, "wrong-password", ip)).status).toBe(401);
    expect((await login("someone-else@example.gi", "wrong-password", ip)).status).toBe(429);
    expect((await login("someone-else@example.gi", "wrong-password", newIp())).status).toBe(401);
  });

  it("keeps the counters in the database, so a restart does not reset them", async () => {
    const owner = await createUser(server.services.database);
    const ip = newIp();
    for (let i = 0; i < LOGIN.pairFailures; i++) await login(owner.email, "wrong-password", ip);
    const restarted = await startTestServer({}, { shareWith: server });
    try {
      expect((await login(owner.email, owner.password, ip, restarted)).status).toBe(429);
    } finally {
      await restarted.close();
    }
  });
});
