/**
 * A small in-process cache of answers by key, each kept for `ttlMs`. Concurrent misses share one
 * load; a failed load is forgotten at once, and so is an answer `keep` refuses (one that holds a
 * part that failed, say). `clear` drops everything, loads in flight included, so
 * an answer read before a change is never kept after it. A zero `ttlMs` keeps nothing.
 */
export function createTtlCache(ttlMs: number, now: () => number = Date.now) {
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  return {
    get<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      if (ttlMs <= 0) return load();
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value as Promise<T>;
      const value = load();
      entries.set(key, { expires: now() + ttlMs, value });
      const forget = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      value.then((answer) => keep(answer) || forget(), forget);
      return value;
    },

    clear() {
      entries.clear();
    },
  };
}

export type TtlCache = ReturnType<typeof createTtlCache>;
