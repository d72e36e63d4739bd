import AxeBuilder from "@axe-core/playwright";
import { type Page, expect, test } from "@playwright/test";
import { isJsProject, newUser, openPage, signIn, watchEnhancement } from "./support";

// Redirects, guards and every page's status and heading as the server sends them: tests/api/pages-shell.test.ts.
test.describe("guards", () => {
  test("a visitor on /dashboard is sent to /auth and comes back after signing in", async ({ page }) => {
    await openPage(page, "/dashboard?section=favorites");
    await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fdashboard%3Fsection%3Dfavorites/);
    const user = await newUser("main", { first_name: "Nadia" });
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard\?section=favorites$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Favourites");
    await expect(page.getByText("Welcome, Nadia")).toBeVisible();
  });
});

test.describe("language, currency and cookies", () => {
  test("switching to Spanish translates the page and sticks", async ({ page }) => {
    await openPage(page, "/categories");
    const enhancement = await watchEnhancement(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "ES", exact: true }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categorías");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // With JavaScript the whole page changes language in place.
    await expect(page.getByRole("banner").getByRole("link", { name: "PUBLICAR ANUNCIO" })).toBeVisible();
    await enhancement.expectSameDocument();
    await page.goto("/weather");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("El tiempo en Gibraltar");
  });

  test("a ?lng=es URL shows Spanish, the following pages stay Spanish, and the selector switches back", async ({ page }) => {
    // Several page loads: more than the default 30 s on a busy machine.
    test.slow();
    await page.goto("/weather");
    const spanishUrl = await page.locator('link[rel="alternate"][hreflang="es"]').getAttribute("href");
    await openPage(page, spanishUrl!);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("El tiempo en Gibraltar");

    // A plain link (no parameter): the language cookie set by the ?lng= page keeps Spanish.
    await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("link", { name: "Lugares" }).click();
    await expect(page).toHaveURL(/\/places$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lugares");
    await page.goto("/categories");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categorías");

    // Choosing English on a ?lng=es page is not overruled by its parameter.
    await openPage(page, "/categories?lng=es");
    await page.getByRole("navigation", { name: "Navegación principal" }).getByRole("button", { name: "EN", exact: true }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("on a phone the menu's language and currency buttons change the page and are remembered", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, "/categories");
    // The main navigation is the phone's menu: hidden until the menu button opens it.
    const menu = page.locator("#main-navigation");
    const openMenu = async () => {
      if (!(await menu.isVisible())) await page.getByTestId("mobile-menu-toggle").click();
      await expect(menu).toBeVisible();
    };
    const pressed = (name: string) => menu.getByRole("button", { name, exact: true, includeHidden: true });
    await expect(menu).toBeHidden();
    await openMenu();
    await menu.getByRole("button", { name: "ES", exact: true }).click();
    await expect(page).toHaveURL(/\/categories$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categorías");
    await openMenu();
    await menu.getByRole("button", { name: "€ EUR", exact: true }).click();
    await expect(pressed("€ EUR")).toHaveAttribute("aria-pressed", "true");
    await page.goto("/categories");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(pressed("€ EUR")).toHaveAttribute("aria-pressed", "true");
    await expect(pressed("ES")).toHaveAttribute("aria-pressed", "true");
  });

  test("the first visit follows the browser's Accept-Language", { tag: "@server" }, async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-ES", extraHTTPHeaders: { "Accept-Language": "es-ES,es;q=0.9" } });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compra, vende y descubre en Gibraltar");
    await context.close();
  });

  test("choosing a currency is remembered", async ({ page }) => {
    await openPage(page, "/");
    const enhancement = await watchEnhancement(page);
    const bar = page.getByRole("navigation", { name: "Main navigation" });
    await expect(bar.getByRole("button", { name: "£ GBP" })).toHaveAttribute("aria-pressed", "true");
    await bar.getByRole("button", { name: "€ EUR" }).click();
    await expect(bar.getByRole("button", { name: "€ EUR" })).toHaveAttribute("aria-pressed", "true");
    await enhancement.expectSameDocument();
    await page.reload();
    await expect(page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "€ EUR" })).toHaveAttribute("aria-pressed", "true");
  });

  for (const choice of ["Accept All", "Decline"]) {
    test(`the cookie banner stays away after ${choice}`, async ({ page }) => {
      await openPage(page, "/places");
      const enhancement = await watchEnhancement(page);
      const banner = page.getByTestId("cookie-banner");
      await expect(banner).toBeVisible();
      await expect(banner.getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/privacy-policy");
      await banner.getByRole("button", { name: choice }).click();
      await expect(page).toHaveURL(/\/places$/);
      await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
      await enhancement.expectSameDocument();
      await page.reload();
      await page.goto("/weather");
      await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    });
  }
});

test.describe("layout", () => {
  test("below 768px the bottom bar shows and the desktop search box does not", { tag: "@server" }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(page.getByTestId("bottom-bar")).toBeVisible();
    await expect(page.locator("#header-search")).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeHidden();
    const bottom = page.getByTestId("bottom-bar");
    for (const label of ["Home", "Search", "Ad", "Places", "Login"]) await expect(bottom.getByRole("link", { name: label })).toBeVisible();
  });

  test("the bottom bar marks the section the page is in, and follows the visitor from page to page", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openPage(page, "/places");
    const bottom = page.getByTestId("bottom-bar");
    await expect(bottom.getByRole("link", { name: "Places" })).toHaveAttribute("aria-current", "page");
    await expect(bottom.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", /.*/);
    await bottom.getByRole("link", { name: "Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(bottom.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
    // Home is marked on the home page only (`end`); Places under its own path too.
    await expect(bottom.getByRole("link", { name: "Places" })).not.toHaveAttribute("aria-current", /.*/);
    await openPage(page, "/places?category=restaurants");
    await expect(bottom.getByRole("link", { name: "Places" })).toHaveAttribute("aria-current", "page");
    await expect(bottom.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", /.*/);
  });

  test("the mobile menu's Categories drills into subcategories: a drawer with JavaScript, the category directory without", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openPage(page, "/");
    await page.getByTestId("mobile-menu-toggle").click();
    const menu = page.getByRole("navigation", { name: "Main navigation" });
    await expect(menu).toBeVisible();
    if (isJsProject()) {
      await menu.getByRole("button", { name: "Categories" }).click();
      const drawer = page.getByRole("navigation", { name: "Categories" });
      await expect(drawer).toBeVisible();
      await drawer.locator("summary", { hasText: "Vehicles" }).click();
      await drawer.getByRole("link", { name: "Cars" }).click();
    } else {
      await menu.getByRole("link", { name: "Categories" }).click();
      await expect(page).toHaveURL(/\/categories$/);
      await page.getByRole("list", { name: "Subcategories of Vehicles" }).getByRole("link", { name: /^Cars/ }).click();
    }
    await expect(page).toHaveURL(/\/category\/cars/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cars");
  });

  test("on a desktop the header search box shows and the bottom bar does not", { tag: "@server" }, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.locator("#header-search")).toBeVisible();
    await expect(page.getByTestId("bottom-bar")).toBeHidden();
  });

  test("the categories drawer lists the real category tree once, drawn in the browser; without JavaScript the page carries no tree", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPage(page, "/");
    const secondBar = page.getByRole("navigation", { name: "Main navigation" });
    if (!isJsProject()) {
      await expect(page.locator("nav#category-drawer")).toHaveCount(0);
      await expect(page.locator(`a[href="/category/cars"]`)).toHaveCount(0);
      await expect(secondBar.getByRole("link", { name: "Categories" })).toHaveAttribute("href", "/categories");
      return;
    }
    // One tree in the document, whatever opens it (second bar on desktops, menu on phones).
    await expect(page.locator("nav#category-drawer")).toHaveCount(1);
    await expect(page.locator(`a[href="/category/cars"]`)).toHaveCount(1);
    await secondBar.getByRole("button", { name: "Categories" }).click();
    const drawer = page.getByRole("navigation", { name: "Categories" });
    await expect(drawer).toBeVisible();
    await drawer.locator("summary", { hasText: "Property for Sale" }).click();
    await drawer.getByRole("link", { name: "Apartments" }).click();
    await expect(page).toHaveURL(/\/category\/apartments/);
    await expect(drawer).toBeHidden();
  });

  test("a link followed while the page still discovers its routes reaches its page, never a 'Page not found'", async ({ page }) => {
    test.skip(!isJsProject(), "route discovery and the drawer's tree are JavaScript's");
    // A slow network: every route-discovery answer arrives late. The category tree, asked for as
    // the page hydrates, must not wait on one (a fetcher did, and its late 404 replaced the page).
    let discoveries = 0;
    await page.route("**/__manifest?**", async (route) => {
      discoveries += 1;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue().catch(() => undefined);
    });
    await openPage(page, "/places");
    const chips = page.getByRole("navigation", { name: "Place categories" });
    await chips.getByRole("link", { name: /^Beaches/ }).click();
    await expect(page).toHaveURL(/category=beaches/);
    await expect(chips.getByRole("link", { name: /^Beaches/ })).toHaveAttribute("aria-current", "page");
    // Past the late answers: the page is still the list, and the drawer has the whole tree.
    await page.waitForTimeout(2_000);
    expect(discoveries).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Places");
    await expect(page.locator(`nav#category-drawer a[href="/category/cars"]`)).toHaveCount(1);
  });

  test("the header search goes to /search and explains a short query", async ({ page }) => {
    await page.goto("/");
    await page.locator("#header-search").fill("a");
    await page.locator("#header-search").press("Enter");
    await expect(page).toHaveURL(/\/search\?q=a/);
    await expect(page.getByText("Search query must be at least 2 characters")).toBeVisible();
  });

  test("the account menu shows the Admin Panel link to an admin only", async ({ page }) => {
    const { ADMIN } = await import("./support");
    await signIn(page, ADMIN.email, ADMIN.password);
    await page.getByTestId("account-menu").click();
    await expect(page.getByRole("link", { name: "Admin Panel" })).toBeVisible();
    await page.getByRole("link", { name: "Admin Panel" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("link", { name: "View Main Site ↗" })).toHaveAttribute("target", "_blank");
  });

  test("the header's menus open one at a time: the search filters close the account menu", async ({ page }) => {
    test.skip(!isJsProject(), "without JavaScript the filters are a link to the search page");
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.getByTestId("account-menu").click();
    await expect(page.getByRole("button", { name: "Log out" })).toBeVisible();
    await page.getByLabel("Search filters").click();
    await expect(page.locator("#search-category")).toBeVisible();
    await expect(page.getByRole("button", { name: "Log out" })).toBeHidden();
    await page.getByTestId("account-menu").click();
    await expect(page.locator("#search-category")).toBeHidden();
  });

  for (const [name, viewport] of [["a phone", { width: 390, height: 844 }], ["a desktop", { width: 1280, height: 800 }]] as const) {
    test(`on ${name} the cookie banner never covers a page's last button, even fully scrolled`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const { ADMIN } = await import("./support");
      await signIn(page, ADMIN.email, ADMIN.password, "/admin/banners/create");
      await openPage(page, "/admin/banners/create");
      await expect(page.getByTestId("cookie-banner")).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      // A trial click fails when another element (the banner) would take the click.
      await page.getByRole("button", { name: "Create", exact: true }).click({ trial: true, timeout: 3000 });
    });
  }

  test("logging out is a form post that ends the session", async ({ page }) => {
    const user = await newUser();
    await signIn(page, user.email, user.password);
    await page.getByTestId("account-menu").click();
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page.getByRole("link", { name: "Login" }).first()).toBeVisible();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/auth/);
  });

  // axe over a page takes seconds: the pages signed out and signed in are two tests.
  const violationsOf = async (page: Page, path: string) => {
    await openPage(page, path);
    const results = await new AxeBuilder({ page }).analyze();
    return results.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`);
  };
  const firstListing = (page: Page) =>
    page.request.get("/api/v1/listings?limit=1").then(async (r) => ((await r.json()) as { listings: Array<{ id: number; slug: string }> }).listings[0]!);

  test("every page type has no serious or critical accessibility violation, signed out", async ({ page }) => {
    test.skip(!isJsProject(), "axe runs as a script inside the page");
    test.slow(); // axe over a dozen pages
    const listing = await firstListing(page);
    const visitorPages = ["/", "/categories", "/category/property-for-sale", "/category/property-for-sale?view=map", "/search?q=apartment", "/search?q=apartment&view=map", "/places", "/weather", "/auth", "/contact", `/listing/${listing.slug}`];
    const found: string[] = [];
    for (const path of visitorPages) found.push(...(await violationsOf(page, path)));
    expect(found).toEqual([]);
  });

  test("every page type has no serious or critical accessibility violation, signed in", async ({ page }) => {
    test.skip(!isJsProject(), "axe runs as a script inside the page");
    test.slow(); // axe over a dozen pages
    const { ADMIN } = await import("./support");
    const listing = await firstListing(page);
    const signedInPages = ["/", "/dashboard", "/dashboard?section=messages", "/listings/wizard", `/dashboard/edit-listing/${listing.id}`, "/saved-searches", "/places/create", "/admin", "/admin/banners/create"];
    await signIn(page, ADMIN.email, ADMIN.password);
    const found: string[] = [];
    for (const path of signedInPages) found.push(...(await violationsOf(page, path)));
    expect(found).toEqual([]);
  });
});

test.describe("every page hydrates", () => {
  // The server's answer for each page is checked in tests/api/pages-shell.test.ts; here the browser
  // bundle of each loads and hydrates without an error (no server-only code left in it).
  const pages = ["/", "/categories", "/category/property-for-sale", "/places", "/weather", "/search", "/auth", "/privacy-policy", "/terms-of-service", "/contact", "/email-sent?email=a%40b.gi", "/verify-email", "/reset-password", "/listing/no-such-listing"];
  const signedInPages = ["/listings/wizard", "/places/create", "/dashboard", "/dashboard?section=messages", "/dashboard/bulk-listings"];
  test("every page, visitor's and signed-in, hydrates without an error", async ({ page }) => {
    test.skip(!isJsProject(), "hydration is JavaScript's");
    // Some twenty page loads, hydration included: more than the default 30 s on a busy machine.
    test.slow();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
    const hydrated = async (path: string) => {
      await page.goto(path);
      await expect(page.locator("html[data-hydrated]"), path).toHaveCount(1);
    };
    for (const path of pages) await hydrated(path);
    const user = await newUser();
    await signIn(page, user.email, user.password);
    for (const path of signedInPages) await hydrated(path);
    expect(errors).toEqual([]);
  });
});
