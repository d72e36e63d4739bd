import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ListingList } from "@schemas/listing";
import { HOMEPAGE_LISTINGS, HOME_TABS, MAX_ID, type HomeTab } from "@schemas/constants";
import { apiFor } from "~/utils/api.server";
import { homeTabListings } from "~/components/home/home.server";
import { toCards, type ListingCardData } from "~/components/listing/listing-cards";

export type MoreListings = { listings: ListingCardData[]; hasMore: boolean; error: string | null };

/**
 * The home page's lists on demand, for JavaScript (fetchers update the page in place; without
 * JavaScript the home page itself renders them from ?page=N and ?tab=...):
 * `?tab=featured` one tab's listings; `?skip=N` the next 16 of the latest listings.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const tab = params.get("tab");
  const raw = Number(params.get("skip"));
  const skip = Number.isInteger(raw) && raw >= 0 && raw <= MAX_ID ? raw : 0;
  const api = await apiFor(request, context);
  try {
    if ((HOME_TABS as readonly string[]).includes(tab ?? "")) {
      return Response.json({ listings: await homeTabListings(api, tab as HomeTab), hasMore: false, error: null } satisfies MoreListings);
    }
    const page = await api.get<ListingList>("/listings", { limit: HOMEPAGE_LISTINGS, skip, sort: "created_at", order: "desc" });
    return Response.json({ listings: toCards(page.listings, api.language), hasMore: skip + page.listings.length < page.total, error: null } satisfies MoreListings);
  } catch {
    return Response.json({ listings: [], hasMore: true, error: "home.failed_listings" } satisfies MoreListings, { status: 502 });
  }
}
