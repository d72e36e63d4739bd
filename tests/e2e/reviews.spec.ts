import { type Page, expect, test } from "@playwright/test";
import { createReview } from "../support/content.js";
import { isJsProject, newListing, newUser, openPage, signIn, watchEnhancement, withDb } from "./support";


/** An approved place of `userId`, written to the e2e server's database. */
async function newPlace(userId: number, name: string) {
  return withDb(async (db) => {
    const now = new Date().toISOString();
    const category = await db.selectFrom("place_categories").select("id").orderBy("id").executeTakeFirstOrThrow();
    return db
      .insertInto("places")
      .values({
        slug: `e2e-place-${Date.now()}-${Math.floor(Math.random() * 1e6)}`,
        name,
        place_category_id: category.id,
        user_id: userId,
        description_en: "A place created by the review tests.",
        status: "approved",
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

const reviewsOf = (column: "listing_id" | "place_id", id: number) =>
  withDb((db) => db.selectFrom("reviews").selectAll().where(column, "=", id).execute());

/** The page again, hydrated with JavaScript (signIn lands on it before hydration). */
const reopen = (page: Page) => openPage(page, new URL(page.url()).pathname + new URL(page.url()).search);

test("a signed-in user reviews a listing: the server's messages at their fields, then the review, the stats and the already-reviewed hint", async ({ page }) => {
  // Two sign-ins and five form posts: more than the default time on a busy machine.
  test.slow();
  const owner = await newUser();
  const listing = await newListing(owner.id, "Mobile bike repairs");
  const here = `/listing/${listing.slug}`;

  await page.goto(here);
  const section = page.getByTestId("listing-reviews");
  await expect(section.getByRole("link", { name: "You must be logged in to write a review" })).toHaveAttribute(
    "href",
    `/auth?redirectTo=${encodeURIComponent(here)}`,
  );
  await expect(section.getByText("Write a review", { exact: true })).toHaveCount(0);

  const reviewer = await newUser(undefined, { first_name: "Rosa" });
  await signIn(page, reviewer.email, reviewer.password, here);
  await reopen(page);
  const enhancement = await watchEnhancement(page);
  // Closed, the form is not on the page: the link opens it (in place with JavaScript, as the
  // page's ?review=write without), the first star ready.
  const form = section.locator("form", { has: page.getByRole("button", { name: "Submit review" }) });
  await expect(form).toHaveCount(0);
  await section.getByRole("link", { name: "Write a review", exact: true }).click();
  await expect(form).toBeVisible();
  if (isJsProject()) {
    await expect(form.getByLabel("1 star", { exact: true })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`${here}$`));
  } else await expect(page).toHaveURL(`${here}?review=write#write-review`);
  await enhancement.expectSameDocument();
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(form.getByText("Please select a rating")).toBeVisible();

  await form.getByLabel("4 stars").check();
  await form.getByLabel("Comment").fill("Too short");
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(form.getByText("Review comment must be at least 10 characters long when no title is provided")).toBeVisible();
  await expect(form.getByLabel("Comment")).toHaveAttribute("aria-invalid", "true");
  expect(await reviewsOf("listing_id", listing.id)).toEqual([]);

  if (isJsProject()) await expect(form.getByTestId("title-counter")).toHaveText("0/200");
  await form.getByLabel("4 stars").check();
  await form.getByLabel("Title").fill("  Quick and friendly  ");
  if (isJsProject()) await expect(form.getByTestId("title-counter")).toHaveText("22/200");
  await form.getByLabel("Comment").fill("Fixed my gears at home the same evening.");
  await form.getByRole("button", { name: "Submit review" }).click();

  await expect(section.getByText("Thank you! Your review has been published.")).toBeVisible();
  await expect(section.getByText("You have already reviewed this")).toBeVisible();
  await expect(section.getByRole("button", { name: "Submit review" })).toHaveCount(0);
  const shown = section.getByTestId("listing-review");
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText("Quick and friendly");
  await expect(shown).toContainText("Rosa User");
  await expect(shown).toContainText("Your review");
  await expect(section.getByTestId("review-stats")).toContainText("4.0");
  await expect(section.getByTestId("review-stats")).toContainText("1 review");
  await enhancement.expectSameDocument();
  expect(await reviewsOf("listing_id", listing.id)).toMatchObject([
    { user_id: reviewer.id, rating: 4, title: "Quick and friendly", comment: "Fixed my gears at home the same evening.", status: "published", is_anonymous: 0 },
  ]);

  // Coming back later, the hint stays in place of the form.
  await page.goto(here);
  await expect(section.getByText("You have already reviewed this")).toBeVisible();
  await expect(section.getByText("Write a review", { exact: true })).toHaveCount(0);
});

test("a place review with a visit date, posted anonymously, shows no name and counts in the stats", async ({ page }) => {
  const owner = await newUser();
  const place = await newPlace(owner.id, "Harbour Lights Tapas");
  const here = `/places/${place.slug}`;
  const reviewer = await newUser(undefined, { first_name: "Hidden" });
  await signIn(page, reviewer.email, reviewer.password, here);
  await reopen(page);
  const section = page.getByTestId("place-reviews");
  await section.getByText("Write a review", { exact: true }).click();
  const submit = section.getByRole("button", { name: "Submit review" });
  // With JavaScript a place review cannot be sent before a rating is chosen.
  if (isJsProject()) await expect(submit).toBeDisabled();
  await section.getByLabel("5 stars").check();
  await expect(submit).toBeEnabled();
  await section.getByLabel("Title").fill("Best croquetas in town");
  await section.getByLabel("Date of your visit (optional)").fill("2025-06-14");
  await section.getByLabel(/Post anonymously/).check();
  await submit.click();

  await expect(section.getByText("You have already reviewed this")).toBeVisible();
  const shown = section.getByTestId("place-review");
  await expect(shown).toHaveCount(1);
  await expect(shown).toContainText("Best croquetas in town");
  await expect(shown).toContainText("Anonymous");
  await expect(shown).not.toContainText("Hidden User");
  await expect(shown).toContainText("Visited 14 Jun 2025");
  await expect(section.getByTestId("review-stats")).toContainText("5.0");
  await expect(page.getByTestId("rating-summary").first()).toContainText("5.0 out of 5 · 1 review");
  expect(await reviewsOf("place_id", place.id)).toMatchObject([
    { user_id: reviewer.id, rating: 5, title: "Best croquetas in town", comment: null, visit_date: "2025-06-14", is_anonymous: 1, status: "published" },
  ]);
});

test("visitors are told to sign in to vote and report; a user votes helpful once and reports a review", async ({ page }) => {
  test.slow();
  const owner = await newUser();
  const listing = await newListing(owner.id, "Sofa cleaning service");
  const writer = await newUser(undefined, { first_name: "Wendy" });
  const review = await withDb((db) => createReview(db, { listingId: listing.id, userId: writer.id, rating: 2, title: "Left stains behind" }));
  const here = `/listing/${listing.slug}`;

  await page.goto(here);
  const item = page.getByTestId("listing-review");
  await expect(item.getByRole("link", { name: "Please login to vote on reviews" })).toHaveAttribute("href", `/auth?redirectTo=${encodeURIComponent(here)}`);
  await expect(item.getByRole("link", { name: "Please login to report reviews" })).toBeVisible();
  await expect(item.getByRole("button")).toHaveCount(0);

  const reader = await newUser();
  await signIn(page, reader.email, reader.password, here);
  await reopen(page);
  await item.getByRole("button", { name: "Helpful (0)" }).click();
  const voted = item.getByRole("button", { name: "✓ You found this helpful (1)" });
  await expect(voted).toBeDisabled();
  const stored = await withDb(async (db) => ({
    count: (await db.selectFrom("reviews").select("helpful_count").where("id", "=", review.id).executeTakeFirstOrThrow()).helpful_count,
    votes: await db.selectFrom("review_votes").select(["user_id", "is_helpful"]).where("review_id", "=", review.id).execute(),
  }));
  expect(stored).toEqual({ count: 1, votes: [{ user_id: reader.id, is_helpful: 1 }] });
  // The vote is remembered: the button stays spent on the next visit.
  await openPage(page, here);
  await expect(voted).toBeDisabled();

  await item.getByText("Report review").click();
  await item.getByLabel("Reason", { exact: true }).selectOption("fake");
  await item.getByLabel(/^Details/).fill("The writer never used this service.");
  await item.getByRole("button", { name: "Submit report" }).click();
  await expect(item.getByText("Report submitted successfully")).toBeVisible();
  expect(await withDb((db) => db.selectFrom("review_reports").selectAll().where("review_id", "=", review.id).execute())).toMatchObject([
    { user_id: reader.id, reason: "fake", description: "The writer never used this service.", status: "open" },
  ]);
  // A second report of the same review gets the server's explanation.
  await openPage(page, here);
  await item.getByText("Report review").click();
  await item.getByLabel("Reason", { exact: true }).selectOption("spam");
  await item.getByRole("button", { name: "Submit report" }).click();
  await expect(item.getByText("You have already reported this review; it is being looked at")).toBeVisible();
});

test("the owner sees the owner notice instead of the form; the writer of a review sees the already-reviewed hint", { tag: "@server" }, async ({ page }) => {
  const owner = await newUser();
  const listing = await newListing(owner.id, "Guitar lessons for beginners");
  const writer = await newUser();
  await withDb((db) => createReview(db, { listingId: listing.id, userId: writer.id, rating: 5, title: "Patient teacher" }));
  const here = `/listing/${listing.slug}`;

  await signIn(page, owner.email, owner.password, here);
  const section = page.getByTestId("listing-reviews");
  await expect(section.getByTestId("owner-notice")).toContainText("You cannot review your own listing");
  await expect(section.getByText("You cannot review your own item")).toBeVisible();
  await expect(section.getByText("Write a review", { exact: true })).toHaveCount(0);
  // The owner may still vote on and report what others wrote.
  await expect(section.getByRole("button", { name: "Helpful (0)" })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, writer.email, writer.password, here);
  await expect(section.getByText("You have already reviewed this")).toBeVisible();
  await expect(section.getByText("Write a review", { exact: true })).toHaveCount(0);
  // Nobody votes on or reports their own review.
  await expect(section.getByTestId("listing-review").getByRole("button")).toHaveCount(0);
  await expect(section.getByText("Report review")).toHaveCount(0);
});

test("on a place page, visitors are told to sign in; a user votes a review helpful once and reports it", async ({ page }) => {
  test.slow();
  const owner = await newUser();
  const place = await newPlace(owner.id, "Old Town Coffee House");
  const writer = await newUser(undefined, { first_name: "Petra" });
  const review = await withDb((db) => createReview(db, { placeId: place.id, userId: writer.id, rating: 1, title: "Cold coffee, rude staff" }));
  const here = `/places/${place.slug}`;

  await page.goto(here);
  const item = page.getByTestId("place-review");
  await expect(item.getByRole("link", { name: "Please login to vote on reviews" })).toHaveAttribute("href", `/auth?redirectTo=${encodeURIComponent(here)}`);
  await expect(item.getByRole("link", { name: "Please login to report reviews" })).toBeVisible();

  const reader = await newUser();
  await signIn(page, reader.email, reader.password, here);
  await reopen(page);
  await item.getByRole("button", { name: "Helpful (0)" }).click();
  await expect(item.getByRole("button", { name: "✓ You found this helpful (1)" })).toBeDisabled();
  expect(await withDb((db) => db.selectFrom("review_votes").select(["user_id", "is_helpful"]).where("review_id", "=", review.id).execute())).toEqual([
    { user_id: reader.id, is_helpful: 1 },
  ]);

  await item.getByText("Report review").click();
  await item.getByLabel("Reason", { exact: true }).selectOption("offensive");
  await item.getByLabel(/^Details/).fill("Insults the staff by name.");
  await item.getByRole("button", { name: "Submit report" }).click();
  await expect(item.getByText("Report submitted successfully")).toBeVisible();
  expect(await withDb((db) => db.selectFrom("review_reports").selectAll().where("review_id", "=", review.id).execute())).toMatchObject([
    { user_id: reader.id, reason: "offensive", description: "Insults the staff by name.", status: "open" },
  ]);
});
