import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { openSqlite } from "../../api/db/database.js";
import { e2eDataDir } from "../support/template.js";
import { newUser, openPage } from "./support";

const isJs = () => test.info().project.name === "js";

const COUNT = 23;

/**
 * A category of this test's own (under "Property for Sale", so it has the property fields) with
 * 23 published listings: listing i costs £1,000·i (listing 23 has no price), has i % 5 bedrooms
 * and is i minutes younger than listing 1. The js and no-js projects each make their own.
 */
async function browseCategory(tag: string) {
  const user = await newUser();
  const database = openSqlite(path.join(e2eDataDir("main"), "app.db"));
  try {
    const db = database.db;
    const now = new Date().toISOString();
    const slug = `e2e-browse-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
    const parent = await db.selectFrom("categories").select("id").where("slug", "=", "property-for-sale").executeTakeFirstOrThrow();
    const category = await db
      .insertInto("categories")
      .values({ parent_id: parent.id, slug, name_en: `Browse ${tag}`, name_es: `Explorar ${tag}`, description_en: "Homes for the browse tests.", sort_order: 99, is_active: 1, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const bedrooms = await db.selectFrom("field_definitions").select("id").where("field_name", "=", "bedrooms").executeTakeFirstOrThrow();
    const start = Date.parse("2026-02-01T00:00:00.000Z");
    for (let i = 1; i <= COUNT; i++) {
      const created = new Date(start + i * 60_000).toISOString();
      const listing = await db
        .insertInto("listings")
        .values({
          slug: `${slug}-${i}`, user_id: user.id, category_id: category.id, title: `${tag} home ${String(i).padStart(2, "0")}`,
          description: "A home for the browse tests.", address: `${i} Browse Street`, selected_currency: "gbp",
          price_gbp_minor: i === COUNT ? null : i * 100_000, status: "published", is_top: 0, is_featured: 0, is_highlighted: 0,
          views_count: 0, published_at: created, created_at: created, updated_at: created,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db.insertInto("listing_field_values").values({ listing_id: listing.id, field_id: bedrooms.id, value_number: i % 5 }).execute();
    }
    return { slug, name: `Browse ${tag}` };
  } finally {
    await database.close();
  }
}

/** The category page's filter form (the search popup has fields of the same names). */
const filters = (page: Page) => page.getByRole("form", { name: "Filters" });
const cards = (page: Page) => page.getByTestId("listing-card");
/** The titles of the cards shown ("<tag> home NN"), in order. */
const cardTitles = async (page: Page) =>
  (await cards(page).allTextContents()).map((text) => /\S+ home \d\d/.exec(text)?.[0] ?? text);

/** Submits the filter form: with JavaScript a sort change applies by itself, without it Apply does. */
async function apply(page: Page) {
  await filters(page).getByRole("button", { name: "Apply" }).click();
}

test("/categories lists every category with its count and subcategories", { tag: "@server" }, async ({ page, request }) => {
  const tree = (await (await request.get("/api/v1/categories")).json()) as Array<{
    slug: string; name_en: string; listing_count: number; children: Array<{ name_en: string; listing_count: number }>;
  }>;
  for (const path of ["/categories", "/listings"]) {
    await openPage(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Categories");
    const directory = page.getByTestId("category-directory");
    const vehicles = tree.find((c) => c.slug === "vehicles")!;
    const card = directory.locator(":scope > li").filter({ has: page.getByRole("link", { name: vehicles.name_en, exact: true }) });
    await expect(card).toContainText(`${vehicles.listing_count} listings`);
    const subs = card.getByRole("list", { name: `Subcategories of ${vehicles.name_en}` }).getByRole("link");
    await expect(subs).toHaveCount(vehicles.children.length);
    await expect(subs.first()).toContainText(`${vehicles.children[0]!.name_en}${vehicles.children[0]!.listing_count}`);
    await expect(directory.locator(":scope > li")).toHaveCount(tree.length);
  }
});

test("a category page filters by price and by a dynamic field through its form, keeping state in the URL", async ({ page }) => {
  const category = await browseCategory(`filter-${test.info().project.name}`);
  await openPage(page, `/category/${category.slug}`);
  await expect(page).toHaveTitle(`${category.name} | Gibraltar Marketplace`);
  const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
  await expect(crumbs.getByRole("link", { name: "Property for Sale" })).toHaveAttribute("href", "/category/property-for-sale");
  await expect(page.getByTestId("browse-total")).toHaveText(`${COUNT} listings`);
  await expect(cards(page)).toHaveCount(20);

  await filters(page).getByLabel("Minimum price (£)").fill("5000");
  await filters(page).getByLabel("Maximum price (£)").fill("12000");
  await apply(page);
  await expect(page).toHaveURL(/price_min=5000/);
  await expect(page).toHaveURL(/price_max=12000/);
  // Listings 5..12, newest first.
  await expect(page.getByTestId("browse-total")).toHaveText("8 listings");
  expect(await cardTitles(page)).toEqual([12, 11, 10, 9, 8, 7, 6, 5].map((i) => `filter-${test.info().project.name} home ${String(i).padStart(2, "0")}`));

  // The form shows the state it came from and adds the bedrooms filter to it.
  await expect(filters(page).getByLabel("Minimum price (£)")).toHaveValue("5000");
  await filters(page).getByLabel("Bedrooms: minimum").fill("3");
  await apply(page);
  await expect(page).toHaveURL(/df_bedrooms_min=3/);
  await expect(page).toHaveURL(/price_min=5000/);
  // Of 5..12, bedrooms (i % 5) of at least 3: 8, 9.
  await expect(page.getByTestId("browse-total")).toHaveText("2 listings");
  await expect(filters(page).getByLabel("Bedrooms: minimum")).toHaveValue("3");

  // Reloading the URL gives the same page.
  await page.reload();
  await expect(page.getByTestId("browse-total")).toHaveText("2 listings");

  await filters(page).getByLabel("Minimum price (£)").fill("999999");
  await apply(page);
  await expect(page.getByText("No listings available")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  await page.getByRole("link", { name: "Clear" }).click();
  await expect(page).toHaveURL(new RegExp(`/category/${category.slug}$`));
  await expect(page.getByTestId("browse-total")).toHaveText(`${COUNT} listings`);
});

test("the sort changes the order, pages move with the query kept, and the view toggles", async ({ page }) => {
  const tag = `sort-${test.info().project.name}`;
  const title = (i: number) => `${tag} home ${String(i).padStart(2, "0")}`;
  const category = await browseCategory(tag);
  await openPage(page, `/category/${category.slug}`);
  expect((await cardTitles(page))[0]).toBe(title(COUNT));

  await filters(page).getByLabel("Sort by").selectOption("price_high");
  if (!isJs()) await apply(page);
  await expect(page).toHaveURL(/sort=price_high/);
  await expect.poll(async () => (await cardTitles(page))[0]).toBe(title(COUNT - 1));

  await filters(page).getByLabel("Sort by").selectOption("oldest");
  if (!isJs()) await apply(page);
  await expect(page).toHaveURL(/sort=oldest/);
  await expect.poll(async () => (await cardTitles(page))[0]).toBe(title(1));

  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  await pages.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).toHaveURL(/sort=oldest/);
  await expect.poll(() => cardTitles(page)).toEqual([title(21), title(22), title(23)]);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await pages.getByRole("link", { name: "Previous" }).click();
  await expect.poll(async () => (await cardTitles(page))[0]).toBe(title(1));

  await page.getByRole("link", { name: "List", exact: true }).click();
  await expect(page).toHaveURL(/view=list/);
  await expect(page).toHaveURL(/sort=oldest/);
  await expect(page.getByRole("link", { name: "List", exact: true })).toHaveAttribute("aria-current", "true");
  // The list view lays cards out in rows: wider than they are tall.
  const box = (await cards(page).first().boundingBox())!;
  expect(box.width).toBeGreaterThan(box.height * 2);
  // Applying filters keeps the chosen view.
  await filters(page).getByLabel("Maximum price (£)").fill("3000");
  await apply(page);
  await expect(page).toHaveURL(/view=list/);
  await expect(cards(page)).toHaveCount(3);
  await page.getByRole("link", { name: "Grid", exact: true }).click();
  await expect(page).not.toHaveURL(/view=list/);
  await expect(page).toHaveURL(/price_max=3000/);
});

test("below 768px the filter panel is folded into Filters and opens without JavaScript", { tag: "@server" }, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openPage(page, "/category/vehicles");
  const applyButton = page.locator("form[aria-label='Filters'] button[type=submit]");
  await expect(applyButton).toHaveCount(1);
  await expect(applyButton).toBeHidden();
  await page.locator("summary", { hasText: "Filters" }).click();
  await expect(applyButton).toBeVisible();
});

test("an unknown category slug is the not-found page", { tag: "@server" }, async ({ page }) => {
  const response = await page.goto("/category/no-such-category");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Category not found")).toBeVisible();
});
