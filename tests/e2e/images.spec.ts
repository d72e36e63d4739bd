import { type APIRequestContext, type Locator, type Page, expect, test } from "@playwright/test";
import type { Listing, ListingList } from "../../api/schemas/listing";
import type { PlaceList } from "../../api/schemas/places";
import { E2E_PORTS, isJsProject, openPage } from "./support";

// The server no spec writes to: its newest listings are the seeded ones, with photos, so the
// first card on the home page has a photo whatever other specs publish meanwhile.
test.use({ baseURL: `http://localhost:${E2E_PORTS["no-weather"]}` });

const apiJson = async <T>(request: APIRequestContext, url: string): Promise<T> => (await request.get(`/api/v1${url}`)).json() as Promise<T>;

/** A seeded listing with several photos (gallery thumbnails besides the main photo). */
async function listingWithPhotos(request: APIRequestContext): Promise<Listing> {
  const { listings } = await apiJson<ListingList>(request, "/listings?limit=40");
  for (const summary of listings) {
    const listing = await apiJson<Listing>(request, `/listings/${summary.id}`);
    if (listing.media_files.length >= 2) return listing;
  }
  throw new Error("No seeded listing with two or more photos");
}

async function pagesToCheck(request: APIRequestContext) {
  const listing = await listingWithPhotos(request);
  const { places } = await apiJson<PlaceList>(request, "/places?limit=1");
  return {
    home: "/",
    listing: `/listing/${listing.slug}`,
    places: "/places",
    place: `/places/${places[0]!.slug}`,
    category: "/category/vehicles",
  };
}

type ImageFacts = { src: string | null; width: string | null; height: string | null; loading: string | null; priority: string | null };

/**
 * The page's images, but those Leaflet draws in its map panes (tiles and markers): it gives them
 * fixed sizes in a box of fixed height, so they move nothing.
 */
const pageImages = (page: Page): Promise<ImageFacts[]> =>
  page.locator("img").evaluateAll((images) =>
    images
      .filter((image) => !image.closest(".leaflet-pane"))
      .map((image) => ({
        src: image.getAttribute("src"),
        width: image.getAttribute("width"),
        height: image.getAttribute("height"),
        loading: image.getAttribute("loading"),
        priority: image.getAttribute("fetchpriority"),
      })),
  );

/** Every URL of an img's srcset. */
const srcsetUrls = async (image: Locator) =>
  ((await image.getAttribute("srcset")) ?? "")
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/)[0]!)
    .filter(Boolean);

async function expectWebpCopies(request: APIRequestContext, image: Locator, fallback = /\.jpg$/) {
  await expect(image).toHaveAttribute("sizes", /\S/);
  const urls = await srcsetUrls(image);
  expect(urls.length).toBeGreaterThan(0);
  for (const url of urls) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    expect(response.headers()["content-type"], url).toBe("image/webp");
  }
  // Browsers without srcset get the picture's own address (photos: the JPEG).
  expect(await image.getAttribute("src")).toMatch(fallback);
}

test("every image on the home, listing, place and category pages has a width and a height", { tag: "@server" }, async ({ page, request }) => {
  const pages = await pagesToCheck(request);
  for (const [name, path] of Object.entries(pages)) {
    await openPage(page, path);
    const sizes = await pageImages(page);
    expect(sizes.length, `${name} shows images`).toBeGreaterThan(0);
    const dimension = /^[1-9]\d*$/;
    const unsized = sizes.filter((image) => !dimension.test(image.width ?? "") || !dimension.test(image.height ?? ""));
    expect(unsized, `${name}: images without a width and a height`).toEqual([]);
  }
});

test("listing cards and the gallery offer WebP copies in a srcset, each answering as image/webp", { tag: "@server" }, async ({ page, request }) => {
  const pages = await pagesToCheck(request);
  await openPage(page, pages.home);
  await expectWebpCopies(request, page.getByTestId("latest-listings").getByTestId("listing-card").first().locator("img"));

  await openPage(page, pages.listing);
  const gallery = page.getByRole("link", { name: "Open the photo viewer" }).locator("img");
  await expectWebpCopies(request, gallery);
  await expectWebpCopies(request, page.getByRole("list", { name: "Photos" }).locator("img").first());
});

test("image banners offer WebP copies in a srcset, each answering as image/webp", { tag: "@server" }, async ({ page, request }) => {
  await openPage(page, "/");
  const banner = page.getByTestId("banner-slot-HEADER").locator("img").first();
  await expectWebpCopies(request, banner, /^\/api\/v1\/uploads\/banners\/\w+_v[\d.]+\.webp$/);
  expect(await srcsetUrls(banner)).toEqual(["600w", "1200w"].map((width) => expect.stringContaining(`-${width}.webp`)));
});

/**
 * The images marked to load first: eager and fetchpriority=high. Every other image seen without
 * scrolling loads at once too (the header's banner, the rest of the first row of cards, the
 * gallery's thumbnails), at normal priority. Below the first screen every image is lazy but the
 * rest of a desktop's first row of cards (on a phone, its third and fourth) and the thumbnails.
 */
async function prioritized(page: Page) {
  const headerBanners = await page.getByTestId("banner-slot-HEADER").locator("img").evaluateAll((images) => images.map((i) => i.getAttribute("src")));
  expect(headerBanners.length).toBeGreaterThan(0);
  const images = await pageImages(page);
  for (const image of images.filter((i) => headerBanners.includes(i.src))) {
    expect([image.loading, image.priority], `${image.src} loads at once, after the main photo`).toEqual(["eager", null]);
  }
  const height = page.viewportSize()!.height;
  const placed = await page.locator("img").evaluateAll((all) =>
    all
      .filter((i) => !i.closest(".leaflet-pane") && i.getBoundingClientRect().height > 0)
      .map((i) => ({
        src: i.getAttribute("src"),
        top: i.getBoundingClientRect().top + window.scrollY,
        loading: i.getAttribute("loading"),
        card: Boolean(i.closest('[data-testid="listing-card"], [data-testid="place-card"]')),
        thumbnail: Boolean(i.closest('a[aria-label^="Photo "]')),
      })),
  );
  const seen = placed.filter((i) => i.top < height);
  expect(seen.length).toBeGreaterThan(0);
  for (const image of seen) expect(image.loading, `${image.src}, in the first screen (${Math.round(image.top)} px), loads at once`).not.toBe("lazy");
  const eagerBelow = placed.filter((i) => i.top >= height && i.loading !== "lazy");
  for (const image of eagerBelow) expect(image.card || image.thumbnail, `${image.src}, below the first screen, waits`).toBe(true);
  expect(eagerBelow.filter((i) => i.card).length, "cards of a first row below the first screen").toBeLessThanOrEqual(3);
  const first = images.filter((i) => i.priority === "high");
  for (const image of first) expect(image.loading, `${image.src} loads at once`).not.toBe("lazy");
  return first.map((image) => image.src);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });


  test("the first home card's photo loads first, the rest of the first screen at once, the others wait", async ({ page }) => {
    await openPage(page, "/");
    const firstCard = page.getByTestId("latest-listings").getByTestId("listing-card").first().locator("img");
    expect(await prioritized(page)).toEqual([await firstCard.getAttribute("src")]);
    const box = await firstCard.boundingBox();
    expect(box!.y).toBeLessThan(740);
  });

  test("the listing's main photo loads first, preloaded from the head with the same srcset; its thumbnails at once", async ({ page, request }) => {
    const { listing } = await pagesToCheck(request);
    await openPage(page, listing);
    const main = page.getByRole("link", { name: "Open the photo viewer" }).locator("img");
    expect(await prioritized(page)).toEqual([await main.getAttribute("src")]);
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute("href", (await main.getAttribute("src"))!);
    await expect(preload).toHaveAttribute("imagesrcset", (await main.getAttribute("srcset"))!);
    await expect(preload).toHaveAttribute("imagesizes", (await main.getAttribute("sizes"))!);
  });

  test("a banner keeps its space while its image is still on the way", async ({ page }) => {
    // The banner images never arrive: the boxes must come from the width and height alone.
    await page.route("**/api/v1/uploads/banners/**", () => undefined);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    for (const position of ["HEADER", "CONTENT_TOP"]) {
      const image = page.getByTestId(`banner-slot-${position}`).locator("img").first();
      // 343 CSS px wide (the page less its padding) at the banner's 1200×200 shape. Polled: without
      // JavaScript the document is loaded before its stylesheet has arrived.
      await expect.poll(async () => (await image.boundingBox())?.width, position).toBeCloseTo(343, 0);
      expect((await image.boundingBox())!.height, position).toBeCloseTo(343 / 6, 0);
    }
  });

  test("the home page hardly moves while it loads (layout shift below 0.1)", async ({ page }) => {
    test.skip(!isJsProject(), "layout shifts are measured by a script in the page");
    // Pictures arrive after the first paint, as on a slow network: a box that waits for its image moves the page.
    await page.route("**/api/v1/uploads/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as Window & { layoutShifts?: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await openPage(page, "/");
    // Every image of the first screen has arrived (and would have moved things by now).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.images].filter((image) => image.getBoundingClientRect().top < innerHeight).every((image) => image.complete),
        ),
      )
      .toBe(true);
    await page.waitForTimeout(500);
    const total = await page.evaluate(() => ((window as Window & { layoutShifts?: number[] }).layoutShifts ?? []).reduce((a, b) => a + b, 0));
    expect(total).toBeLessThan(0.1);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("no picture of the first screen waits on the home and places pages; one loads first", async ({ page }) => {
    for (const path of ["/", "/places"]) {
      await openPage(page, path);
      expect(await prioritized(page), path).toHaveLength(1);
    }
  });
});
