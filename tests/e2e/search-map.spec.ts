import { type Page, expect, test } from "@playwright/test";
import { isJsProject, newListing, newUser, openPage, withDb } from "./support";

// The results' map view, "Search this area", near a place, and "Did you mean …?". The listings
// are placed around Europa Point, 1.2 km from any other top location of the demo data.

/** A word only this test's listings have (the js and no-js projects run side by side). */
const uniqueWord = (prefix: string) => `${prefix}${test.info().project.name.replace("-", "")}${Date.now().toString(36)}`;

const EUROPA = { latitude: 36.1127, longitude: -5.3446 };
/** Degrees of latitude in a km. */
const KM = 1 / 110.574;

async function placedListing(ownerId: number, title: string, latitude: number, longitude: number) {
  const listing = await newListing(ownerId, title);
  await withDb((db) => db.updateTable("listings").set({ latitude, longitude }).where("id", "=", listing.id).execute());
  return listing;
}

/** Two listings with `word`: 0.2 km and 0.7 km north of Europa Point. */
async function twoPlacedListings(word: string) {
  const owner = await newUser();
  const near = await placedListing(owner.id, `Sea kayak ${word} near`, EUROPA.latitude + 0.2 * KM, EUROPA.longitude);
  const further = await placedListing(owner.id, `Sea kayak ${word} further`, EUROPA.latitude + 0.7 * KM, EUROPA.longitude);
  return { near, further };
}

/** Tiles come from the internet, which the tests do not reach: refuse them at once, pins must show regardless. */
const refuseTiles = (page: Page) => page.route((url) => url.hostname !== "localhost" && url.hostname !== "127.0.0.1", (route) => route.abort());

const pins = (page: Page) => page.getByTestId("results-map").getByRole("button", { name: "Listing on the map: open its card" });

test("the map view shows every match as a pin, a pin opens its listing's card, and 'Search this area' keeps to the map", async ({ page }) => {
  test.skip(!isJsProject(), "the map is drawn by JavaScript; the no-js project checks the list that stands in for it");
  const word = uniqueWord("kayakmap");
  const { near, further } = await twoPlacedListings(word);
  await refuseTiles(page);
  await openPage(page, `/search?q=${word}`);
  await page.getByRole("group", { name: "View" }).getByRole("link", { name: "Map" }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(pins(page)).toHaveCount(2);
  await pins(page).first().click();
  const card = page.locator(".leaflet-popup").getByTestId("listing-card");
  await expect(card).toContainText(/Sea kayak .* (near|further)/);
  await expect(card).toHaveAttribute("href", new RegExp(`^/listing/(${near.slug}|${further.slug})$`));

  await page.getByRole("button", { name: "Search this area" }).click();
  await expect(page).toHaveURL(/bbox=-?\d+(\.\d+)?(%2C|,)/);
  await expect(page.getByTestId("area-notice")).toHaveText("Showing listings in the map's area · Show all areas");
  await expect(pins(page)).toHaveCount(2);
  await expect(page.getByTestId("listing-card")).toHaveText([new RegExp(further.title), new RegExp(near.title)]);
});

test("the map view keeps the area in its URL and lists the matches there, with JavaScript or without", async ({ page }) => {
  const word = uniqueWord("kayakarea");
  const { near } = await twoPlacedListings(word);
  await refuseTiles(page);
  // A box around the nearer listing only.
  const box = [EUROPA.longitude - 0.002, EUROPA.latitude, EUROPA.longitude + 0.002, EUROPA.latitude + 0.4 * KM].map((n) => n.toFixed(5)).join(",");
  await openPage(page, `/search?q=${word}&view=map&bbox=${box}`);
  await expect(page.getByTestId("area-notice")).toBeVisible();
  await expect(page.getByTestId("listing-card")).toHaveCount(1);
  await expect(page.getByTestId("listing-card")).toContainText(near.title);
  if (isJsProject()) await expect(pins(page)).toHaveCount(1);
  else await expect(page.getByTestId("results-map")).toHaveText("The map needs JavaScript. The matches are listed below.");
  await page.getByTestId("area-notice").getByRole("link", { name: "Show all areas" }).click();
  await expect(page).not.toHaveURL(/bbox=/);
  await expect(page).toHaveURL(/view=map/);
  await expect(page.getByTestId("listing-card")).toHaveCount(2);
});

test("near a place: within a distance of a top location, nearest first", async ({ page }) => {
  const word = uniqueWord("kayaknear");
  const { near, further } = await twoPlacedListings(word);
  await openPage(page, `/search?q=${word}`);
  const form = page.locator("main form[role=search]");
  await form.getByLabel("Near").selectOption({ label: "Europa" });
  await form.getByLabel("Within").selectOption({ label: "0.5 km" });
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/near=europa/);
  await expect(page.getByTestId("listing-card")).toHaveCount(1);
  await expect(page.getByTestId("listing-card")).toContainText(near.title);

  await form.getByLabel("Within").selectOption({ label: "1 km" });
  await form.getByLabel("Sort by").selectOption({ label: "Distance: nearest first" });
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/sort_by=distance/);
  await expect(page.getByTestId("listing-card")).toHaveText([new RegExp(near.title), new RegExp(further.title)]);
  // In Spanish, the distances are written the Spanish way.
  await openPage(page, `/search?q=${word}&lng=es`);
  await expect(page.locator("main form[role=search]").getByLabel("A menos de").locator("option").first()).toHaveText("0,5 km");
});

test("when nothing matches, even corrected, 'Did you mean …?' offers close categories", async ({ page }) => {
  await openPage(page, `/search?q=${uniqueWord("vehq")}`);
  await expect(page.getByText("No results found")).toBeVisible();
  const didYouMean = page.getByTestId("search-did-you-mean");
  await expect(didYouMean.getByRole("heading", { name: "Did you mean…?" })).toBeVisible();
  await didYouMean.getByRole("link", { name: "Vehicles" }).click();
  await expect(page).toHaveURL(/\/category\/vehicles$/);
  await expect(page.getByRole("heading", { level: 1, name: "Vehicles" })).toBeVisible();
});

test("a category's map view: the Map link keeps the view in the URL and the filters keep it", async ({ page }) => {
  await refuseTiles(page);
  await openPage(page, "/category/property-for-sale");
  await page.getByRole("group", { name: "View" }).getByRole("link", { name: "Map" }).click();
  await expect(page).toHaveURL(/\/category\/property-for-sale\?view=map$/);
  const map = page.getByTestId("results-map");
  await expect(map).toBeVisible();
  if (isJsProject()) await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible();
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
  await page.locator("#browse-near").selectOption({ label: "Queensway Quay" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/view=map/);
  await expect(page).toHaveURL(/near=queensway-quay/);
  await expect(page.getByTestId("results-map")).toBeVisible();
});
