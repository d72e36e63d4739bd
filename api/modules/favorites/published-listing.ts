import { notFound } from "../../lib/errors.js";
import { parseIdParam } from "../../schemas/listing-query.js";
import type { ListingsRepository } from "../listings/repository.js";
import { LISTING_NOT_FOUND } from "../listings/service.js";

/**
 * The listing behind an id parameter when it is published: only published listings are saved,
 * reported or reviewed (a draft or a withdrawn listing answers 404, as for visitors).
 */
export async function findPublishedListing(listings: ListingsRepository, idParam: string | undefined) {
  const id = parseIdParam(idParam);
  const listing = id === null ? undefined : await listings.findBasics(id);
  if (!listing || listing.status !== "published") throw notFound(LISTING_NOT_FOUND);
  return listing;
}
