import { AppError, parseInput } from "../../lib/errors.js";
import type { ReportReason } from "../../schemas/constants.js";
import { type ListingReport, ListingReportSchema, REPORT_MESSAGES } from "../../schemas/listing-extras.js";
import { findPublishedListing } from "../favorites/published-listing.js";
import type { ListingsRepository } from "../listings/repository.js";
import type { ReportsRepository } from "./repository.js";

/** Reporting a listing: a signed-in user reports someone else's published listing. */
export function createReportsService(deps: { repo: ReportsRepository; listings: ListingsRepository }) {
  const { repo, listings } = deps;
  return {
    async report(idParam: string | undefined, body: unknown, userId: number): Promise<ListingReport> {
      const listing = await findPublishedListing(listings, idParam);
      const input = parseInput(ListingReportSchema, body ?? {});
      if (listing.user_id === userId) throw new AppError(422, REPORT_MESSAGES.ownListing);
      const row = await repo.create({ listingId: listing.id, userId, reason: input.reason, description: input.description });
      if (!row) throw new AppError(409, REPORT_MESSAGES.duplicate);
      return { ...row, id: Number(row.id), listing_id: Number(row.listing_id), reason: row.reason as ReportReason };
    },
  };
}

export type ReportsService = ReturnType<typeof createReportsService>;
