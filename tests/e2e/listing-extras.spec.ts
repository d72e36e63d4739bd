import { type Page, expect, test } from "@playwright/test";
import { createReview } from "../support/content.js";
import { isJsProject, newListing, newUser, openPage, signIn, withDb } from "./support";


/** Gives a listing `count` photos, copies of the seed's media rows (new rows, the same files). */
async function addPhotos(listingId: number, count: number) {
  return withDb(async (db) => {
    const seeded = await db.selectFrom("media_files").selectAll().where("file_path", "like", "listings/%").orderBy("id").limit(count).execute();
    const photos: Array<{ id: number; url: string }> = [];
    for (const [index, { id: _id, ...row }] of seeded.entries()) {
      const media = await db.insertInto("media_files").values(row).returning("id").executeTakeFirstOrThrow();
      await db.insertInto("listing_media").values({ listing_id: listingId, media_id: media.id, sort_order: index, is_cover: index === 0 ? 1 : 0 }).execute();
      photos.push({ id: media.id, url: `/api/v1/uploads/${row.file_path}` });
    }
    return photos;
  });
}

/** The page again, hydrated with JavaScript (signIn lands on it before hydration). */
const reopen = (page: Page) => openPage(page, new URL(page.url()).pathname + new URL(page.url()).search);

test("a signed-in user reports a listing once; visitors are sent to sign in and the owner sees no report control", async ({ page }) => {
  const owner = await newUser();
  const listing = await newListing(owner.id, "Road bike with carbon frame");
  const here = `/listing/${listing.slug}`;

  await page.goto(here);
  await expect(page.getByRole("link", { name: /Report listing/ })).toHaveAttribute("href", `/auth?redirectTo=${encodeURIComponent(here)}`);

  const reporter = await newUser();
  await signIn(page, reporter.email, reporter.password, here);
  await reopen(page);
  await page.getByText("Report listing").click();
  await page.getByLabel("Reason", { exact: true }).selectOption("other");
  await page.getByRole("button", { name: "Submit report" }).click();
  // "Other" needs details: the server says so, and the form stays open to complete.
  await expect(page.getByText("Describe the problem when the reason is other")).toBeVisible();
  await page.getByLabel("Reason", { exact: true }).selectOption("other");
  await page.getByLabel(/^Details/).fill("The photos are of a different bike.");
  await page.getByRole("button", { name: "Submit report" }).click();
  await expect(page.getByText("Report submitted successfully")).toBeVisible();
  const stored = await withDb((db) => db.selectFrom("listing_reports").selectAll().where("listing_id", "=", listing.id).execute());
  expect(stored).toMatchObject([{ user_id: reporter.id, reason: "other", description: "The photos are of a different bike.", status: "open" }]);

  // A second report of the same listing gets the server's explanation.
  await openPage(page, here);
  await page.getByText("Report listing").click();
  await page.getByLabel("Reason", { exact: true }).selectOption("spam");
  await page.getByRole("button", { name: "Submit report" }).click();
  await expect(page.getByText("You have already reported this listing; it is being reviewed")).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, owner.email, owner.password, here);
  await expect(page.getByText("This is your listing.")).toBeVisible();
  await expect(page.getByText("Report listing")).toHaveCount(0);
});

test("save and unsave a listing: the header badge and the dashboard follow", async ({ page }) => {
  const listing = await newListing((await newUser()).id, "Vintage record player");
  const here = `/listing/${listing.slug}`;
  await page.goto(here);
  await expect(page.getByRole("link", { name: "♡ Save" })).toHaveAttribute("href", `/auth?redirectTo=${encodeURIComponent(here)}`);

  const user = await newUser();
  await signIn(page, user.email, user.password, here);
  await reopen(page);
  const favourites = page.getByRole("banner").getByRole("link", { name: /^Favourites/ });
  await expect(favourites).toHaveAccessibleName("Favourites");
  await page.getByRole("button", { name: "♡ Save" }).click();
  await expect(page.getByRole("button", { name: "♥ Saved" })).toBeEnabled();
  await expect(favourites).toHaveAccessibleName("Favourites (1)");
  await page.goto(here);
  await expect(page.getByRole("button", { name: "♥ Saved" })).toBeVisible();

  await page.goto("/dashboard?section=favorites");
  const saved = page.getByRole("list", { name: "Saved listings" });
  await expect(saved.getByRole("link")).toHaveCount(1);
  await expect(saved.getByRole("link")).toContainText("Vintage record player");

  await openPage(page, here);
  await page.getByRole("button", { name: "♥ Saved" }).click();
  await expect(page.getByRole("button", { name: "♡ Save" })).toBeEnabled();
  await expect(favourites).toHaveAccessibleName("Favourites");
  await page.goto("/dashboard?section=favorites");
  await expect(page.getByText("You have not saved any listings yet.")).toBeVisible();
});

test("with JavaScript the save button turns at once and is busy until the call ends", async ({ page }) => {
  test.skip(!isJsProject(), "the optimistic state needs JavaScript");
  const listing = await newListing((await newUser()).id, "Electric scooter, 25 km range");
  const user = await newUser();
  await signIn(page, user.email, user.password, `/listing/${listing.slug}`);
  await reopen(page);
  // Hold the action's answer back, so the in-flight state can be seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/listing\/[^?]*\.data/, async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "♡ Save" }).click();
  const busy = page.getByRole("button", { name: "♥ Saved" });
  await expect(busy).toBeDisabled();
  await expect(busy).toHaveAttribute("aria-busy", "true");
  release();
  await expect(busy).toBeEnabled();
  expect(await withDb((db) => db.selectFrom("favorites").selectAll().where("user_id", "=", user.id).execute())).toHaveLength(1);
});

test("the reviews section shows the average, 3 reviews, and all of them on demand", { tag: "@server" }, async ({ page }) => {
  const listing = await newListing((await newUser()).id, "Private Spanish lessons");
  const reviewers = await Promise.all([1, 2, 3, 4, 5].map(() => newUser()));
  const ratings = [5, 4, 4, 3, 5];
  await withDb(async (db) => {
    for (const [i, reviewer] of reviewers.entries()) await createReview(db, { listingId: listing.id, userId: reviewer.id, rating: ratings[i] });
  });
  await openPage(page, `/listing/${listing.slug}`);
  const section = page.getByTestId("listing-reviews");
  await expect(section.getByRole("heading", { name: "Reviews" })).toBeVisible();
  await expect(section.getByTestId("review-stats")).toContainText("4.2");
  await expect(section.getByTestId("review-stats")).toContainText("5 reviews");
  const reviews = section.getByTestId("listing-review");
  await expect(reviews.filter({ visible: true })).toHaveCount(3);
  await section.getByText("Show all reviews (5)").click();
  await expect(reviews.filter({ visible: true })).toHaveCount(5);
  await section.getByText("Show fewer reviews").click();
  await expect(reviews.filter({ visible: true })).toHaveCount(3);

  const quiet = await newListing((await newUser()).id, "Unreviewed garden bench");
  await page.goto(`/listing/${quiet.slug}`);
  await expect(page.getByTestId("listing-reviews")).toContainText("No reviews yet.");
});

test("listing pages show the badge of highest priority: TOP, FEATURED, HOT, NEW", { tag: "@server" }, async ({ page }) => {
  const owner = await newUser();
  const cases: Array<[string, Partial<Record<"is_top" | "is_featured" | "is_highlighted", 0 | 1>>, string | null]> = [
    ["TOP", { is_top: 1, is_featured: 1, is_highlighted: 1 }, "TOP"],
    ["FEATURED", { is_featured: 1, is_highlighted: 1 }, "FEATURED"],
    ["HOT", { is_highlighted: 1 }, "HOT"],
    ["NEW", {}, "NEW"],
    ["none", {}, null],
  ];
  for (const [name, flags, badge] of cases) {
    const listing = await newListing(owner.id, `Badge check ${name} listing`);
    await withDb(async (db) => {
      const created = name === "none" ? new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString() : listing.created_at;
      await db.updateTable("listings").set({ ...flags, created_at: created }).where("id", "=", listing.id).execute();
    });
    await page.goto(`/listing/${listing.slug}`);
    if (badge) await expect(page.getByTestId("listing-badge"), name).toHaveText(badge);
    else await expect(page.getByTestId("listing-badge"), name).toHaveCount(0);
  }
  // In Spanish, as every text of the page.
  const featured = await newListing(owner.id, "Badge check destacado listing");
  await withDb((db) => db.updateTable("listings").set({ is_featured: 1 }).where("id", "=", featured.id).execute());
  await page.goto(`/listing/${featured.slug}?lng=es`);
  await expect(page.getByTestId("listing-badge")).toHaveText("DESTACADO");
});

test("every photo is reachable: 6 thumbnails and a list of all photos", async ({ page }) => {
  const listing = await newListing((await newUser()).id, "Penthouse with eight photos");
  const urls = (await addPhotos(listing.id, 8)).map((photo) => photo.url);
  expect(urls).toHaveLength(8);
  await openPage(page, `/listing/${listing.slug}`);
  await expect(page.getByRole("list", { name: "Photos" }).getByRole("link")).toHaveCount(6);
  const all = page.locator("details").filter({ hasText: "All 8 photos" });
  await all.getByText("All 8 photos").click();
  const links = all.getByRole("link");
  await expect(links).toHaveCount(8);
  for (const [i, url] of urls.entries()) await expect(links.nth(i)).toHaveAttribute("href", url);
  if (!isJsProject()) {
    // Without JavaScript a photo link opens the full image.
    await links.nth(7).click();
    await expect(page).toHaveURL(new RegExp(`${urls[7]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`));
  } else {
    await links.nth(7).click();
    await expect(page.getByTestId("photo-viewer")).toContainText("8 / 8");
  }
});

test("photos are reordered in the wizard and the listing page follows", async ({ page }) => {
  const owner = await newUser();
  const listing = await newListing(owner.id, "Sofa bed with storage");
  const [first, second, third] = await addPhotos(listing.id, 3);
  await signIn(page, owner.email, owner.password, `/listings/wizard?id=${listing.id}&step=photos`);
  await reopen(page);
  const photos = page.getByRole("list", { name: "Photos" }).getByRole("listitem");
  const order = page.locator('input[name="order"]');
  await expect(photos).toHaveCount(3);
  await expect(photos.first().getByRole("button", { name: "Move earlier" })).toHaveCount(0);
  await expect(photos.last().getByRole("button", { name: "Move later" })).toHaveCount(0);
  await photos.nth(2).getByRole("button", { name: "Move earlier" }).click();
  await expect(page.getByText("The photo has been moved.")).toBeVisible();
  await expect(order).toHaveValue(`${first!.id},${third!.id},${second!.id}`);
  await photos.nth(1).getByRole("button", { name: "Move earlier" }).click();
  await expect(order).toHaveValue(`${third!.id},${first!.id},${second!.id}`);
  // The cover stays the cover wherever it moves.
  await expect(photos.nth(1).getByText("Cover photo")).toBeVisible();

  await page.goto(`/listing/${listing.slug}`);
  const thumbs = page.getByRole("list", { name: "Photos" }).getByRole("link");
  await expect(thumbs).toHaveCount(3);
  for (const [i, photo] of [third, first, second].entries()) await expect(thumbs.nth(i)).toHaveAttribute("href", photo!.url);
});

test("the details step lays dynamic fields out on their grid, one column on narrow screens", { tag: "@server" }, async ({ page }) => {
  const owner = await newUser();
  const listing = await newListing(owner.id, "Two-bed flat in Westside");
  await withDb(async (db) => {
    const apartments = await db.selectFrom("categories").select("id").where("slug", "=", "apartments-for-sale").executeTakeFirstOrThrow();
    await db.updateTable("listings").set({ category_id: apartments.id, status: "draft" }).where("id", "=", listing.id).execute();
  });
  await signIn(page, owner.email, owner.password, `/listings/wizard?id=${listing.id}&step=details`);
  await reopen(page);
  type Box = { x: number; y: number; width: number; height: number };
  // Measured together, so nothing moves between one field and the next.
  const boxes = (names: string[]) =>
    page.evaluate(
      (list) =>
        list.map((name) => {
          const rect = document.querySelector(`[data-field="${name}"]`)!.getBoundingClientRect();
          return { x: rect.x, y: rect.y, width: rect.width, height: rect.height };
        }),
      names,
    ) as Promise<Box[]>;
  // Key details: bedrooms | bathrooms on row 1, area | property type on row 2, floor on row 3.
  const [bedrooms, bathrooms, area, floor, amenities] = await boxes(["bedrooms", "bathrooms", "area_m2", "floor", "amenities"]);
  expect(Math.abs(bedrooms!.y - bathrooms!.y)).toBeLessThan(2);
  expect(bathrooms!.x).toBeGreaterThan(bedrooms!.x + bedrooms!.width - 1);
  expect(Math.abs(area!.x - bedrooms!.x)).toBeLessThan(2);
  expect(area!.y).toBeGreaterThan(bedrooms!.y + bedrooms!.height - 1);
  expect(floor!.y).toBeGreaterThan(area!.y + area!.height - 1);
  // Amenities spans both columns.
  expect(amenities!.width).toBeGreaterThan(bedrooms!.width * 1.8);

  await page.setViewportSize({ width: 700, height: 900 });
  const [narrowBedrooms, narrowBathrooms, narrowArea] = await boxes(["bedrooms", "bathrooms", "area_m2"]);
  expect(Math.abs(narrowBathrooms!.x - narrowBedrooms!.x)).toBeLessThan(2);
  expect(narrowBathrooms!.y).toBeGreaterThan(narrowBedrooms!.y + narrowBedrooms!.height - 1);
  expect(narrowArea!.y).toBeGreaterThan(narrowBathrooms!.y);
});

test("a listing that fails to load shows 'Error Loading Listing' with the message", { tag: "@server" }, async ({ page }) => {
  // An address longer than any listing's is refused by the API (422): a real non-404 failure.
  const response = await page.goto(`/listing/${"a".repeat(300)}`);
  expect(response?.status()).toBe(422);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Error Loading Listing");
  await expect(page.getByText("A listing address is at most 200 characters")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

  const missing = await page.goto("/listing/no-such-listing-anywhere");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Listing Not Found");
});
