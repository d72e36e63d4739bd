import { expect, test } from "@playwright/test";
import { newListing, newUser, openPage, signIn, withDb } from "./support";

// News of saved listings, with and without JavaScript: a price drop reaches the buyer who saved
// the listing (header badge, favourites section), and the e-mails about it can be turned off.

test("a buyer sees a price drop of a listing they saved, and the badge goes once it is read", async ({ page }) => {
  const seller = await newUser();
  const buyer = await newUser();
  const title = `Folding bike ${Date.now()}`;
  const listing = await newListing(seller.id, title);
  await withDb(async (db) => {
    await db.updateTable("listings").set({ price_gbp_minor: 100_000, selected_currency: "gbp" }).where("id", "=", listing.id).execute();
    await db.insertInto("favorites").values({ user_id: buyer.id, listing_id: listing.id, created_at: new Date().toISOString() }).execute();
  });
  // The seller lowers the price through the API, as the edit page does.
  const login = await page.request.post("/api/v1/auth/login", { data: { email: seller.email, password: seller.password } });
  const { access_token } = (await login.json()) as { access_token: string };
  const patched = await page.request.patch(`/api/v1/listings/${listing.id}`, { data: { price_gbp: 800 }, headers: { Authorization: `Bearer ${access_token}` } });
  expect(patched.status()).toBe(200);

  await signIn(page, buyer.email, buyer.password, "/");
  const badge = page.getByRole("link", { name: "News about listings you saved (1)" });
  await expect(badge).toBeVisible();
  await badge.click();
  const news = page.getByTestId("favorite-news");
  await expect(news).toContainText(`NEW Price down from £1,000 to £800: ${title}`);
  await openPage(page, "/dashboard?section=favorites");
  await expect(page.getByRole("link", { name: /News about listings you saved/ })).toHaveCount(0);
  await expect(page.getByTestId("favorite-news")).not.toContainText("NEW");
});

test("the e-mails about saved listings can be turned off in the settings", async ({ page }) => {
  const user = await newUser();
  await signIn(page, user.email, user.password, "/dashboard?section=settings");
  const box = page.getByLabel("E-mail me when a listing I saved drops its price, sells, is reserved or expires");
  await expect(box).toBeChecked();
  await box.uncheck();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Your preferences have been saved.")).toBeVisible();
  await expect(page.getByLabel("E-mail me when a listing I saved drops its price, sells, is reserved or expires")).not.toBeChecked();
  const stored = await withDb((db) => db.selectFrom("users").select("email_on_favorite_updates").where("id", "=", user.id).executeTakeFirstOrThrow());
  expect(stored.email_on_favorite_updates).toBe(0);
});
