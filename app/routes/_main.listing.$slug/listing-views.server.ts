import type { AppLoadContext } from "@remix-run/node";
import { LISTING_VIEWS_PER_CALL } from "@schemas/listing-query";
import { batchedPost } from "~/utils/batched-posts.server";

type View = { listing_id: number; session_id: string };

/**
 * Views of public listing pages, counted as visitors' (as the page cache counts the pages it
 * serves) and posted a second's pages at once: a call on every signed-in listing page was a
 * tenth of its cost. The page shows the count its listing came with.
 */
const views = batchedPost<View>("/listings/views", { perCall: LISTING_VIEWS_PER_CALL, body: (shown) => ({ views: shown }) });

export function countPublicView(request: Request, context: AppLoadContext, listingId: number, sessionId: string): void {
  views.add(request, context, [{ listing_id: listingId, session_id: sessionId }]);
}
