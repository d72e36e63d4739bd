import path from "node:path";
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import { openSqlite } from "../../api/db/database.js";
import type { PublicStats } from "../../api/schemas/home";
import type { ListingSummary } from "../../api/schemas/listing";
import type { TopLocation } from "../../api/schemas/top-locations";
import type { WeatherSummary } from "../../api/schemas/weather";
import { e2eDataDir } from "../support/template.js";
import { E2E_PORTS, openPage } from "./support";

const isJs = () => test.info().project.name === "js";

// The cookie notice covers the bottom of the screen; these tests decline it up front.
test.beforeEach(async ({ context }) => {
  const declined = encodeURIComponent(Buffer.from(JSON.stringify("declined")).toString("base64"));
  await context.addCookies([{ name: "cookie_consent", value: declined, url: `http://localhost:${E2E_PORTS.main}` }]);
});

const latestCards = (page: Page) => page.getByTestId("latest-listings").getByTestId("listing-card");
const tabPanel = (page: Page) => page.getByTestId("home-tab-panel");
const apiJson = async <T>(request: APIRequestContext, url: string): Promise<T> => (await request.get(`/api/v1${url}`)).json() as Promise<T>;

test("shows the 16 latest listings and loads 16 more", async ({ page }) => {
  await openPage(page, "/");
  await expect(latestCards(page)).toHaveCount(16);
  await page.getByTestId("load-more").click();
  if (isJs()) {
    // In place: the page's address stays, the next 16 are appended.
    await expect.poll(() => latestCards(page).count()).toBeGreaterThan(16);
    await expect(page).toHaveURL(/\/$/);
  } else {
    await expect(page).toHaveURL(/\?page=2#latest-listings$/);
  }
  // Page 1 is the home's cached list and the next page is read fresh: listings other tests write
  // straight into the database (which the cache does not hear of for minutes) shift the next page
  // by as many, and those seen twice are dropped. Polled: without JavaScript the URL changes
  // before the new page has finished arriving.
  await expect.poll(() => latestCards(page).count()).toBeGreaterThan(16);
  const count = await latestCards(page).count();
  expect(count).toBeLessThanOrEqual(32);
  const hrefs = await latestCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute("href")));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  await expect(page.getByTestId("load-more")).toHaveAttribute("href", /page=3/);
});

test("switches the latest listings between grid and list", async ({ page }) => {
  await openPage(page, "/");
  await expect(page.getByTestId("latest-listings")).toHaveAttribute("data-view", "grid");
  await expect(page.getByTestId("view-grid")).toHaveAttribute("aria-current", "true");
  await page.getByTestId("view-list").click();
  await expect(page).toHaveURL(/\?view=list/);
  await expect(page.getByTestId("latest-listings")).toHaveAttribute("data-view", "list");
  await expect(page.getByTestId("view-list")).toHaveAttribute("aria-current", "true");
  await expect(latestCards(page)).toHaveCount(16);
  await page.getByTestId("view-grid").click();
  await expect(page.getByTestId("latest-listings")).toHaveAttribute("data-view", "grid");
});

test("the tabs switch between New Arrivals, Featured and Most Popular", async ({ page, request }) => {
  await openPage(page, "/");
  await expect(page.getByTestId("tab-new")).toHaveText("New Arrivals");
  await expect(page.getByTestId("tab-new")).toHaveAttribute("aria-current", "true");

  await page.getByTestId("tab-featured").click();
  if (isJs()) await expect(page).toHaveURL(/\/$/);
  else await expect(page).toHaveURL(/\?tab=featured#home-tabs$/);
  await expect(tabPanel(page)).toHaveAttribute("data-tab", "featured");
  await expect(page.getByTestId("tab-featured")).toHaveAttribute("aria-current", "true");
  const featured = await apiJson<{ listings: ListingSummary[] }>(request, "/listings/homepage/tabs?tab=featured&limit=6");
  expect(featured.listings.every((l) => l.is_featured || l.is_top)).toBe(true);
  await expect(tabPanel(page).getByTestId("listing-card").first()).toContainText(featured.listings[0]!.title);

  await page.getByTestId("tab-popular").click();
  await expect(tabPanel(page)).toHaveAttribute("data-tab", "popular");
  const popular = await apiJson<{ listings: ListingSummary[] }>(request, "/listings/homepage/tabs?tab=popular&limit=6");
  const titles = tabPanel(page).getByTestId("listing-card");
  // Desktop shows the first 4 of the 6.
  await expect(titles.filter({ visible: true })).toHaveCount(4);
  for (const [i, listing] of popular.listings.slice(0, 4).entries()) await expect(titles.nth(i)).toContainText(listing.title);
});

test("at 375px wide the tabs show 6 cards, one per row", { tag: "@server" }, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, "/?tab=popular");
  const cards = tabPanel(page).getByTestId("listing-card");
  await expect(cards.filter({ visible: true })).toHaveCount(6);
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
});

test("the top-locations carousel shows featured locations five to a page, with dots", async ({ page, request }) => {
  const featured = await apiJson<{ items: TopLocation[]; total: number }>(request, "/top-locations?size=20&page=1&featured_only=true&active_only=true");
  expect(featured.items.length).toBeGreaterThan(5);
  const pages = Math.ceil(featured.items.length / 5);
  await openPage(page, "/");
  const carousel = page.getByTestId("top-locations");
  await expect(carousel.getByTestId("location-tile")).toHaveCount(featured.items.length);
  await expect(carousel.getByTestId("location-page")).toHaveCount(pages);
  await expect(carousel.getByTestId("location-page").first().getByTestId("location-tile")).toHaveCount(5);
  await expect(carousel.getByTestId("location-tile").first()).toHaveAttribute("href", `/location/${featured.items[0]!.slug}`);
  await expect(carousel.getByTestId("location-tile").first()).toContainText(featured.items[0]!.name);

  const dots = carousel.getByTestId("location-dot");
  await expect(dots).toHaveCount(pages);
  await expect(dots.nth(1)).toHaveAttribute("href", "#top-locations-page-2");
  const secondPageTile = carousel.getByTestId("location-tile").nth(5);
  await expect(secondPageTile).not.toBeInViewport();
  await dots.nth(1).click();
  await expect(secondPageTile).toBeInViewport();
  if (isJs()) {
    await expect(dots.nth(1)).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: "Previous locations" }).click();
    await expect(carousel.getByTestId("location-tile").first()).toBeInViewport();
    await expect(dots.nth(0)).toHaveAttribute("aria-current", "true");
  }
});

test("stat cards and the weather card show the API's values", { tag: "@server" }, async ({ page, request }) => {
  const [stats, weather] = await Promise.all([
    apiJson<PublicStats>(request, "/stats/public"),
    apiJson<WeatherSummary>(request, "/weather/summary"),
  ]);
  await openPage(page, "/");
  const number = new Intl.NumberFormat("en-GB");
  await expect(page.getByTestId("stat-users")).toContainText("Users");
  await expect(page.getByTestId("stat-users")).toContainText(number.format(stats.users));
  await expect(page.getByTestId("stat-listings")).toContainText("Listings");
  await expect(page.getByTestId("stat-listings")).toContainText(number.format(stats.listings));
  const oneDecimal = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });
  await expect(page.getByTestId("weather-temperature")).toHaveText(`${oneDecimal.format(weather.temperature)}°C`);
  await expect(page.getByTestId("weather-humidity")).toHaveText(`${oneDecimal.format(weather.humidity!)}%`);
  await expect(page.getByText("Weather data unavailable")).toHaveCount(0);
  await expect(page.getByText(/Failed to load/)).toHaveCount(0);
});

test("a content-top banner links through the counting redirect", { tag: "@server" }, async ({ page }) => {
  await openPage(page, "/");
  const link = page.getByTestId("banner-slot-CONTENT_TOP").locator('a[href^="/api/v1/banners/"]').first();
  await expect(link).toBeVisible();
  const href = (await link.getAttribute("href"))!;
  expect(href).toMatch(/^\/api\/v1\/banners\/\d+\/go$/);
  const id = Number(href.split("/")[4]);
  const database = openSqlite(path.join(e2eDataDir("main"), "app.db"));
  const clicks = async () =>
    Number((await database.db.selectFrom("banners").select("clicks_count").where("id", "=", id).executeTakeFirstOrThrow()).clicks_count);
  try {
    const before = await clicks();
    const target = (await database.db.selectFrom("banners").select("link_url").where("id", "=", id).executeTakeFirstOrThrow()).link_url!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target.replace(/[/.]/g, "\\$&")}$`));
    expect(await clicks()).toBeGreaterThan(before);
  } finally {
    await database.close();
  }
  // The shell shows the header and footer banners on every page.
  await expect(page.getByTestId("banner-slot-HEADER").getByTestId("banner")).not.toHaveCount(0);
  await expect(page.getByTestId("banner-slot-FOOTER").getByTestId("banner")).not.toHaveCount(0);
});

test.describe("a first visit on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const [language, path, heading] of [
    ["English", "/", "Latest listings"],
    ["Spanish", "/?lng=es", "Últimos anuncios"],
  ] as const) {
    test(`shows a whole row of the latest listings above the cookie notice, in ${language}`, async ({ page, context }) => {
      // A first visit: no choice made yet, so the cookie notice shows (beforeEach declined it).
      await context.clearCookies({ name: "cookie_consent" });
      await openPage(page, path);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      const notice = page.getByTestId("cookie-banner");
      await expect(notice).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const noticeTop = (await notice.boundingBox())!.y;
      const first = latestCards(page).first();
      await expect(first.locator("strong")).toBeVisible();
      await expect(first.locator("b")).toBeVisible();
      // Every card of the first row (the cards level with the first) ends above the notice.
      const cards = await latestCards(page).evaluateAll((links) =>
        links.map((link) => {
          const box = link.getBoundingClientRect();
          return { top: box.top, bottom: box.bottom };
        }),
      );
      const row = cards.filter((card) => Math.abs(card.top - cards[0]!.top) < 1);
      expect(row.length).toBeGreaterThan(0);
      for (const card of row) {
        expect(card.top).toBeGreaterThanOrEqual(0);
        expect(card.bottom).toBeLessThanOrEqual(noticeTop);
        expect(card.bottom).toBeLessThanOrEqual(844);
      }
      // Its photo (when the newest listing has one: other tests add listings without) is in the first screen: it loads at once.
      const photo = first.locator("img");
      if (await photo.count()) await expect(photo).not.toHaveAttribute("loading", "lazy");
    });
  }
});

for (const [name, viewport] of [
  ["a phone", { width: 390, height: 844 }],
  ["a desktop", { width: 1280, height: 800 }],
] as const) {
  test(`on ${name} the content-top banners follow the first row of listings, lazy only below the first screen`, async ({
    page,
    context,
  }) => {
    await context.clearCookies({ name: "cookie_consent" });
    await page.setViewportSize(viewport);
    await openPage(page, "/");
    const slot = page.getByTestId("banner-slot-CONTENT_TOP");
    await expect(slot.getByTestId("banner")).not.toHaveCount(0);
    // After the first card in the markup as on the screen: reading order is the order seen.
    const follows = await latestCards(page)
      .first()
      .evaluate((card) => {
        const banners = document.querySelector('[data-testid="banner-slot-CONTENT_TOP"]')!;
        return {
          inMarkup: Boolean(card.compareDocumentPosition(banners) & Node.DOCUMENT_POSITION_FOLLOWING),
          onScreen: banners.getBoundingClientRect().top >= card.getBoundingClientRect().bottom,
        };
      });
    expect(follows).toEqual({ inMarkup: true, onScreen: true });
    const images = await slot
      .locator("img")
      .evaluateAll((imgs) => imgs.map((img) => ({ top: img.getBoundingClientRect().top, loading: img.getAttribute("loading") })));
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) if (image.top < viewport.height) expect(image.loading).not.toBe("lazy");
  });
}
