import type { Logger } from "../../lib/logger.js";
import { createWriteBehind } from "../../lib/write-behind.js";
import { type BannersRepository, today } from "./repository.js";

/**
 * Banner impressions counted in memory and written together (decision 0018). Every page shows
 * banners: writing each page's as it was served cost two transactions per page, five statements
 * on every signed-in page. The back-office flushes before it reads the counts.
 */
export function createImpressionTally(deps: { repo: Pick<BannersRepository, "addImpressions">; flushMs: number; logger?: Logger }) {
  type Row = { banner_id: number; day: string; impressions: number };
  const rows = createWriteBehind<Row>({
    flushMs: deps.flushMs,
    logger: deps.logger,
    write: (held) => deps.repo.addImpressions(held),
    failure: "Writing banner impressions failed",
  });
  return {
    /** One impression for each banner in `ids` (a banner named twice was shown twice). */
    add(ids: number[]): void {
      // Keyed by day too: a page shown just before midnight counts for its own day.
      const day = today();
      for (const id of ids) rows.hold(`${day}|${id}`, (held) => ({ banner_id: id, day, impressions: (held?.impressions ?? 0) + 1 }));
    },
    flush: rows.flush,
  };
}

export type ImpressionTally = ReturnType<typeof createImpressionTally>;
