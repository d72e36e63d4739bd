import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { AppError } from "../../api/lib/errors.js";
import { type RateLimitStore, createMemoryStore, createRateLimiter, createRedisStore } from "../../api/lib/rate-limit.js";

const limit = { name: `test-${process.pid}-${Date.now()}`, max: 3, windowMs: 60_000 };

async function expectLimited(store: RateLimitStore) {
  const limiter = createRateLimiter(store);
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
    await expectLimited(createMemoryStore());
  });

  it("scale with the configured factor", async () => {
    const limiter = createRateLimiter(createMemoryStore(), 2);
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
    await expectLimited(createRedisStore(redis));
    expect(await redis.pttl(`rate:${limit.name}:ana@example.gi`)).toBeGreaterThan(0);
  });
});
