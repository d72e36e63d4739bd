import type { LoaderFunctionArgs } from "@remix-run/node";
import type { Listing } from "@schemas/listing";
import { parseIdParam } from "@schemas/listing-query";
import { apiFor } from "~/utils/api.server";
import { type ListingCardData, toCard } from "~/components/listing/listing-cards";
import { refusalOf } from "~/utils/api-errors.server";

export type MapCard = { card: ListingCardData | null };

/** The card a results map's pin opens (`?id=`), in the visitor's language; `card: null` when the listing is gone. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const id = parseIdParam(new URL(request.url).searchParams.get("id") ?? undefined);
  if (id === null) return Response.json({ card: null } satisfies MapCard, { status: 404 });
  const api = await apiFor(request, context);
  try {
    const listing = await api.get<Listing>(`/listings/${id}`);
    return Response.json({ card: toCard(listing, api.language) } satisfies MapCard, { headers: { "Cache-Control": "private, max-age=60" } });
  } catch (error) {
    const refusal = refusalOf(error);
    if (!refusal) throw error;
    return Response.json({ card: null } satisfies MapCard, { status: 404 });
  }
}
