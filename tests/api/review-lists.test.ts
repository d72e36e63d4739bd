import { describe, expect, it } from "vitest";
import type { Place } from "../../api/schemas/places.js";
import type { ListingReviewList, OwnReview, OwnReviewList, PlaceReviewList, ReviewStats } from "../../api/schemas/reviews.js";
import { createReview } from "../support/content.js";
import { reviewFixtures } from "../support/reviews.js";
import { loginAsAdmin, setupTestServer } from "../support/test-server.js";

// Many users sign in from one address here, more than the sign-in limit lets through.
const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" } });
const { call, signedInUser, publishedListing, approvedPlace } = reviewFixtures(server);

describe("reading reviews", () => {
  /** The seeded listing with the most listing reviews. */
  async function reviewedListing() {
    const row = await server.db
      .selectFrom("reviews")
      .select(["listing_id", (eb) => eb.fn.countAll<number>().as("n")])
      .where("listing_id", "is not", null)
      .where("status", "=", "published")
      .groupBy("listing_id")
      .orderBy("n", "desc")
      .orderBy("listing_id")
      .executeTakeFirstOrThrow();
    return Number(row.listing_id);
  }

  it("lists a seeded listing's published reviews with their reviewers, and its stats", async () => {
    const id = await reviewedListing();
    const stored = await server.db
      .selectFrom("reviews")
      .innerJoin("users", "users.id", "reviews.user_id")
      .select(["reviews.id", "reviews.rating", "reviews.title", "reviews.comment", "users.first_name", "users.last_name", "users.is_verified"])
      .where("reviews.listing_id", "=", id)
      .where("reviews.status", "=", "published")
      .execute();
    expect(stored.length).toBeGreaterThan(1);

    const list = await call<ListingReviewList>("GET", `/reviews/listing/${id}?only_published=true&limit=50`);
    expect(list.status).toBe(200);
    expect(list.body.total).toBe(stored.length);
    expect(list.body.reviews.map((r) => r.id).sort()).toEqual(stored.map((r) => r.id).sort());
    for (const review of list.body.reviews) {
      const row = stored.find((r) => r.id === review.id)!;
      expect(review).toMatchObject({
        listing_id: id,
        rating: row.rating,
        title: row.title,
        comment: row.comment,
        is_anonymous: false,
        has_voted: false,
        reviewer: { first_name: row.first_name, last_name: row.last_name, is_verified: Number(row.is_verified) === 1 },
      });
      expect(typeof review.is_featured).toBe("boolean");
      expect(typeof review.is_verified_purchase).toBe("boolean");
      expect(typeof review.helpful_count).toBe("number");
    }
    const dates = list.body.reviews.filter((r) => !r.is_featured).map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const stats = await call<ReviewStats>("GET", `/reviews/listing/${id}/stats`);
    const average = stored.reduce((sum, r) => sum + r.rating, 0) / stored.length;
    expect(stats.body).toEqual({ average_rating: Math.round(average * 10) / 10, total_reviews: stored.length });
  });

  it("leaves pending and hidden reviews out of lists and stats (admins may ask for them), and honours the limit", async () => {
    const { listing } = await publishedListing("Dog walking");
    const reviewers = await Promise.all([signedInUser(), signedInUser(), signedInUser(), signedInUser(), signedInUser()]);
    const ratings = [5, 4, 4, 2, 1];
    const statuses = ["published", "published", "published", "pending", "hidden"] as const;
    for (const [i, reviewer] of reviewers.entries()) {
      await createReview(server.db, { listingId: listing.id, userId: reviewer.id, rating: ratings[i], status: statuses[i] });
    }
    await server.db.updateTable("reviews").set({ is_anonymous: 1 }).where("listing_id", "=", listing.id).where("rating", "=", 5).execute();

    const list = await call<ListingReviewList>("GET", `/reviews/listing/${listing.id}`);
    expect(list.body.total).toBe(3);
    expect(list.body.reviews.map((r) => r.rating).sort()).toEqual([4, 4, 5]);
    expect(list.body.reviews.find((r) => r.rating === 5)).toMatchObject({ is_anonymous: true, reviewer: null });
    expect((await call<ReviewStats>("GET", `/reviews/listing/${listing.id}/stats`)).body).toEqual({ average_rating: 4.3, total_reviews: 3 });

    // Turning only_published off is for admins; anyone else still gets the published ones.
    const admin = await loginAsAdmin(server);
    expect((await call<ListingReviewList>("GET", `/reviews/listing/${listing.id}?only_published=false`, admin)).body.total).toBe(5);
    expect((await call<ListingReviewList>("GET", `/reviews/listing/${listing.id}?only_published=false`, reviewers[0]!.token)).body.total).toBe(3);
    // Stats count published reviews only, whoever asks.
    expect((await call<ReviewStats>("GET", `/reviews/listing/${listing.id}/stats`, admin)).body.total_reviews).toBe(3);

    const limited = await call<ListingReviewList>("GET", `/reviews/listing/${listing.id}?limit=2`);
    expect(limited.body.reviews).toHaveLength(2);
    expect(limited.body.total).toBe(3);
    for (const query of ["limit=0", "limit=51", "limit=x", "only_published=maybe"]) {
      expect((await call("GET", `/reviews/listing/${listing.id}?${query}`)).status, query).toBe(422);
    }
  });

  it("takes a moderated place review out of the place's list, stats and card", async () => {
    const { place } = await approvedPlace("Marina Bay Grill");
    const writers = await Promise.all([signedInUser(), signedInUser()]);
    await createReview(server.db, { placeId: place.id, userId: writers[0]!.id, rating: 5, title: "Superb" });
    const held = await createReview(server.db, { placeId: place.id, userId: writers[1]!.id, rating: 1, title: "Awful", status: "pending" });
    expect((await call<PlaceReviewList>("GET", `/reviews/place/${place.id}`)).body.reviews.map((r) => r.title)).toEqual(["Superb"]);
    expect((await call<ReviewStats>("GET", `/reviews/place/${place.id}/stats`)).body).toEqual({ average_rating: 5, total_reviews: 1 });
    expect((await call<Place>("GET", `/places/${place.id}`)).body.review_stats).toEqual({ average_rating: 5, total_reviews: 1 });
    // Published by a moderator, it counts.
    await server.db.updateTable("reviews").set({ status: "published" }).where("id", "=", held.id).execute();
    expect((await call<ReviewStats>("GET", `/reviews/place/${place.id}/stats`)).body).toEqual({ average_rating: 3, total_reviews: 2 });
  });

  it("answers an empty list and zero stats without reviews, and 404 for unknown listings and places", async () => {
    const { listing } = await publishedListing();
    expect((await call("GET", `/reviews/listing/${listing.id}`)).body).toEqual({ reviews: [], total: 0 });
    expect((await call("GET", `/reviews/listing/${listing.id}/stats`)).body).toEqual({ average_rating: 0, total_reviews: 0 });
    for (const path of ["/reviews/listing/999999", "/reviews/listing/999999/stats", "/reviews/place/999999", "/reviews/place/999999/stats", "/reviews/place/x"]) {
      expect((await call("GET", path)).status, path).toBe(404);
    }
  });
});

describe("GET /reviews/my-reviews", () => {
  it("lists the signed-in user's reviews in every state, of one item when asked, and refuses visitors", async () => {
    expect((await call("GET", "/reviews/my-reviews")).status).toBe(401);
    const writer = await signedInUser();
    const { listing } = await publishedListing();
    const { place } = await approvedPlace("Casemates Ice Cream");
    const onListing = await call<OwnReview>("POST", "/reviews", writer.token, { listing_id: listing.id, rating: 5, title: "Great" });
    const onPlace = await call<OwnReview>("POST", "/reviews", writer.token, { place_id: place.id, rating: 4, title: "Tasty", is_anonymous: true });
    await server.db.updateTable("reviews").set({ status: "hidden" }).where("id", "=", onPlace.body.id).execute();
    // Someone else's review is not theirs.
    const other = await signedInUser();
    await call("POST", "/reviews", other.token, { listing_id: listing.id, rating: 1, title: "Meh" });

    const mine = await call<OwnReviewList>("GET", "/reviews/my-reviews", writer.token);
    expect(mine.status).toBe(200);
    expect(mine.body.total).toBe(2);
    expect(mine.body.reviews.map((r) => [r.id, r.listing_id, r.place_id, r.status])).toEqual([
      [onPlace.body.id, null, place.id, "hidden"],
      [onListing.body.id, listing.id, null, "published"],
    ]);
    const ofListing = await call<OwnReviewList>("GET", `/reviews/my-reviews?listing_id=${listing.id}`, writer.token);
    expect(ofListing.body).toMatchObject({ total: 1, reviews: [{ id: onListing.body.id }] });
    const ofPlace = await call<OwnReviewList>("GET", `/reviews/my-reviews?place_id=${place.id}`, other.token);
    expect(ofPlace.body).toEqual({ reviews: [], total: 0 });
    expect((await call("GET", "/reviews/my-reviews?listing_id=x", writer.token)).status).toBe(422);
  });
});
