import { expect, test } from "@playwright/test";
import { ADMIN, emailedLink, expectFieldError, openPage, signIn, uniqueEmail, watchEnhancement } from "./support";

test.beforeEach(async ({ page }) => {
  await signIn(page, ADMIN.email, ADMIN.password, "/admin");
});

test("the back-office index shows the totals and the last 30 days as charts, without JavaScript too", { tag: "@server" }, async ({ page }) => {
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Open reports" })).toHaveAttribute("href", "/admin/moderation");
  for (const chart of ["New listings", "New users", "Banner clicks"]) {
    await expect(page.getByRole("img", { name: new RegExp(`^${chart}: \\d+$`) })).toBeVisible();
  }
  // The sidebar opens the main site in a new tab and offers the wizard to test.
  await expect(page.getByRole("link", { name: "View Main Site ↗" })).toHaveAttribute("target", "_blank");
  await expect(page.getByRole("link", { name: "Test wizard" })).toHaveAttribute("href", "/listings/wizard");
});

test("an admin creates an account, sees the field errors first, finds it in the list and the audit log", async ({ page }) => {
  const email = uniqueEmail("admin-made");
  await openPage(page, "/admin/users/create");
  const enhanced = await watchEnhancement(page);
  await page.getByLabel("First name").fill("R");
  await page.getByLabel("Last name").fill("Bautista");
  await page.getByLabel("E-mail").fill(email);
  await page.getByRole("button", { name: "Create" }).click();
  await expectFieldError(page.getByLabel("First name"), "First name must be at least 2 characters long");
  enhanced.expectNothingSent();

  await page.getByLabel("First name").fill("Rosa");
  // An account an admin makes is verified from the start: there is no box for it.
  await expect(page.getByLabel("Verified")).toHaveCount(0);
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+\/edit\?notice=created/);
  await expect(page.getByRole("status")).toHaveText("Created.");
  // Without a password, the new user is e-mailed a link to choose one.
  expect(await emailedLink(email, "/reset-password")).toContain("token=");

  await openPage(page, `/admin/users?search=${encodeURIComponent(email)}`);
  const row = page.getByRole("row").filter({ hasText: email });
  await expect(row).toContainText("Rosa Bautista");
  await openPage(page, "/admin/audit-log?entity=user");
  await expect(page.getByRole("row").filter({ hasText: `Created ${email}` })).toContainText(ADMIN.email);
});

test("an admin edits an account's flags; a taken e-mail is refused at its field", async ({ page }) => {
  const email = uniqueEmail("admin-edit");
  await openPage(page, "/admin/users/create");
  await page.getByLabel("First name").fill("Pepe");
  await page.getByLabel("Last name").fill("Olivero");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password (optional)").fill("pepe-password-1");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/admin\/users\/\d+\/edit/);

  await page.getByLabel("E-mail").fill(ADMIN.email);
  await page.getByRole("button", { name: "Save" }).click();
  await expectFieldError(page.getByLabel("E-mail"), "An account with this email already exists");

  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Business", { exact: true }).check();
  await page.getByLabel("Business name").fill("Olivero Cakes");
  await page.getByLabel("Active").uncheck();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  await expect(page.getByLabel("Business name")).toHaveValue("Olivero Cakes");
  await expect(page.getByLabel("Active")).not.toBeChecked();

  await openPage(page, `/admin/users?search=${encodeURIComponent(email)}&is_active=false`);
  await expect(page.getByRole("row").filter({ hasText: email })).toContainText("Olivero Cakes");
});

test("back-office pages with wide tables do not scroll sideways at 1280 pixels", { tag: "@server" }, async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, ADMIN.email, ADMIN.password, "/admin/media");
  for (const path of ["/admin/media", "/admin/listings", "/admin/users", "/admin/audit-log"]) {
    await openPage(page, path);
    const [scrollWidth, clientWidth] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
    expect(scrollWidth, path).toBeLessThanOrEqual(clientWidth);
  }
});
