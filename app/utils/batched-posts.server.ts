import type { AppLoadContext } from "@remix-run/node";
import { apiFor } from "./api.server";

/** How long the first count waits for others: a post per page was an API call on every page. */
const WAIT_MS = 1000;

type Batch = { flush(): Promise<void> };
const batches: Batch[] = [];

/**
 * Counts pages note as they are served (banner impressions), posted to the API
 * together as visitors' (no token): a second after the first one waiting, or at once when half a
 * call's worth waits, with the latest page's way to the API. Nothing waits for the post.
 */
export function batchedPost<T>(path: string, options: { perCall: number; body: (items: T[]) => unknown }) {
  let items: T[] = [];
  let timer: NodeJS.Timeout | undefined;
  let via: [Request, AppLoadContext] | undefined;

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const sent = items;
    items = [];
    if (!sent.length || !via) return;
    const [request, context] = via;
    await apiFor(request, context, { token: null })
      .then((api) => api.post(path, options.body(sent)))
      .catch((error: unknown) => context.logError?.(`Posting ${path} failed`, error));
  }

  function add(request: Request, context: AppLoadContext, counted: T[]): void {
    if (!counted.length) return;
    items.push(...counted);
    via = [request, context];
    if (items.length >= options.perCall / 2) void flush();
    else timer ??= setTimeout(() => void flush(), WAIT_MS);
  }

  batches.push({ flush });
  return { add, flush };
}

/** Posts every count waiting; the server calls it (through the entry) before it stops. */
export async function flushBatchedPosts(): Promise<void> {
  await Promise.all(batches.map((batch) => batch.flush()));
}
