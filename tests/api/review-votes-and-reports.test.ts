import { describe, expect, it } from "vitest";
import type { HelpfulVote, ListingReviewList, ReviewReader, ReviewReport } from "../../api/schemas/reviews.js";
import type { ListingViewer } from "../../api/schemas/listing-extras.js";
import { createReview } from "../support/content.js";
import { reviewFixtures } from "../support/reviews.js";
import { type ApiErrorBody, setupTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

// Many users sign in from one address here, more than the sign-in limit lets through.
const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" } });
const { call, signedInUser, publishedListing, approvedPlace } = reviewFixtures(server);

describe("POST /reviews/:id/helpful", () => {
  it("counts one helpful vote per user, refuses a second with 409 and shows who has voted", async () => {
    const { listing } = await publishedListing();
    const writer = await signedInUser();
    const review = await createReview(server.db, { listingId: listing.id, userId: writer.id, rating: 5 });
    const voter = await signedInUser();
    const path = `/reviews/${review.id}/helpful`;

    const visitor = await call<ErrorBody>("POST", path, undefined, { is_helpful: true });
    expect(visitor).toMatchObject({ status: 401, body: { detail: "Please login to vote on reviews" } });

    const first = await call<HelpfulVote>("POST", path, voter.token, { is_helpful: true });
    expect(first).toEqual({ status: 200, body: { review_id: review.id, is_helpful: true, helpful_count: 1 } });
    const second = await call<ErrorBody>("POST", path, voter.token, { is_helpful: true });
    expect(second).toMatchObject({ status: 409, body: { detail: "You have already voted on this review" } });
    const both = await Promise.all([signedInUser(), signedInUser()]);
    await Promise.all(both.map((user) => call("POST", path, user.token, { is_helpful: true })));

    const stored = await server.db.selectFrom("reviews").select("helpful_count").where("id", "=", review.id).executeTakeFirstOrThrow();
    expect(stored.helpful_count).toBe(3);
    const votes = await server.db.selectFrom("review_votes").selectAll().where("review_id", "=", review.id).execute();
    expect(votes.map((vote) => vote.user_id).sort()).toEqual([voter.id, ...both.map((user) => user.id)].sort());

    const asVoter = await call<ListingReviewList>("GET", `/reviews/listing/${listing.id}`, voter.token);
    expect(asVoter.body.reviews[0]).toMatchObject({ id: review.id, helpful_count: 3, has_voted: true });
    const asOther = await call<ListingReviewList>("GET", `/reviews/listing/${listing.id}`, (await signedInUser()).token);
    expect(asOther.body.reviews[0]).toMatchObject({ helpful_count: 3, has_voted: false });
  });

  it("refuses the review's writer, validates the body, and answers 404 for unknown or unpublished reviews", async () => {
    const { listing } = await publishedListing();
    const writer = await signedInUser();
    const review = await createReview(server.db, { listingId: listing.id, userId: writer.id });
    expect(await call("POST", `/reviews/${review.id}/helpful`, writer.token, { is_helpful: true })).toMatchObject({
      status: 403, body: { detail: "You cannot vote on your own review" },
    });
    const voter = await signedInUser();
    expect((await call("POST", `/reviews/${review.id}/helpful`, voter.token, { is_helpful: "yes" })).status).toBe(422);
    expect((await call("POST", "/reviews/999999/helpful", voter.token, { is_helpful: true })).status).toBe(404);
    await server.db.updateTable("reviews").set({ status: "hidden" }).where("id", "=", review.id).execute();
    expect(await call("POST", `/reviews/${review.id}/helpful`, voter.token, { is_helpful: true })).toMatchObject({
      status: 404, body: { detail: "Review not found" },
    });
    expect(await server.db.selectFrom("review_votes").selectAll().where("review_id", "=", review.id).execute()).toEqual([]);
  });
});

describe("GET /listings/:id/viewer", () => {
  it("answers in one call whether the viewer saved the listing, their review of it and its reviews they voted on", async () => {
    const { owner, listing } = await publishedListing("Ironing, collected and returned");
    const viewer = await signedInUser();
    const writer = await signedInUser();
    const path = `/listings/${listing.id}/viewer`;
    expect(await call<ListingViewer>("GET", path, viewer.token)).toEqual({
      status: 200, body: { listing_id: listing.id, is_favorite: false, own_review_id: null, voted_review_ids: [] },
    });
    const review = await createReview(server.db, { listingId: listing.id, userId: writer.id });
    expect((await call("POST", `/reviews/${review.id}/helpful`, viewer.token, { is_helpful: true })).status).toBe(200);
    expect((await call("POST", `/favorites/${listing.id}`, viewer.token)).status).toBe(201);
    const own = await createReview(server.db, { listingId: listing.id, userId: viewer.id, status: "pending" });
    const answer = { listing_id: listing.id, is_favorite: true, own_review_id: own.id, voted_review_ids: [review.id] };
    expect(await call<ListingViewer>("GET", path, viewer.token)).toEqual({ status: 200, body: answer });
    // The same as the two calls it replaces say.
    expect((await call<{ is_favorite: boolean }>("GET", `/favorites/${listing.id}`, viewer.token)).body.is_favorite).toBe(true);
    expect((await call<ReviewReader>("GET", `/reviews/listing/${listing.id}/reader`, viewer.token)).body).toEqual({ own_review_id: own.id, voted_review_ids: [review.id] });
    // A sold listing keeps its page a while: the viewer still sees it saved, and may unsave it.
    await server.db.updateTable("listings").set({ status: "sold" }).where("id", "=", listing.id).execute();
    expect((await call<ListingViewer>("GET", path, viewer.token)).body).toEqual(answer);

    expect(await call<ErrorBody>("GET", path)).toMatchObject({ status: 401, body: { detail: "Authentication required" } });
    expect((await call("GET", "/listings/999999/viewer", viewer.token)).status).toBe(404);
    expect((await call("GET", "/listings/abc/viewer", viewer.token)).status).toBe(404);
    // A draft is its owner's: others are told it does not exist.
    await server.db.updateTable("listings").set({ status: "draft" }).where("id", "=", listing.id).execute();
    expect(await call<ErrorBody>("GET", path, viewer.token)).toMatchObject({ status: 404, body: { detail: "Listing not found" } });
    expect(await call<ListingViewer>("GET", path, owner.token)).toMatchObject({ status: 200, body: { listing_id: listing.id, is_favorite: false, own_review_id: null } });
  });
});

describe("GET /reviews/{listing|place}/:id/reader", () => {
  it("answers the signed-in reader's own review (in any state) and the reviews they voted on, of that item only", async () => {
    const { listing } = await publishedListing();
    const { listing: other } = await publishedListing("Window cleaning, monthly");
    const reader = await signedInUser();
    const [a, b, c] = await Promise.all([signedInUser(), signedInUser(), signedInUser()]);
    // Written at once: on PostgreSQL their ids may come in any order; the answer lists them by id.
    const reviews = await Promise.all([a, b, c].map((writer) => createReview(server.db, { listingId: listing.id, userId: writer.id })));
    const elsewhere = await createReview(server.db, { listingId: other.id, userId: a.id });
    for (const review of [reviews[2]!, reviews[0]!, elsewhere]) expect((await call("POST", `/reviews/${review.id}/helpful`, reader.token, { is_helpful: true })).status).toBe(200);
    const path = `/reviews/listing/${listing.id}/reader`;
    expect(await call<ReviewReader>("GET", path, reader.token)).toEqual({
      status: 200, body: { own_review_id: null, voted_review_ids: [reviews[0]!.id, reviews[2]!.id].sort((a, b) => a - b) },
    });
    const own = await createReview(server.db, { listingId: listing.id, userId: reader.id, status: "pending" });
    expect((await call<ReviewReader>("GET", path, reader.token)).body.own_review_id).toBe(own.id);
    // The same as the list says to this reader.
    const listed = await call<ListingReviewList>("GET", `/reviews/listing/${listing.id}`, reader.token);
    expect(listed.body.reviews.filter((review) => review.has_voted).map((review) => review.id).sort()).toEqual([reviews[0]!.id, reviews[2]!.id].sort());

    expect(await call<ErrorBody>("GET", path)).toMatchObject({ status: 401, body: { detail: "Authentication required" } });
    expect((await call("GET", "/reviews/listing/999999/reader", reader.token)).status).toBe(404);
    await server.db.updateTable("listings").set({ status: "draft" }).where("id", "=", other.id).execute();
    expect(await call<ErrorBody>("GET", `/reviews/listing/${other.id}/reader`, reader.token)).toMatchObject({ status: 404, body: { detail: "Listing not found" } });
  });

  it("answers the same of a place the reader may see", async () => {
    const { place } = await approvedPlace();
    const reader = await signedInUser();
    const writer = await signedInUser();
    const review = await createReview(server.db, { placeId: place.id, userId: writer.id });
    expect((await call("POST", `/reviews/${review.id}/helpful`, reader.token, { is_helpful: true })).status).toBe(200);
    const own = await createReview(server.db, { placeId: place.id, userId: reader.id });
    expect(await call<ReviewReader>("GET", `/reviews/place/${place.id}/reader`, reader.token)).toEqual({
      status: 200, body: { own_review_id: own.id, voted_review_ids: [review.id] },
    });
    await server.db.updateTable("places").set({ status: "pending" }).where("id", "=", place.id).execute();
    expect((await call("GET", `/reviews/place/${place.id}/reader`, reader.token)).status).toBe(404);
  });
});

describe("POST /reviews/:id/report", () => {
  it("stores one open report per user and review in review_reports", async () => {
    const { listing } = await publishedListing();
    const writer = await signedInUser();
    const review = await createReview(server.db, { listingId: listing.id, userId: writer.id, rating: 1 });
    const reporter = await signedInUser();
    const path = `/reviews/${review.id}/report`;

    expect(await call("POST", path, undefined, { reason: "spam", description: "" })).toMatchObject({
      status: 401, body: { detail: "Please login to report reviews" },
    });
    const created = await call<ReviewReport>("POST", path, reporter.token, { reason: "fake", description: "  Never bought anything here.  " });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ review_id: review.id, reason: "fake", description: "Never bought anything here.", status: "open" });
    expect(await server.db.selectFrom("review_reports").selectAll().where("review_id", "=", review.id).execute()).toMatchObject([
      { id: created.body.id, user_id: reporter.id, reason: "fake", description: "Never bought anything here.", status: "open" },
    ]);

    expect(await call("POST", path, reporter.token, { reason: "spam" })).toMatchObject({
      status: 409, body: { detail: "You have already reported this review; it is being looked at" },
    });
    // Once dealt with, the same user may report it again; another user's report is their own.
    await server.db.updateTable("review_reports").set({ status: "resolved" }).where("id", "=", created.body.id).execute();
    expect((await call("POST", path, reporter.token, { reason: "offensive" })).status).toBe(201);
    const second = await signedInUser();
    const blank = await call<ReviewReport>("POST", path, second.token, { reason: "spam", description: "   " });
    expect(blank.status).toBe(201);
    expect(blank.body.description).toBeNull();
    expect(await server.db.selectFrom("review_reports").select("id").where("review_id", "=", review.id).execute()).toHaveLength(3);
  });

  it("validates the reason and the description, and refuses the writer and unpublished reviews", async () => {
    const { listing } = await publishedListing();
    const writer = await signedInUser();
    const review = await createReview(server.db, { listingId: listing.id, userId: writer.id });
    const reporter = await signedInUser();
    const path = `/reviews/${review.id}/report`;
    const cases: Array<[unknown, string, string]> = [
      [{}, "reason", "Choose a reason for the report"],
      [{ reason: "boring" }, "reason", "Choose a reason for the report"],
      [{ reason: "other", description: " " }, "description", "Describe the problem when the reason is other"],
      [{ reason: "spam", description: "x".repeat(1001) }, "description", "The description must be at most 1000 characters"],
    ];
    for (const [body, field, message] of cases) {
      const answer = await call<ErrorBody>("POST", path, reporter.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors, JSON.stringify(body)).toContainEqual({ field, message });
    }
    expect(await call("POST", path, writer.token, { reason: "spam" })).toMatchObject({ status: 403, body: { detail: "You cannot report your own review" } });
    await server.db.updateTable("reviews").set({ status: "pending" }).where("id", "=", review.id).execute();
    expect((await call("POST", path, reporter.token, { reason: "spam" })).status).toBe(404);
    expect(await server.db.selectFrom("review_reports").selectAll().where("review_id", "=", review.id).execute()).toEqual([]);
  });
});
