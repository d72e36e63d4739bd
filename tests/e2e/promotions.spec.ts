import { expect, test } from "@playwright/test";
import { ADMIN, isJsProject, newListing, newUser, openPage, signIn } from "./support";

// Both projects run side by side on one server: every title they create is their own.
const tag = (name: string) => `${name} ${test.info().project.name}-${Date.now().toString(36)}`;

test("a seller orders a promotion, an admin marks it paid, and the FEATURED badge and home tab show it", async ({ page, browser }) => {
  test.slow(); // two browsers: the seller's and the admin's
  const seller = await newUser("main", { first_name: "Seller" });
  const title = tag("Sea kayak");
  const listing = await newListing(seller.id, title);
  await signIn(page, seller.email, seller.password, `/dashboard/promote-listing/${listing.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Promote listing");
  await expect(page.getByText("No promotion is running for this listing.")).toBeVisible();

  // No plan chosen: the browser's own check stops it with JavaScript; the server's without.
  if (!isJsProject()) {
    await page.locator("input[name=plan_id]").evaluateAll((inputs) => inputs.forEach((input) => input.removeAttribute("required")));
    await page.getByRole("button", { name: "Place order" }).click();
    await expect(page.getByText("Choose a promotion plan")).toBeVisible();
  }
  await page.getByLabel(/Featured, 14 days/).check();
  await page.getByRole("button", { name: "Place order" }).click();
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText("Your order is placed. The promotion starts as soon as our team confirms the payment.");
  const orders = page.getByRole("region", { name: "Orders" }).or(page.locator("section", { has: page.getByRole("heading", { name: "Orders" }) }));
  await expect(orders.first()).toContainText("Waiting for payment");
  await expect(orders.first()).toContainText("£6.99");

  // The admin confirms the payment in the back-office.
  const adminContext = await browser.newContext({ javaScriptEnabled: isJsProject() });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, ADMIN.email, ADMIN.password, `/admin/orders?search=${encodeURIComponent(seller.email)}`);
  const row = adminPage.getByRole("row").filter({ hasText: title });
  await expect(row).toContainText("Waiting for payment");
  await row.getByRole("button", { name: "Mark paid" }).click();
  await expect(adminPage.getByRole("status")).toHaveText("Saved.");
  await expect(adminPage.getByRole("row").filter({ hasText: title })).toContainText("Running");
  await adminContext.close();

  await openPage(page, `/dashboard/promote-listing/${listing.id}`);
  await expect(page.getByText(/FEATURED: Featured, 14 days, until/)).toBeVisible();
  await openPage(page, `/listing/${listing.slug}`);
  await expect(page.getByTestId("listing-badge")).toHaveText("FEATURED");
  await openPage(page, "/?tab=featured");
  await expect(page.getByText(title).first()).toBeVisible();
  await openPage(page, "/dashboard/orders");
  await expect(page.getByRole("row").filter({ hasText: title })).toContainText("Running");
});

test("the wizard's last step takes a card payment: checkout on the provider's page, back with the promotion running", async ({ page }) => {
  const server = "payments" as const;
  const seller = await newUser(server);
  const title = tag("Dinghy with trailer");
  const listing = await newListing(seller.id, title, server);
  await signIn(page, seller.email, seller.password, `/listings/wizard/payment/${listing.id}`, server);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Payment");
  await page.getByLabel(/Top of the category, 7 days/).check();
  await page.getByRole("button", { name: "Continue to payment" }).click();

  // The provider's hosted page (a local stand-in), then back to the wizard.
  await expect(page.getByRole("heading", { name: "Pay 9.99 GBP" })).toBeVisible();
  await page.getByRole("button", { name: "Pay" }).click();
  await expect(page).toHaveURL(new RegExp(`/listings/wizard/payment/${listing.id}\\?checkout=success&order=\\d+`));
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText("Payment received. Your promotion is running.");
  await expect(page.getByText(/TOP: Top of the category, 7 days, until/)).toBeVisible();
  await page.getByRole("link", { name: "No thanks, view my listing" }).click();
  await expect(page.getByTestId("listing-badge")).toHaveText("TOP");
});

test("a seller cancels a pending order from the promote page", async ({ page }) => {
  const seller = await newUser("main", { first_name: "Seller" });
  const listing = await newListing(seller.id, tag("Rowing machine"));
  await signIn(page, seller.email, seller.password, `/dashboard/promote-listing/${listing.id}`);
  await page.getByLabel(/Highlighted, 7 days/).check();
  await page.getByRole("button", { name: "Place order" }).click();
  const row = page.getByRole("row").filter({ hasText: "Waiting for payment" });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^Cancel order #\d+$/ }).click();
  await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText("The order was cancelled.");
  await expect(page.getByRole("row").filter({ hasText: "Cancelled" })).toHaveCount(1);
  await expect(page.getByRole("row").filter({ hasText: "Waiting for payment" })).toHaveCount(0);
});
