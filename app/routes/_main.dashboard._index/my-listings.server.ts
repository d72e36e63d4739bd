import { data, redirect } from "@remix-run/node";
import { LISTING_STATUS_MESSAGES, type MyListing, type MyListingList } from "@schemas/dashboard";
import type { Listing } from "@schemas/listing";
import { BROWSE_PAGE_SIZE } from "~/components/browse/browse-query";
import type { SectionResult } from "./profile-section";
import {
  MY_LISTING_DONE,
  MY_LISTING_FILTERS,
  type MyListingDone,
  type MyListingFilter,
  type MyListingRow,
  type MyListingsData,
} from "./section-data";
import type { Api } from "~/utils/api.server";
import { orErrorPage, refusalMessage } from "~/utils/api-errors.server";

const isFilter = (value: string | null): value is MyListingFilter => MY_LISTING_FILTERS.includes(value as MyListingFilter);
const isDone = (value: string | null): value is MyListingDone => MY_LISTING_DONE.includes(value as MyListingDone);

/** A listing as the section's row shows it, and nothing more (loader data is sent twice). */
const toRow = ({
  id,
  slug,
  title,
  status,
  thumbnail_url,
  views_count,
  favorites_count,
  expires_at,
}: MyListing): MyListingRow => ({
  id,
  slug,
  title,
  status,
  thumbnail_url,
  views_count,
  favorites_count,
  expires_at,
});

/**
 * The my-listings section: one page of the user's listings (`status` tab, `page`), the listing
 * whose deletion awaits confirmation (`delete`, the no-JavaScript confirm step) and what the last
 * action did (`done`, after its redirect).
 */
export async function loadMyListings(request: Request, api: Api, userId: number): Promise<MyListingsData> {
  const params = new URL(request.url).searchParams;
  const filter: MyListingFilter = isFilter(params.get("status")) ? (params.get("status") as MyListingFilter) : "all";
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  const list = await orErrorPage(
    api.get<MyListingList>("/listings/mine", {
      ...(filter === "all" ? {} : { status: filter }),
      limit: BROWSE_PAGE_SIZE,
      skip: (page - 1) * BROWSE_PAGE_SIZE,
    }),
  );
  const deleteId = Number(params.get("delete"));
  let confirmDelete: { id: number; title: string } | null = null;
  if (Number.isInteger(deleteId) && deleteId > 0) {
    const listing =
      list.listings.find((item) => item.id === deleteId) ?? (await orErrorPage(api.get<Listing>(`/listings/${deleteId}`)));
    // The same refusal the API gives the delete itself.
    if (listing.user_id !== userId) throw data({ detail: LISTING_STATUS_MESSAGES.notOwner }, { status: 403 });
    confirmDelete = { id: listing.id, title: listing.title };
  }
  const done = params.get("done");
  return {
    filter,
    page,
    total: list.total,
    listings: list.listings.map(toRow),
    confirmDelete,
    done: isDone(done) ? done : null,
    now: Date.now(),
  };
}

/** Back to the list the action was posted from (its tab), saying what was done. */
function backToList(request: Request, done: MyListingDone) {
  const status = new URL(request.url).searchParams.get("status");
  const tab = isFilter(status) && status !== "all" ? `&status=${status}` : "";
  return redirect(`/dashboard?section=my-listings${tab}&done=${done}`);
}

/**
 * The section's forms, each a plain post with an `intent`: `status` (with the status chosen),
 * `renew` and `delete` (from the confirm step). Refusals show their `{detail}` above the list.
 */
export async function myListingsAction(request: Request, formData: FormData, api: Api) {
  const intent = String(formData.get("intent"));
  if (intent !== "status" && intent !== "renew" && intent !== "delete") return null;
  const id = Number(formData.get("id"));
  const fail = (status: number, message: string) => data<SectionResult>({ intent, ok: false, message }, { status });
  if (!Number.isInteger(id) || id <= 0) return fail(400, "Listing not found");
  try {
    if (intent === "status") {
      const status = String(formData.get("status"));
      await api.post(`/listings/${id}/status`, { status });
      return backToList(request, status === "published" ? "available" : (status as MyListingDone));
    }
    if (intent === "renew") {
      await api.post(`/listings/${id}/renew`);
      return backToList(request, "renewed");
    }
    await api.delete(`/listings/${id}`);
    return backToList(request, "deleted");
  } catch (error) {
    // A refusal (403, 404, 422) is shown with its detail; a 401 has already become a redirect.
    const { status, message } = refusalMessage(error, "error.try_again");
    return fail(status, message);
  }
}
