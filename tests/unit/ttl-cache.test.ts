import { describe, expect, it } from "vitest";
import { createTtlCache } from "../../api/lib/ttl-cache.js";

describe("the in-process TTL cache", () => {
  it("shares one load between concurrent misses and keeps its answer until it expires", async () => {
    let now = 0;
    const cache = createTtlCache(1000, { now: () => now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get("k", load), cache.get("k", load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get("k", load)).toBe(1);
    now = 1001;
    expect(await cache.get("k", load)).toBe(2);
  });

  it("forgets a failed load and an answer `keep` refuses, and keeps one it accepts", async () => {
    const cache = createTtlCache(1000);
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => "up")).toBe("up");

    let loads = 0;
    const partial = async () => ({ loads: ++loads, failedPart: loads === 1 });
    const whole = (value: { failedPart: boolean }) => !value.failedPart;
    expect(await cache.get("p", partial, whole)).toEqual({ loads: 1, failedPart: true });
    expect(await cache.get("p", partial, whole)).toEqual({ loads: 2, failedPart: false });
    expect(await cache.get("p", partial, whole)).toEqual({ loads: 2, failedPart: false });
  });

  it("drops everything on clear, and keeps nothing with a zero TTL", async () => {
    const cache = createTtlCache(1000);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("k", load);
    cache.clear();
    expect(await cache.get("k", load)).toBe(2);
    const none = createTtlCache(0);
    expect(await none.get("k", load)).toBe(3);
    expect(await none.get("k", load)).toBe(4);
  });

  it("with a bound, drops the oldest key for a new one", async () => {
    const cache = createTtlCache(1000, { maxEntries: 2 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    expect(cache.size()).toBe(2);
    expect(await cache.get("b", load)).toBe(2);
    expect(await cache.get("c", load)).toBe(3);
    expect(await cache.get("a", load)).toBe(4);
  });
});
