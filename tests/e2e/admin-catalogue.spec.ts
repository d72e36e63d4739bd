import { type Browser, expect, test } from "@playwright/test";
import { createListing } from "../support/content";
import { ADMIN, E2E_PORTS, expectFieldError, isJsProject, newUser, openPage, signIn, withDb } from "./support";

const MAIN = `http://localhost:${E2E_PORTS.main}`;
// The cookie notice covers the bottom of the screen (and the forms' buttons there): declined up front.
const declined = encodeURIComponent(Buffer.from(JSON.stringify("declined")).toString("base64"));

// Both projects run side by side on one server: every name they create is their own.
const suffix = () => `${test.info().project.name}-${Date.now().toString(36)}`;

test.beforeEach(async ({ context, page }) => {
  await context.addCookies([{ name: "cookie_consent", value: declined, url: MAIN }]);
  await signIn(page, ADMIN.email, ADMIN.password, "/admin/categories");
});

/** A second browser, as the test's project runs (with or without JavaScript), signed in as a new seller. */
async function sellerPage(browser: Browser) {
  const seller = await newUser();
  const context = await browser.newContext({ javaScriptEnabled: isJsProject(), baseURL: MAIN });
  await context.addCookies([{ name: "cookie_consent", value: declined, url: MAIN }]);
  const page = await context.newPage();
  await signIn(page, seller.email, seller.password, "/listings/wizard");
  return { context, page };
}

test("an admin builds a category with a subcategory and a dynamic field, lays the field out, and the wizard follows", async ({ page, browser }) => {
  test.slow(); // four admin pages and the seller's wizard, in two browsers
  const name = suffix();
  const top = `Drones ${name}`;
  const sub = `Racing drones ${name}`;
  const label = `Rotor count ${name}`;
  const fieldName = `rotors_${name.replace(/\W/g, "_")}`;

  // The category, from the list page's form.
  await page.getByLabel("Name (English)").fill(top);
  await page.getByLabel("Name (Spanish)").fill(`Drones ES ${name}`);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/admin\/categories\/\d+\/edit\?notice=created/);
  await expect(page.getByRole("status")).toHaveText("Created.");
  const topId = Number(/categories\/(\d+)\//.exec(page.url())![1]);

  // How long its listings run: blank is the default; days outside 1 to 365 are refused at the field.
  await page.getByLabel(/^Listing lifetime in days/).fill("400");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectFieldError(page.getByLabel(/^Listing lifetime in days/), "Listings run from 1 to 365 days");
  await page.getByLabel(/^Listing lifetime in days/).fill("45");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByLabel(/^Listing lifetime in days/)).toHaveValue("45");
  expect(await withDb((db) => db.selectFrom("categories").select("listing_lifetime_days").where("id", "=", topId).executeTakeFirst())).toEqual({ listing_lifetime_days: 45 });

  // Its subcategory, from the category's subcategories page.
  await page.getByRole("link", { name: "0 subcategories" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Subcategories: ${top}`);
  await page.getByLabel("Name (English)").fill(sub);
  await page.getByLabel("Name (Spanish)").fill(`Drones de carreras ${name}`);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page.getByRole("status")).toHaveText("Created.");
  await expect(page.getByRole("row").filter({ hasText: sub })).toContainText(top);

  // The dynamic field: a display type that does not fit its data type is refused at the field.
  await openPage(page, "/admin/dynamic-fields/create");
  await page.getByLabel("Field name").fill(fieldName);
  await page.getByLabel("Label (English)").fill(label);
  await page.getByLabel("Label (Spanish)").fill(`Número de rotores ${name}`);
  await page.getByLabel("Data type").selectOption("INTEGER");
  await page.getByLabel("Display type").selectOption("CHECKBOX");
  await page.getByLabel("Minimum", { exact: true }).fill("3");
  await page.getByRole("button", { name: "Create" }).click();
  await expectFieldError(page.getByLabel("Display type"), "This display type does not fit the data type");
  await page.getByLabel("Display type").selectOption("NUMBER");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/admin\/dynamic-fields\/\d+\/edit\?notice=created/);
  await expect(page.getByLabel("Minimum", { exact: true })).toHaveValue("3");

  // Its place in the top category's layout: first row, two columns wide, a top field.
  await openPage(page, `/admin/categories/${topId}/layout`);
  const add = page.locator("form#layout-add");
  await add.getByLabel("Field", { exact: true }).selectOption({ label: `${label} (${fieldName})` });
  await add.getByLabel("Group", { exact: true }).selectOption({ label: "Key details" });
  await add.getByLabel("Row", { exact: true }).fill("1");
  await add.getByLabel("Column", { exact: true }).fill("1");
  await add.getByLabel("Span", { exact: true }).fill("2");
  await add.getByLabel(/^Top field/).check();
  await page.getByRole("button", { name: "Add a field" }).click();
  await expect(page.getByRole("status")).toHaveText("Created.");
  await expect(page.getByRole("row").filter({ hasText: fieldName })).toBeVisible();
  await expect(page.getByRole("region", { name: "Key details" })).toContainText(label);

  // A seller's wizard: the new subcategory under its category, and the field in its place.
  const seller = await sellerPage(browser);
  await seller.page.locator("form#wizard-category").getByLabel("Category").selectOption({ label: sub });
  await seller.page.getByRole("button", { name: "Save and continue" }).click();
  await expect(seller.page).toHaveURL(/step=details/);
  const group = seller.page.getByRole("group", { name: "Key details" });
  await expect(group.getByLabel(label)).toHaveAttribute("min", "3");
  await expect(group.locator(`[data-field="${fieldName}"]`)).toHaveAttribute("style", /--field-span:\s*2/);
  await seller.context.close();
});

test("deleting a category with listings asks where they go, and moves them", async ({ page }) => {
  const name = `Old gadgets ${suffix()}`;
  const { listingId, vehiclesId } = await withDb(async (db) => {
    const now = new Date().toISOString();
    const category = await db
      .insertInto("categories")
      .values({ slug: name.toLowerCase().replace(/\W+/g, "-"), name_en: name, name_es: name, sort_order: 0, is_active: 1, created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const owner = await db.selectFrom("users").select("id").where("email", "=", ADMIN.email).executeTakeFirstOrThrow();
    const listing = await createListing(db, owner.id, "A gadget that needs a new home");
    await db.updateTable("listings").set({ category_id: category.id }).where("id", "=", listing.id).execute();
    const vehicles = await db.selectFrom("categories").select("id").where("slug", "=", "vehicles").executeTakeFirstOrThrow();
    return { listingId: listing.id, vehiclesId: vehicles.id };
  });

  await openPage(page, `/admin/categories?search=${encodeURIComponent(name)}`);
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByText("Delete", { exact: true }).click();
  await expect(row).toContainText("Its listings, and those of its subcategories, move to the category you choose.");
  await row.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByRole("alert")).toHaveText("Choose a category to move its listings to");

  // With JavaScript the confirmation stays open after the refusal; without it the page is new.
  const again = page.getByRole("row").filter({ hasText: name });
  const moveTo = again.getByLabel("Move its listings to");
  if (!(await moveTo.isVisible())) await again.getByText("Delete", { exact: true }).click();
  await moveTo.selectOption({ label: "Vehicles" });
  await again.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByRole("status")).toHaveText("Deleted.");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  expect(await withDb((db) => db.selectFrom("listings").select("category_id").where("id", "=", listingId).executeTakeFirst())).toEqual({ category_id: vehiclesId });
});

test("an admin creates, renames and deletes a field group on a layout page", async ({ page }) => {
  const name = `Battery ${suffix()}`;
  const vehicles = await withDb((db) => db.selectFrom("categories").select("id").where("slug", "=", "vehicles").executeTakeFirstOrThrow());
  await openPage(page, `/admin/categories/${vehicles.id}/layout`);
  const create = page.locator("form#group-create");
  await create.getByLabel("Name (English)").fill(name);
  await create.getByLabel("Name (Spanish)").fill(`Batería ${name}`);
  await page.getByRole("button", { name: "Create group" }).click();
  await expect(page.getByRole("status")).toHaveText("Created.");

  await page.getByLabel(`Name (English): ${name}`).fill(`${name} pack`);
  await page.getByRole("button", { name: `Save: ${name}` }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  const row = page.getByRole("row").filter({ has: page.getByLabel(`Name (English): ${name} pack`) });
  await expect(row).toHaveCount(1);

  await row.getByText("Delete", { exact: true }).click();
  await row.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByRole("status")).toHaveText("Deleted.");
  await expect(page.getByLabel(`Name (English): ${name} pack`)).toHaveCount(0);
});
