import { describe, expect, it } from "vitest";
import { todayInGibraltar } from "../../api/schemas/constants.js";
import type { Place } from "../../api/schemas/places.js";
import type { ListingReviewList, OwnReview, PlaceReviewList, ReviewStats } from "../../api/schemas/reviews.js";
import { reviewFixtures } from "../support/reviews.js";
import { type ApiErrorBody, setupTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

// Many users sign in from one address here, more than the sign-in limit lets through.
const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" } });
const { call, signedInUser, publishedListing, approvedPlace, storedReviews, daysFromToday } = reviewFixtures(server);

describe("POST /reviews of a listing", () => {
  it("refuses visitors with 'You must be logged in to write a review' and stores nothing", async () => {
    const { listing } = await publishedListing();
    const answer = await call<ErrorBody>("POST", "/reviews", undefined, { listing_id: listing.id, rating: 5, comment: "Very reliable gardener" });
    expect(answer).toMatchObject({ status: 401, body: { detail: "You must be logged in to write a review" } });
    expect(await storedReviews("listing_id", listing.id)).toEqual([]);
  });

  it("stores a published review with trimmed texts, blank ones as null, and shows it in the list and stats", async () => {
    const { listing } = await publishedListing();
    const writer = await signedInUser();
    const created = await call<OwnReview>("POST", "/reviews", writer.token, {
      listing_id: listing.id,
      rating: 4,
      title: "  Tidy and on time  ",
      comment: "   ",
      // A listing review names its writer and has no visit: these are not kept.
      is_anonymous: true,
      visit_date: daysFromToday(-3),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      listing_id: listing.id, place_id: null, rating: 4, title: "Tidy and on time", comment: null, visit_date: null,
      is_anonymous: false, status: "published", helpful_count: 0, has_voted: false,
      reviewer: { first_name: "Test", last_name: "User", is_verified: true },
    });
    const rows = await storedReviews("listing_id", listing.id);
    expect(rows).toMatchObject([
      { id: created.body.id, user_id: writer.id, rating: 4, title: "Tidy and on time", comment: null, visit_date: null, is_anonymous: 0, status: "published", helpful_count: 0 },
    ]);

    const list = await call<ListingReviewList>("GET", `/reviews/listing/${listing.id}`);
    expect(list.body.total).toBe(1);
    expect(list.body.reviews).toMatchObject([{ id: created.body.id, listing_id: listing.id, title: "Tidy and on time", comment: null }]);
    expect((await call<ReviewStats>("GET", `/reviews/listing/${listing.id}/stats`)).body).toEqual({ average_rating: 4, total_reviews: 1 });

    // A comment alone is enough when it has 10 characters after trimming.
    const second = await signedInUser();
    const commentOnly = await call<OwnReview>("POST", "/reviews", second.token, { listing_id: listing.id, rating: 5, title: "", comment: "  Great work!  " });
    expect(commentOnly.status).toBe(201);
    expect(commentOnly.body).toMatchObject({ title: null, comment: "Great work!" });
    expect((await call<ReviewStats>("GET", `/reviews/listing/${listing.id}/stats`)).body).toEqual({ average_rating: 4.5, total_reviews: 2 });
  });

  it("names each invalid field with the review form's messages", async () => {
    const { listing } = await publishedListing();
    const writer = await signedInUser();
    const base = { listing_id: listing.id, rating: 5, title: "Fine", comment: null };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ rating: undefined }, "rating", "Please select a rating"],
      [{ rating: 0 }, "rating", "Please select a rating"],
      [{ rating: 6 }, "rating", "Please select a rating"],
      [{ rating: 3.5 }, "rating", "Please select a rating"],
      [{ rating: "5" }, "rating", "Please select a rating"],
      [{ title: null, comment: null }, "comment", "Please provide either a title or comment"],
      [{ title: "   ", comment: "  " }, "comment", "Please provide either a title or comment"],
      [{ title: null, comment: "Too short" }, "comment", "Review comment must be at least 10 characters long when no title is provided"],
      [{ title: " ", comment: "   Short   " }, "comment", "Review comment must be at least 10 characters long when no title is provided"],
      [{ title: "x".repeat(201) }, "title", "Review title must be at most 200 characters"],
      [{ comment: "x".repeat(5001) }, "comment", "Review comment must be at most 5000 characters"],
      [{ visit_date: daysFromToday(1) }, "visit_date", "The visit date cannot be after today"],
      [{ visit_date: "2024-02-30" }, "visit_date", "Enter the visit date as a date"],
      [{ listing_id: undefined }, "listing_id", "Choose one listing or one place to review"],
      [{ place_id: 1 }, "listing_id", "Choose one listing or one place to review"],
    ];
    for (const [change, field, message] of cases) {
      const answer = await call<ErrorBody>("POST", "/reviews", writer.token, { ...base, ...change });
      expect(answer.status, JSON.stringify(change)).toBe(422);
      expect(answer.body.errors, JSON.stringify(change)).toContainEqual({ field, message });
    }
    // A title of exactly 200 characters and a comment of exactly 10 are accepted.
    expect((await call("POST", "/reviews", writer.token, { ...base, title: "x".repeat(200) })).status).toBe(201);
    const other = await signedInUser();
    expect((await call("POST", "/reviews", other.token, { listing_id: listing.id, rating: 1, comment: "0123456789" })).status).toBe(201);
    expect(await storedReviews("listing_id", listing.id)).toHaveLength(2);
  });

  it("rejects a review of one's own listing with 'You cannot review your own listing'", async () => {
    const { owner, listing } = await publishedListing();
    const answer = await call<ErrorBody>("POST", "/reviews", owner.token, { listing_id: listing.id, rating: 5, title: "Best listing ever" });
    expect(answer).toMatchObject({ status: 403, body: { detail: "You cannot review your own listing" } });
    expect(await storedReviews("listing_id", listing.id)).toEqual([]);
  });

  it("accepts one review per user and listing: a second, even at the same moment, is 'You have already reviewed this'", async () => {
    const { listing } = await publishedListing();
    const writer = await signedInUser();
    const body = { listing_id: listing.id, rating: 3, title: "Okay" };
    const both = await Promise.all([call<ErrorBody>("POST", "/reviews", writer.token, body), call<ErrorBody>("POST", "/reviews", writer.token, body)]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(both.find((answer) => answer.status === 409)!.body).toMatchObject({ detail: "You have already reviewed this" });
    const again = await call<ErrorBody>("POST", "/reviews", writer.token, { ...body, rating: 1 });
    expect(again).toMatchObject({ status: 409, body: { detail: "You have already reviewed this" } });
    expect(await storedReviews("listing_id", listing.id)).toMatchObject([{ user_id: writer.id, rating: 3 }]);

    // A hidden review still counts: its writer does not get a second one in.
    await server.db.updateTable("reviews").set({ status: "hidden" }).where("listing_id", "=", listing.id).execute();
    expect((await call("POST", "/reviews", writer.token, body)).status).toBe(409);
    // Other listings remain open to the same writer.
    const { listing: another } = await publishedListing("Window cleaning");
    expect((await call("POST", "/reviews", writer.token, { ...body, listing_id: another.id })).status).toBe(201);
  });

  it("answers 404 for unknown listings and listings that are not published", async () => {
    const { owner, listing } = await publishedListing();
    const writer = await signedInUser();
    await server.db.updateTable("listings").set({ status: "draft" }).where("id", "=", listing.id).execute();
    for (const id of [listing.id, 999999]) {
      const answer = await call<ErrorBody>("POST", "/reviews", writer.token, { listing_id: id, rating: 5, title: "Nice" });
      expect(answer).toMatchObject({ status: 404, body: { detail: "Listing not found" } });
    }
    expect((await call("GET", `/reviews/listing/${listing.id}`, owner.token)).status).toBe(404);
  });
});

describe("POST /reviews of a place", () => {
  it("stores the visit date and anonymity, and an anonymous review shows no name", async () => {
    const { place } = await approvedPlace();
    const writer = await signedInUser();
    const visited = daysFromToday(-10);
    const created = await call<OwnReview>("POST", "/reviews", writer.token, {
      place_id: place.id, rating: 5, title: null, comment: "  Lovely terrace and friendly staff.  ", visit_date: visited, is_anonymous: true,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ place_id: place.id, listing_id: null, visit_date: visited, is_anonymous: true, reviewer: null, comment: "Lovely terrace and friendly staff." });
    expect(await storedReviews("place_id", place.id)).toMatchObject([
      { user_id: writer.id, rating: 5, title: null, comment: "Lovely terrace and friendly staff.", visit_date: visited, is_anonymous: 1, status: "published" },
    ]);

    // Today is a valid visit date; no date at all too.
    const second = await signedInUser();
    const today = await call<OwnReview>("POST", "/reviews", second.token, { place_id: place.id, rating: 2, title: "Slow service", comment: null, visit_date: todayInGibraltar(), is_anonymous: false });
    expect(today.status).toBe(201);
    expect(today.body.reviewer).toMatchObject({ first_name: "Test" });
    const third = await signedInUser();
    expect((await call<OwnReview>("POST", "/reviews", third.token, { place_id: place.id, rating: 3, title: "Fine", visit_date: null })).body.visit_date).toBeNull();

    const list = await call<PlaceReviewList>("GET", `/reviews/place/${place.id}?only_published=true&limit=50`);
    expect(list.body.total).toBe(3);
    const anonymous = list.body.reviews.find((review) => review.id === created.body.id)!;
    expect(anonymous).toMatchObject({ place_id: place.id, is_anonymous: true, reviewer: null, visit_date: visited });
    expect((await call<ReviewStats>("GET", `/reviews/place/${place.id}/stats`)).body).toEqual({ average_rating: 3.3, total_reviews: 3 });
    expect((await call<Place>("GET", `/places/${place.id}`)).body.review_stats).toEqual({ average_rating: 3.3, total_reviews: 3 });

    expect((await call<ErrorBody>("POST", "/reviews", writer.token, { place_id: place.id, rating: 1, title: "Again" })).body).toMatchObject({ detail: "You have already reviewed this" });
  });

  it("refuses the place's owner, places not approved, and a visit date after today", async () => {
    const { owner, place } = await approvedPlace("Rock Top Deli");
    expect(await call<ErrorBody>("POST", "/reviews", owner.token, { place_id: place.id, rating: 5, title: "Mine is the best" })).toMatchObject({
      status: 403, body: { detail: "You cannot review your own place" },
    });
    const writer = await signedInUser();
    const future = await call<ErrorBody>("POST", "/reviews", writer.token, { place_id: place.id, rating: 4, title: "Planned", visit_date: daysFromToday(1) });
    expect(future.status).toBe(422);
    expect(future.body.errors).toContainEqual({ field: "visit_date", message: "The visit date cannot be after today" });
    await server.db.updateTable("places").set({ status: "pending" }).where("id", "=", place.id).execute();
    expect(await call<ErrorBody>("POST", "/reviews", writer.token, { place_id: place.id, rating: 4, title: "Nice" })).toMatchObject({
      status: 404, body: { detail: "Place not found" },
    });
    expect((await call("POST", "/reviews", writer.token, { place_id: 999999, rating: 4, title: "Nice" })).status).toBe(404);
    expect(await storedReviews("place_id", place.id)).toEqual([]);
    // Its reviews are not public while it is pending (its owner still sees the page's empty list).
    expect((await call("GET", `/reviews/place/${place.id}`)).status).toBe(404);
    expect((await call("GET", `/reviews/place/${place.id}`, owner.token)).status).toBe(200);
  });

  it("lists a seeded place's published reviews, hiding who wrote an anonymous one", async () => {
    const place = (await call<Place>("GET", "/places/sandpiper-seafood")).body;
    const { reviews, total } = (await call<PlaceReviewList>("GET", `/reviews/place/${place.id}`)).body;
    expect(total).toBe(place.review_stats.total_reviews);
    expect(reviews).toHaveLength(1);
    expect(reviews[0]).toMatchObject({ place_id: place.id, rating: 5, is_anonymous: true, reviewer: null });
    const europa = (await call<Place>("GET", "/places/europa-point")).body;
    const named = (await call<PlaceReviewList>("GET", `/reviews/place/${europa.id}`)).body;
    expect(named.reviews.length).toBeGreaterThan(1);
    expect(named.reviews.every((r) => r.reviewer && r.reviewer.first_name)).toBe(true);
    expect((await call("GET", "/reviews/place/europa-point")).status).toBe(404);
  });
});
