import type { AppLoadContext } from "@remix-run/node";
import { type Listing, hasPublicPage } from "@schemas/listing";
import { type Api, apiFor } from "~/utils/api.server";

/**
 * Counts this session's view of the listing page being rendered and answers the listing's count:
 * by the server in this process (the loader was given the listing, so it is not looked up again),
 * else posted to the API at API_URL, as a visitor's view for a page everyone is shown.
 */
export async function countView(request: Request, context: AppLoadContext, api: Api, listing: Pick<Listing, "id" | "page_phase">, sessionId: string): Promise<number> {
  if (context.countListingView) return context.countListingView(listing.id, sessionId);
  const poster = hasPublicPage(listing.page_phase) ? await apiFor(request, context, { token: null }) : api;
  return (await poster.post<{ views_count: number }>(`/listings/${listing.id}/view`, { session_id: sessionId })).views_count;
}
