import { expect, test } from "@playwright/test";
import { openPage } from "./support";

// Behaviour that exists only with JavaScript (progressive enhancement).
test.beforeEach(() => {
  test.skip(test.info().project.name === "no-js", "an enhancement: nothing to check without JavaScript");
});



test("the scroll-to-top button appears after scrolling more than 300px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await openPage(page, "/privacy-policy");
  const button = page.getByRole("button", { name: "Back to top" });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 250));
  await page.waitForTimeout(200);
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 650));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the search popup's Search button is disabled while the query is 1 character", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openPage(page, "/");
  await page.getByLabel("Search filters").click();
  const popupSearch = page.locator("details").filter({ has: page.getByLabel("Category") }).getByRole("button", { name: "Search" });
  await page.locator("#header-search").fill("a");
  await expect(popupSearch).toBeDisabled();
  await page.locator("#header-search").fill("ab");
  await expect(popupSearch).toBeEnabled();
  await page.getByLabel("Sort by").selectOption("price_low");
  await popupSearch.click();
  await expect(page).toHaveURL(/\/search\?q=ab&.*sort_by=price_low/);
});

test("the newsletter form answers in place and returns to idle after 3 seconds", async ({ page }) => {
  await openPage(page, "/weather");
  const form = page.locator("form#newsletter");
  await form.getByLabel("Your e-mail address").fill(`idle-${Date.now()}@example.gi`);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(form.getByText("Successfully subscribed! Check your email.")).toBeVisible();
  await expect(page).toHaveURL(/\/weather$/);
  await expect(form.getByText("Successfully subscribed! Check your email.")).toHaveCount(0, { timeout: 5000 });
});
