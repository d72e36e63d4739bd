import { type APIRequestContext, expect, test } from "@playwright/test";
import type { Listing, ListingList } from "../../api/schemas/listing";
import { newListing, newUser, openPage, signIn } from "./support";

const isJs = () => test.info().project.name === "js";

/** A seeded listing that has photos, coordinates and field values (a property for sale). */
async function richListing(request: APIRequestContext): Promise<Listing> {
  const category = await (await request.get("/api/v1/categories/property-for-sale")).json();
  // Other specs keep adding bare listings to this category (some dated in the past): page through
  // all of it, and open only listings that have a photo.
  for (let skip = 0; ; skip += 100) {
    const list: ListingList = await (await request.get(`/api/v1/listings?category_id=${category.id}&limit=100&skip=${skip}`)).json();
    for (const summary of list.listings.filter((l) => l.thumbnail_url)) {
      const listing: Listing = await (await request.get(`/api/v1/listings/${summary.slug}`)).json();
      if (listing.media_files.length >= 2 && listing.latitude !== null && listing.top_fields.length > 0 && listing.price_gbp !== null) return listing;
    }
    if (skip + list.listings.length >= list.total) throw new Error("The seed has no rich property listing");
  }
}

test("the detail page shows the listing's texts, price, fields and sidebar", { tag: "@server" }, async ({ page, request }) => {
  const listing = await richListing(request);
  const response = await page.goto(`/listing/${listing.slug}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(listing.title);
  await expect(page).toHaveTitle(`${listing.title} | Gibraltar Marketplace`);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/");
  await expect(crumbs.getByRole("listitem").last()).toHaveText(listing.title.length > 30 ? `${listing.title.slice(0, 30).trimEnd()}…` : listing.title);
  await expect(page.getByText(listing.address!).first()).toBeVisible();
  await expect(page.getByTestId("listing-price").first()).toContainText("£");
  await expect(page.getByText(/\d+ views?/)).toBeVisible();
  await expect(page.getByTestId("listing-overview").locator("dt")).toHaveCount(Math.min(4, listing.top_fields.length));
  await expect(page.getByRole("heading", { name: "Information" })).toBeVisible();
  for (const tip of ["Meet in a safe public location", "Check the property in person", "Verify all documents", "Never send money in advance"]) {
    await expect(page.getByText(tip, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Related listings" })).toBeVisible();
  await expect(page.getByTestId("listing-map")).toBeVisible();
  // Visitors are asked to sign in before contacting the seller.
  await expect(page.getByRole("link", { name: "Message seller" })).toHaveAttribute("href", /^\/auth\?redirectTo=/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", `${listing.title} | Gibraltar Marketplace`);
});

test("thumbnails link to the full images; with JavaScript the viewer opens and keys move through it", async ({ page, request }) => {
  const listing = await richListing(request);
  await openPage(page, `/listing/${listing.slug}`);
  const thumbs = page.getByRole("list", { name: "Photos" }).getByRole("link");
  await expect(thumbs).toHaveCount(Math.min(6, listing.media_files.length));
  await expect(thumbs.first()).toHaveAttribute("href", listing.media_files[0].file_url);
  if (!isJs()) return;
  await page.getByRole("link", { name: "Open the photo viewer" }).click();
  const viewer = page.getByTestId("photo-viewer");
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText(`1 / ${listing.media_files.length}`);
  await page.keyboard.press("ArrowRight");
  await expect(viewer).toContainText(`2 / ${listing.media_files.length}`);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(viewer).toContainText(`${listing.media_files.length} / ${listing.media_files.length}`);
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);
});

test("the owner sees no contact buttons; another user sees them, the phone too", { tag: "@server" }, async ({ page }) => {
  const owner = await newUser();
  const listing = await newListing(owner.id, "Garden table and four chairs");
  await signIn(page, owner.email, owner.password, `/listing/${listing.slug}`);
  await expect(page.getByText("This is your listing.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Message seller" })).toHaveCount(0);
  // No price, no address: the page says so.
  await expect(page.getByTestId("listing-price")).toHaveText("Price on request");
  await expect(page.getByText("Location not specified")).toBeVisible();

  await page.context().clearCookies();
  const buyer = await newUser();
  await signIn(page, buyer.email, buyer.password, `/listing/${listing.slug}`);
  await expect(page.getByRole("button", { name: "Message seller" })).toBeVisible();
  // The phone shows by default (edit-listing.spec.ts hides it).
  await expect(page.getByRole("link", { name: /^Call/ })).toHaveCount(1);
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveCount(1);
});

test("a view counts once per browser session", { tag: "@server" }, async ({ page }) => {
  // A listing of its own: the other project's tests must not add views to it meanwhile.
  const listing = await newListing((await newUser()).id, "Bookcase in solid oak");
  await page.goto(`/listing/${listing.slug}`);
  await expect(page.getByText("1 view", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText("1 view", { exact: true })).toBeVisible();
  await page.context().clearCookies();
  await page.reload();
  await expect(page.getByText("2 views", { exact: true })).toBeVisible();
});

test("share copies the link, or is a plain link without JavaScript", async ({ page, request, context }) => {
  const listing = await richListing(request);
  await openPage(page, `/listing/${listing.slug}`);
  const share = page.getByRole("link", { name: "Share" });
  await expect(share).toHaveAttribute("href", new RegExp(`/listing/${listing.slug}$`));
  if (!isJs()) return;
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.evaluate(() => Object.defineProperty(navigator, "share", { value: undefined }));
  await share.click();
  await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/listing/${listing.slug}`);
});

test("choosing euros shows an approximate euro price beside the listing's pound price", async ({ page, request }) => {
  const listing = await richListing(request);
  await page.goto(`/listing/${listing.slug}`);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "€ EUR" }).click();
  await expect(page.getByTestId("listing-price").first()).toContainText("≈");
  await expect(page.getByTestId("listing-price").first()).toContainText("€");
});
