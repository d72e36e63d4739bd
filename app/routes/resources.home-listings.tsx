import type { LoaderFunctionArgs } from "@remix-run/node";
import { json } from "@remix-run/node";
import type { ListingList, ListingSummary } from "../../api/schemas/listing";
import { HOMEPAGE_LISTINGS, MAX_ID } from "../../api/schemas/constants";
import { apiFor } from "../utils/api.server";

export type MoreListings = { listings: ListingSummary[]; hasMore: boolean; error: string | null };

/**
 * The next 16 of the home page's latest listings, for "load more" with JavaScript (a fetcher
 * appends them in place); without JavaScript the home page itself renders more (?page=N).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const raw = Number(new URL(request.url).searchParams.get("skip"));
  const skip = Number.isInteger(raw) && raw >= 0 && raw <= MAX_ID ? raw : 0;
  const api = await apiFor(request, context);
  try {
    const page = await api.get<ListingList>("/listings", { limit: HOMEPAGE_LISTINGS, skip, sort: "created_at", order: "desc" });
    return json<MoreListings>({ listings: page.listings, hasMore: skip + page.listings.length < page.total, error: null });
  } catch {
    return json<MoreListings>({ listings: [], hasMore: true, error: "home.failed_listings" }, { status: 502 });
  }
}
