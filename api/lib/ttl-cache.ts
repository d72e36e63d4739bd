/**
 * A small in-process cache of answers by key, each kept for `ttlMs`. Concurrent misses share one
 * load; a failed load is forgotten at once, and so is an answer `keep` refuses (one that holds a
 * part that failed, say). `clear` drops everything, loads in flight included, so
 * an answer read before a change is never kept after it. A zero `ttlMs` keeps nothing.
 * With `maxEntries`, a new key beyond it drops the oldest (keys such as searches have no end).
 */
export function createTtlCache(ttlMs: number, options: { now?: () => number; maxEntries?: number } = {}) {
  const { now = Date.now, maxEntries = Infinity } = options;
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  return {
    get<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
      if (ttlMs <= 0) return load();
      const entry = entries.get(key);
      if (entry && entry.expires > now()) return entry.value as Promise<T>;
      const value = load();
      // Set anew, the key moves to the end of the map's order: the first key is the oldest.
      entries.delete(key);
      entries.set(key, { expires: now() + ttlMs, value });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
      const forget = () => {
        if (entries.get(key)?.value === value) entries.delete(key);
      };
      value.then((answer) => keep(answer) || forget(), forget);
      return value;
    },

    clear() {
      entries.clear();
    },

    size: () => entries.size,
  };
}

export type TtlCache = ReturnType<typeof createTtlCache>;
