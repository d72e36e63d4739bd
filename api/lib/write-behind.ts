import type { Logger } from "./logger.js";

/**
 * Writes that may wait a few seconds, held in memory under a key and written together: one
 * transaction for everything held instead of one per page (banner impressions, listing views).
 * The first item held starts a `flushMs` timer; `flush` writes at once (before a read that must
 * see them, and when the server stops). A crash loses at most `flushMs` of them.
 */
export function createWriteBehind<Item>(deps: { flushMs: number; write: (items: Item[]) => Promise<void>; failure: string; logger?: Logger }) {
  let waiting = new Map<string, Item>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (!waiting.size) return writing;
    const items = [...waiting.values()];
    waiting = new Map();
    writing = writing.then(() => deps.write(items)).catch((error: unknown) => deps.logger?.error(deps.failure, error));
    return writing;
  }

  return {
    /** Holds the item under `key`; `update` is handed what is held there already. */
    hold(key: string, update: (held: Item | undefined) => Item): void {
      waiting.set(key, update(waiting.get(key)));
      if (timer) return;
      timer = setTimeout(() => void flush(), deps.flushMs);
      // The timer alone must not keep the process alive; stopping the server flushes.
      timer.unref();
    },
    holds: (key: string): boolean => waiting.has(key),
    /** Writes what is held; resolves once it is in the database. */
    flush,
  };
}
