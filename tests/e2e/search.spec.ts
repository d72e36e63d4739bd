import { type Page, expect, test } from "@playwright/test";
import { isJsProject, newListing, newUser, openPage } from "./support";

/** A word only this test's listing has (the js and no-js projects run side by side). */
const uniqueWord = (prefix: string) => `${prefix}${test.info().project.name.replace("-", "")}${Date.now().toString(36)}`;

async function listingTitled(word: string) {
  const owner = await newUser();
  return newListing(owner.id, `Teak garden table ${word}`);
}

const searchForm = (page: Page) => page.locator("main form[role=search]");

test("the search page asks for at least 2 characters", async ({ page }) => {
  await openPage(page, "/search");
  await searchForm(page).getByLabel("Search listings, categories and places").fill("a");
  await searchForm(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=a(&|$)/);
  await expect(page.getByText("Search query must be at least 2 characters")).toBeVisible();
  await expect(page.getByTestId("listing-card")).toHaveCount(0);
});

test("the search page says 'No results found' when nothing matches", { tag: "@server" }, async ({ page }) => {
  await openPage(page, `/search?q=${uniqueWord("nothing")}`);
  await expect(page.getByText("No results found")).toBeVisible();
});

test("the search page finds a listing, keeps its filters in the URL and narrows by them", async ({ page }) => {
  const word = uniqueWord("teak");
  const listing = await listingTitled(word);
  await openPage(page, "/search");
  const form = searchForm(page);
  await form.getByLabel("Search listings, categories and places").fill(word);
  await form.getByLabel("Sort by").selectOption("oldest");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&.*sort_by=oldest`));
  await expect(page.getByTestId("search-counts")).toContainText(`1 result for “${word}”`);
  await expect(page.getByTestId("listing-card")).toHaveCount(1);
  await expect(page.getByTestId("listing-card")).toHaveAttribute("href", `/listing/${listing.slug}`);
  // The form shows the filters of the URL.
  await expect(form.getByLabel("Sort by")).toHaveValue("oldest");

  await form.getByLabel("Location").fill("Nowhere Lane");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/location=Nowhere\+Lane/);
  await expect(page.getByText("No results found")).toBeVisible();
  await expect(form.getByLabel("Location")).toHaveValue("Nowhere Lane");
});

test("the location field suggests the top locations, and a suggested name narrows to that place", async ({ page }) => {
  await openPage(page, "/search?q=apartment");
  const form = searchForm(page);
  const suggestions = form.locator("datalist option");
  await expect.poll(() => suggestions.count()).toBeGreaterThan(5);
  await expect(form.locator('datalist option[value="Ocean Village"]')).toHaveCount(1);
  const all = Number((await page.getByTestId("search-counts").textContent())!.match(/\d+/)![0]);
  await form.getByLabel("Location").fill("Ocean Village");
  await form.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/location=Ocean\+Village/);
  // With JavaScript the address changes before the new results are shown: wait for them.
  const shown = async () => Number((await page.getByTestId("search-counts").textContent())?.match(/\d+/)?.[0] ?? 0);
  await expect.poll(shown).toBeLessThan(all);
  expect(await shown()).toBeGreaterThan(0);
});

test("the search page links the categories and places that match", { tag: "@server" }, async ({ page }) => {
  await openPage(page, "/search?q=gibraltar+museum");
  await expect(page.locator("main").getByRole("link", { name: "Gibraltar National Museum" })).toHaveAttribute(
    "href",
    "/places/gibraltar-national-museum",
  );
  await openPage(page, "/search?q=furniture");
  await expect(page.locator("main").getByRole("link", { name: "Furniture", exact: true })).toHaveAttribute(
    "href",
    "/category/furniture",
  );
});

test("the header's search filters send the query and its filters to the search page: a popup with JavaScript, the search page's form without", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const word = uniqueWord("popup");
  const listing = await listingTitled(word);
  await openPage(page, "/");
  if (isJsProject()) {
    await page.locator("#header-search").fill(word);
    await page.getByLabel("Search filters").click();
    const popup = page.locator("header details").filter({ has: page.getByLabel("Category") });
    await popup.getByLabel("Sort by").selectOption("price_high");
    await popup.getByRole("button", { name: "Search" }).click();
  } else {
    // The page's HTML carries no filter lists: the button leads to the search page's own form.
    await expect(page.locator("header select")).toHaveCount(0);
    await page.getByLabel("Search filters").click();
    await expect(page).toHaveURL(/\/search$/);
    const form = page.getByRole("main").getByRole("search");
    await form.locator("#search-q").fill(word);
    await form.getByLabel("Sort by").selectOption("price_high");
    await form.getByRole("button", { name: "Search" }).click();
  }
  await expect(page).toHaveURL(new RegExp(`/search\\?q=${word}&.*sort_by=price_high`));
  await expect(page.getByTestId("search-counts")).toContainText(`1 result for “${word}”`);
  await expect(page.getByTestId("listing-card")).toHaveAttribute("href", `/listing/${listing.slug}`);
});

test("header suggestions appear after 2 characters and lead to a listing", async ({ page }) => {
  test.skip(test.info().project.name !== "js", "suggestions need JavaScript");
  await page.setViewportSize({ width: 1280, height: 800 });
  const word = uniqueWord("sugg");
  const listing = await listingTitled(word);
  await openPage(page, "/");
  const box = page.locator("#header-search");

  await box.fill("g");
  await page.waitForTimeout(500);
  await expect(page.getByRole("listbox", { name: "Suggestions" })).toHaveCount(0);

  await box.fill("gib");
  const suggestions = page.getByRole("listbox", { name: "Suggestions" });
  await expect(suggestions.getByRole("option", { name: "Gibraltar National Museum" })).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");

  // Keyboard: the arrow moves to the listing, Enter opens it.
  await box.fill(word.slice(0, -2));
  const option = suggestions.getByRole("option", { name: listing.title });
  await expect(option).toBeVisible();
  await box.press("ArrowDown");
  await expect(option).toHaveAttribute("aria-selected", "true");
  await box.press("Enter");
  await expect(page).toHaveURL(`/listing/${listing.slug}`);

  // A click on a suggestion is a link too.
  await box.fill(word);
  await suggestions.getByRole("option", { name: listing.title }).click();
  await expect(page).toHaveURL(`/listing/${listing.slug}`);
});

test("a search in English finds listings written in Spanish and says it also looked for the Spanish words", { tag: "@server" }, async ({ page }) => {
  const word = uniqueWord("bilingual");
  const owner = await newUser();
  const piso = await newListing(owner.id, `Piso reformado ${word}`);
  await openPage(page, `/search?q=${encodeURIComponent(`flat ${word}`)}`);
  await expect(page.getByRole("link", { name: piso.title }).first()).toBeVisible();
  await expect(page.getByTestId("search-also")).toContainText("Also showing results for");
  await expect(page.getByTestId("search-also")).toContainText("piso");
  await openPage(page, `/search?q=${encodeURIComponent(`flat ${word}`)}&lng=es`);
  await expect(page.getByTestId("search-also")).toContainText("También se muestran resultados de");
});

test("header suggestions forgive a typo in a longer word", async ({ page }) => {
  test.skip(test.info().project.name !== "js", "suggestions need JavaScript");
  await openPage(page, "/");
  await page.locator("#header-search").fill("aparment");
  await expect(page.getByRole("listbox", { name: "Suggestions" }).getByRole("option", { name: /apartment/i }).first()).toBeVisible();
});

test("a typo on the results page shows the words it probably meant, with a way back to the words as typed", async ({ page }) => {
  await openPage(page, "/search");
  await searchForm(page).getByLabel("Search listings, categories and places").fill("aparment");
  await searchForm(page).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\/search\?q=aparment(&|$)/);
  const notice = page.getByTestId("search-corrected");
  await expect(notice).toHaveText("Showing results for apartment · Search instead for aparment");
  await expect(page.getByTestId("listing-card").first()).toContainText(/apartment/i);
  await notice.getByRole("link", { name: "Search instead for aparment" }).click();
  await expect(page).toHaveURL(/\/search\?q=aparment&.*exact=1$/);
  await expect(page.getByText("No results found")).toBeVisible();
  await expect(page.getByTestId("search-corrected")).toHaveCount(0);
  // In Spanish.
  await openPage(page, "/search?q=aparment&lng=es");
  await expect(page.getByTestId("search-corrected")).toHaveText("Mostrando resultados de apartment · Buscar en su lugar aparment");
});
