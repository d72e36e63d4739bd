import fs from "node:fs";
import { Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../api/db/database.js";
import { migrateToLatest, migrations } from "../../api/db/migrate.js";
import { todayInGibraltar } from "../../api/schemas/constants.js";
import type { Place } from "../../api/schemas/places.js";
import type {
  HelpfulVote, ListingReviewList, OwnReview, OwnReviewList, PlaceReviewList, ReviewReport, ReviewStats,
} from "../../api/schemas/reviews.js";
import { createListing, createReview } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { freshDataDir, freshPostgresDatabase } from "../support/template.js";
import { type ApiErrorBody, loginAs, loginAsAdmin, setupTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

// Many users sign in from one address here, more than the sign-in limit lets through.
const server = setupTestServer({ env: { RATE_LIMIT_FACTOR: "100" } });

const call = <T = unknown>(method: string, path: string, token?: string, body?: unknown) => server.call<T>(method, path, token, body);

async function signedInUser() {
  const user = await createUser(server.services.database);
  return { id: user.id, token: await loginAs(server, user.email, user.password) };
}

/** A published listing of a new owner. */
async function publishedListing(title = "Garden services, weekly visits") {
  const owner = await signedInUser();
  const listing = await createListing(server.db, owner.id, title);
  await server.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
  return { owner, listing };
}

/** An approved place of a new owner, created through the API. */
async function approvedPlace(name = "Harbour View Café") {
  const owner = await signedInUser();
  const response = await server.api("/places", {
    token: owner.token,
    body: { name, category: "restaurants-and-cafes", description_en: "Coffee and cakes looking over the marina." },
  });
  expect(response.status).toBe(201);
  const place = (await response.json()) as Place;
  await server.db.updateTable("places").set({ status: "approved" }).where("id", "=", place.id).execute();
  return { owner, place };
}

const storedReviews = (column: "listing_id" | "place_id", id: number) =>
  server.db.selectFrom("reviews").selectAll().where(column, "=", id).orderBy("id").execute();

const daysFromToday = (days: number) => {
  const date = new Date(`${todayInGibraltar()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

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

describe("migration 0009_review_moderation", () => {
  it("migrates down to is_published and up again, unpublished reviews becoming hidden", async () => {
    const pg = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : null;
    const dataDir = pg ? null : await freshDataDir("migration");
    const database = await openDatabase({ dataDir: dataDir ?? "", databaseUrl: pg?.url });
    try {
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
      const down = await migrator.migrateTo("0008_sitemap");
      expect(down.error).toBeUndefined();
      const now = new Date().toISOString();
      for (const published of [1, 0]) {
        await sql`insert into reviews (rating, title, is_published, created_at, updated_at) values (3, ${`flag ${published}`}, ${published}, ${now}, ${now})`.execute(database.db);
      }
      await migrateToLatest(database);
      const rows = await database.db.selectFrom("reviews").select(["title", "status"]).where("title", "like", "flag %").orderBy("title").execute();
      expect(rows).toEqual([
        { title: "flag 0", status: "hidden" },
        { title: "flag 1", status: "published" },
      ]);
      // The seeded reviews were all published and stay so.
      const states = await database.db.selectFrom("reviews").select("status").where("title", "is", null).groupBy("status").execute();
      expect(states.map((row) => row.status)).toEqual(states.length ? ["published"] : []);
    } finally {
      await database.close();
      await pg?.drop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
