import { expect, test } from "@playwright/test";
import { ADMIN, E2E_PORTS, expectFieldError, isJsProject, newListing, newUser, openPage, signIn, watchEnhancement, withDb } from "./support";

// Both projects run side by side on one server: every test names its own records.
const tag = (what: string) => `${what} ${test.info().project.name} ${Date.now()}`;

// The cookie notice covers the bottom of the screen (and the forms' buttons): declined up front.
const declined = encodeURIComponent(Buffer.from(JSON.stringify("declined")).toString("base64"));

test.beforeEach(async ({ context, page }) => {
  await context.addCookies([{ name: "cookie_consent", value: declined, url: `http://localhost:${E2E_PORTS.main}` }]);
  await signIn(page, ADMIN.email, ADMIN.password, "/admin");
});

test("an admin filters the listings, features one, and its badge shows on the public page at once", async ({ page }) => {
  const seller = await newUser("main", { first_name: "Seller" });
  const name = tag("Kayak");
  const published = await newListing(seller.id, `${name} for two paddlers`);
  const draft = await newListing(seller.id, `${name} draft copy`);
  await withDb((db) => db.updateTable("listings").set({ status: "draft" }).where("id", "=", draft.id).execute());

  await openPage(page, "/admin/listings");
  await page.getByLabel("Title", { exact: true }).fill(name);
  // A select's name carries its chosen option ("Status Any").
  await page.getByLabel(/^Status/).selectOption({ label: "Published" });
  await page.getByLabel("Owner (id or e-mail)").fill(seller.email);
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/status=published/);
  const rows = page.getByRole("row").filter({ hasText: name });
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(`${name} for two paddlers`);
  await expect(row).toContainText(seller.email);

  // The action bar applies to the checked rows.
  await row.getByRole("checkbox", { name: `Select “${name} for two paddlers”` }).check();
  await page.getByLabel("With the selected listings").selectOption({ label: "Set FEATURED" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  // Back on the same filtered list, the row shows its badge.
  await expect(page).toHaveURL(/status=published/);
  await expect(page.getByRole("row").filter({ hasText: name }).getByRole("cell", { name: "FEATURED", exact: true })).toBeVisible();
  expect(await withDb((db) => db.selectFrom("listings").select("is_featured").where("id", "=", published.id).executeTakeFirst())).toEqual({ is_featured: 1 });

  await openPage(page, `/listing/${published.slug}`);
  await expect(page.getByTestId("listing-badge")).toHaveText("FEATURED");
});

test("an admin deletes the checked listings once the page has named them, after cancelling once", async ({ page }) => {
  const seller = await newUser("main");
  const name = tag("Tent");
  const rows = [await newListing(seller.id, `${name} one`), await newListing(seller.id, `${name} two`)];
  const kept = await newListing(seller.id, `${name} kept`);
  await openPage(page, `/admin/listings?user=${seller.id}`);
  const askToDelete = async () => {
    for (const row of rows) await page.getByRole("checkbox", { name: `Select “${row.title}”` }).check();
    await page.getByLabel("With the selected listings").selectOption({ label: "Delete" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page.getByRole("alert")).toHaveText("Delete these 2 listings with their photos, saves and reviews? This cannot be undone.");
    for (const row of rows) await expect(page.getByRole("listitem").filter({ hasText: `#${row.id} ${row.title}` })).toBeVisible();
  };
  await askToDelete();
  await page.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByLabel("With the selected listings")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(3);

  await askToDelete();
  await page.getByRole("button", { name: "Yes, delete them" }).click();
  await expect(page.getByRole("status")).toHaveText("Deleted.");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(1);
  const left = await withDb((db) => db.selectFrom("listings").select("id").where("user_id", "=", seller.id).execute());
  expect(left).toEqual([{ id: kept.id }]);
});

test("with JavaScript, one button checks every row of the page, and a badge is set on them all", async ({ page }) => {
  test.skip(!isJsProject(), "the button is an enhancement: without JavaScript each row is checked by itself");
  const seller = await newUser("main");
  const name = tag("Lamp");
  const rows = [await newListing(seller.id, `${name} one`), await newListing(seller.id, `${name} two`), await newListing(seller.id, `${name} three`)];
  await openPage(page, `/admin/listings?user=${seller.id}`);
  const checkAll = page.getByRole("button", { name: "Check all or none" });
  await checkAll.click();
  for (const row of rows) await expect(page.getByRole("checkbox", { name: `Select “${row.title}”` })).toBeChecked();
  await checkAll.click();
  for (const row of rows) await expect(page.getByRole("checkbox", { name: `Select “${row.title}”` })).not.toBeChecked();
  await checkAll.click();
  await page.getByLabel("With the selected listings").selectOption({ label: "Set HOT" });
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  const hot = await withDb((db) => db.selectFrom("listings").select("is_highlighted").where("user_id", "=", seller.id).execute());
  expect(hot).toEqual(rows.map(() => ({ is_highlighted: 1 })));
});

test("an admin creates a listing on behalf of a user: field errors first, then it is published as theirs", async ({ page }) => {
  const seller = await newUser("main", { first_name: "Owner" });
  const title = tag("Gaming laptop");
  await openPage(page, "/admin/listings/create");
  const enhanced = await watchEnhancement(page);
  await page.getByLabel("Owner's e-mail").fill(seller.email);
  await page.getByLabel("Title").fill("Lap");
  await page.getByLabel("Description").fill("Bought last year, still under warranty, with its charger.");
  await page.getByLabel("Category").selectOption({ label: "Electronics › Computers" });
  await page.getByRole("button", { name: "Create" }).click();
  await expectFieldError(page.getByLabel("Title"), "Title must be at least 5 characters");
  enhanced.expectNothingSent();

  // The API's refusal lands at its field too (no account uses this e-mail).
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Owner's e-mail").fill("nobody-at-all@example.gi");
  await page.getByRole("button", { name: "Create" }).click();
  await expectFieldError(page.getByLabel("Owner's e-mail"), "No account uses this e-mail");

  await page.getByLabel("Owner's e-mail").fill(seller.email);
  await page.getByLabel("Price in pounds (leave empty: price on request)").fill("799.5");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/listings\\?user=${seller.id}&notice=created`));
  await expect(page.getByRole("status")).toHaveText("Created.");
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Published");
  await expect(row).toContainText("£799.50");

  const stored = await withDb((db) => db.selectFrom("listings").select(["user_id", "status", "price_gbp_minor", "slug"]).where("title", "=", title).executeTakeFirstOrThrow());
  expect(stored).toMatchObject({ user_id: seller.id, status: "published", price_gbp_minor: 79_950 });
  await openPage(page, `/listing/${stored.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});
