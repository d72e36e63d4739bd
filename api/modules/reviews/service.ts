import { AppError, forbidden, notFound, parseInput, unauthorized } from "../../lib/errors.js";
import { REVIEW_MESSAGES, type ReviewReportReason } from "../../schemas/constants.js";
import { parseIdParam } from "../../schemas/listing-query.js";
import {
  HelpfulVoteSchema, type HelpfulVote, type ListingReview, type ListingReviewList, MyReviewsQuerySchema, type OwnReview,
  type OwnReviewList, type PlaceReview, type PlaceReviewList, ReviewFormSchema, type ReviewReport, ReviewReportSchema,
  ReviewsQuerySchema, type ReviewReader, type ReviewStats,
} from "../../schemas/reviews.js";
import { findPublishedListing } from "../favorites/published-listing.js";
import type { ListingsRepository } from "../listings/repository.js";
import { findVisibleListing } from "../listings/service.js";
import type { PlacesRepository } from "../places/repository.js";
import { PLACE_NOT_FOUND, canSeePlace } from "../places/service.js";
import { toOwnReview, toReviewFields, toReviewStats } from "./present.js";
import { type ListedReviewRow, PUBLISHED, type ReviewTarget, type ReviewsRepository } from "./repository.js";
import { countOf } from "../../db/count.js";
import type { Requester } from "../../schemas/users.js";

const M = REVIEW_MESSAGES;

/** Who reads: admins may also see unpublished reviews; a signed-in reader learns which reviews they voted on. */
export type Reader = Requester | undefined;
export type Writer = NonNullable<Reader>;

const toListingReview = (row: ListedReviewRow): ListingReview => ({ ...toReviewFields(row), listing_id: Number(row.listing_id) });
const toPlaceReview = (row: ListedReviewRow): PlaceReview => ({
  ...toReviewFields(row),
  place_id: Number(row.place_id),
  visit_date: row.visit_date,
});

/**
 * Reviews of listings and places: reading them (published only, for all), writing one per item
 * (signed in, never of one's own listing or place), voting a review helpful once, reporting one.
 */
export function createReviewsService(deps: { repo: ReviewsRepository; listings: ListingsRepository; places: PlacesRepository }) {
  const { repo, listings, places } = deps;
  const onlyPublished = (flagParam: "true" | "false", reader: Reader) => flagParam === "true" || !reader?.is_superuser;

  /** The place behind an id parameter, if the reader may see it (approved, or theirs, or an admin's view). */
  async function visiblePlace(idParam: string | undefined, reader: Reader) {
    const id = parseIdParam(idParam);
    const place = id === null ? undefined : await places.find({ id });
    if (!place || !canSeePlace(place, reader)) throw notFound(PLACE_NOT_FOUND);
    return place;
  }

  async function listOf(target: ReviewTarget, query: unknown, reader: Reader) {
    const input = parseInput(ReviewsQuerySchema, query ?? {});
    const published = onlyPublished(input.only_published, reader);
    const [rows, stats] = await Promise.all([
      repo.list(target, { onlyPublished: published, limit: input.limit, viewerId: reader?.id ?? null }),
      repo.stats(target, published),
    ]);
    return { rows, total: countOf(stats.n) };
  }

  async function statsOf(target: ReviewTarget): Promise<ReviewStats> {
    const stats = await repo.stats(target, true);
    return toReviewStats(stats.average, stats.n);
  }

  /** A published review: only those are voted on and reported (others answer 404, as if absent). */
  async function publishedReview(idParam: string | undefined) {
    const id = parseIdParam(idParam);
    const review = id === null ? undefined : await repo.byId(id);
    if (!review || review.status !== PUBLISHED) throw notFound(M.notFound);
    return review;
  }

  return {
    async forListing(idParam: string | undefined, query: unknown, reader: Reader): Promise<ListingReviewList> {
      const listing = await findPublishedListing(listings, idParam);
      const { rows, total } = await listOf({ kind: "listing", id: listing.id }, query, reader);
      return { reviews: rows.map(toListingReview), total };
    },

    /** The reader's own review of a listing they may see, and its reviews they voted on. */
    async listingReader(idParam: string | undefined, reader: Writer): Promise<ReviewReader> {
      const listing = await findVisibleListing(listings, idParam, reader);
      return repo.readerOf({ kind: "listing", id: listing.id }, reader.id);
    },

    async placeReader(idParam: string | undefined, reader: Writer): Promise<ReviewReader> {
      const place = await visiblePlace(idParam, reader);
      return repo.readerOf({ kind: "place", id: place.id }, reader.id);
    },

    async listingStats(idParam: string | undefined): Promise<ReviewStats> {
      const listing = await findPublishedListing(listings, idParam);
      return statsOf({ kind: "listing", id: listing.id });
    },

    async forPlace(idParam: string | undefined, query: unknown, reader: Reader): Promise<PlaceReviewList> {
      const place = await visiblePlace(idParam, reader);
      const { rows, total } = await listOf({ kind: "place", id: place.id }, query, reader);
      return { reviews: rows.map(toPlaceReview), total };
    },

    async placeStats(idParam: string | undefined, reader: Reader): Promise<ReviewStats> {
      const place = await visiblePlace(idParam, reader);
      return statsOf({ kind: "place", id: place.id });
    },

    /** The writer's own reviews, in every moderation state, optionally of one listing or place. */
    async mine(query: unknown, writer: Writer): Promise<OwnReviewList> {
      const input = parseInput(MyReviewsQuerySchema, query ?? {});
      const target: ReviewTarget | undefined =
        input.listing_id !== undefined ? { kind: "listing", id: input.listing_id } : input.place_id !== undefined ? { kind: "place", id: input.place_id } : undefined;
      const [rows, total] = await Promise.all([repo.ofUser(writer.id, { target, limit: input.limit }), repo.countOfUser(writer.id, target)]);
      return { reviews: rows.map(toOwnReview), total };
    },

    /**
     * Writes a published review of a published listing or an approved place. One review per
     * user and item; nobody reviews their own listing or place.
     */
    async create(body: unknown, writer: Writer | undefined): Promise<OwnReview> {
      if (!writer) throw unauthorized(M.loginToWrite);
      const input = parseInput(ReviewFormSchema, body ?? {});
      let target: ReviewTarget;
      if (input.listing_id !== undefined) {
        const listing = await findPublishedListing(listings, String(input.listing_id));
        if (listing.user_id === writer.id) throw forbidden(M.ownListing);
        target = { kind: "listing", id: listing.id };
      } else {
        const place = await places.find({ id: input.place_id! });
        if (!place || place.status !== "approved") throw notFound(PLACE_NOT_FOUND);
        if (place.user_id === writer.id) throw forbidden(M.ownPlace);
        target = { kind: "place", id: place.id };
      }
      const isPlace = target.kind === "place";
      const id = await repo.insert({
        listing_id: isPlace ? null : target.id,
        place_id: isPlace ? target.id : null,
        user_id: writer.id,
        rating: input.rating,
        title: input.title,
        comment: input.comment,
        // A visit date and anonymity belong to place reviews; a listing review names its writer.
        visit_date: isPlace ? input.visit_date : null,
        is_anonymous: isPlace && input.is_anonymous ? 1 : 0,
        is_featured: 0,
        is_verified_purchase: 0,
        status: PUBLISHED,
        helpful_count: 0,
      });
      if (id === null) throw new AppError(409, M.duplicate);
      return toOwnReview((await repo.byId(id))!);
    },

    /** One vote per user and review; the writer does not vote on their own review. */
    async vote(idParam: string | undefined, body: unknown, voter: Writer | undefined): Promise<HelpfulVote> {
      if (!voter) throw unauthorized(M.loginToVote);
      const review = await publishedReview(idParam);
      const input = parseInput(HelpfulVoteSchema, body ?? {});
      if (review.user_id === voter.id) throw forbidden(M.voteOwn);
      const helpfulCount = await repo.vote(review.id, voter.id, input.is_helpful);
      if (helpfulCount === null) throw new AppError(409, M.voteTwice);
      return { review_id: review.id, is_helpful: input.is_helpful, helpful_count: helpfulCount };
    },

    /** One open report per user and review, kept for the moderators. */
    async report(idParam: string | undefined, body: unknown, reporter: Writer | undefined): Promise<ReviewReport> {
      if (!reporter) throw unauthorized(M.loginToReport);
      const review = await publishedReview(idParam);
      const input = parseInput(ReviewReportSchema, body ?? {});
      if (review.user_id === reporter.id) throw forbidden(M.reportOwn);
      const row = await repo.report({ reviewId: review.id, userId: reporter.id, reason: input.reason, description: input.description });
      if (!row) throw new AppError(409, M.reportTwice);
      return { ...row, id: Number(row.id), review_id: Number(row.review_id), reason: row.reason as ReviewReportReason };
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
