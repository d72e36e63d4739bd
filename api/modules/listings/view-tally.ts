import type { Events } from "../../lib/events.js";
import type { Logger } from "../../lib/logger.js";
import { nowIso } from "../../lib/time.js";
import { createWriteBehind } from "../../lib/write-behind.js";
import type { ListingView, ListingsRepository } from "./repository.js";

/**
 * Listing views, one per browser session and listing, held in memory and written together
 * (decision 0038). Asking whether a view is new is a read; a new view waits `flushMs` with the
 * others instead of taking the database's write lock on its page. Counts shown add the views still
 * waiting; the dashboard and the back-office flush before they read. Written, each listing's views
 * are told as a "viewed" change, which only what shows view counts listens to.
 */
export function createViewTally(deps: { repo: Pick<ListingsRepository, "viewState" | "addViews">; flushMs: number; events?: Pick<Events, "listingChanged">; logger?: Logger }) {
  // Listing id -> views held or being written, until they are in the database.
  const unwritten = new Map<number, number>();
  const adjust = (listingId: number, by: number) => {
    const n = (unwritten.get(listingId) ?? 0) + by;
    if (n > 0) unwritten.set(listingId, n);
    else unwritten.delete(listingId);
  };
  const views = createWriteBehind<ListingView>({
    flushMs: deps.flushMs,
    logger: deps.logger,
    failure: "Writing listing views failed",
    write: async (held) => {
      try {
        await deps.repo.addViews(held);
      } finally {
        for (const view of held) adjust(view.listing_id, -1);
      }
      for (const id of new Set(held.map((view) => view.listing_id))) deps.events?.listingChanged({ id, kind: "viewed" });
    },
  });
  const waiting = (listingId: number) => unwritten.get(listingId) ?? 0;

  return {
    /** Counts `sessionId`'s view of the listing unless it was counted; answers the listing's count. */
    async add(listingId: number, sessionId: string): Promise<number> {
      const state = await deps.repo.viewState(listingId, sessionId);
      if (!state) return 0;
      const key = `${listingId}|${sessionId}`;
      if (!state.seen && !views.holds(key)) {
        views.hold(key, () => ({ listing_id: listingId, session_id: sessionId, created_at: nowIso() }));
        adjust(listingId, 1);
      }
      return state.views_count + waiting(listingId);
    },
    /** Views of the listing not written yet, to add to a count read from the database. */
    waiting,
    flush: views.flush,
  };
}

export type ViewTally = ReturnType<typeof createViewTally>;
