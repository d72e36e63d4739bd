import type { Logger } from "../../lib/logger.js";
import { type BannersRepository, today } from "./repository.js";

/**
 * Banner impressions counted in memory and written together. Every page shows banners: writing
 * each page's as it was served cost two transactions per page, five statements on every
 * signed-in page. They are written `flushMs` after the first one waiting, before the back-office
 * reads the counts (`flush`), and when the server stops; a crash loses at most `flushMs` of them.
 */
export function createImpressionTally(deps: { repo: Pick<BannersRepository, "addImpressions">; flushMs: number; logger?: Logger }) {
  // "day|banner id" -> impressions: a page shown just before midnight counts for its own day.
  let waiting = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    if (!waiting.size) return writing;
    const rows = [...waiting].map(([key, impressions]) => {
      const [day, id] = key.split("|");
      return { banner_id: Number(id), day: day!, impressions };
    });
    waiting = new Map();
    writing = writing
      .then(() => deps.repo.addImpressions(rows))
      .catch((error: unknown) => deps.logger?.error("Writing banner impressions failed", error));
    return writing;
  }

  return {
    /** One impression for each banner in `ids` (a banner named twice was shown twice). */
    add(ids: number[]): void {
      const day = today();
      for (const id of ids) waiting.set(`${day}|${id}`, (waiting.get(`${day}|${id}`) ?? 0) + 1);
      if (timer || !waiting.size) return;
      timer = setTimeout(() => void flush(), deps.flushMs);
      // The timer alone must not keep the process alive; stopping the server flushes.
      timer.unref();
    },
    /** Writes what is waiting; resolves once it is in the database. */
    flush,
  };
}

export type ImpressionTally = ReturnType<typeof createImpressionTally>;
