import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { ADMIN, E2E_PORTS, expectFieldError, isJsProject, openPage, signIn, watchEnhancement, withDb } from "./support";

test.beforeEach(async ({ context, page }) => {
  // The cookie notice covers the bottom of the screen, where the forms' buttons are: declined up front.
  const declined = encodeURIComponent(Buffer.from(JSON.stringify("declined")).toString("base64"));
  await context.addCookies([{ name: "cookie_consent", value: declined, url: `http://localhost:${E2E_PORTS.main}` }]);
  await signIn(page, ADMIN.email, ADMIN.password, "/admin");
});

// Both projects share the main server: each adds a currency of its own.
const currency = () =>
  isJsProject() ? { code: "CHF", symbol: "Fr", name: "Swiss franc" } : { code: "SEK", symbol: "kr", name: "Swedish krona" };

test.describe("currencies", () => {
  // A currency left by a failed run would refuse the next run's "Create".
  test.afterEach(async () => {
    await withDb((db) => db.deleteFrom("currencies").where("code", "=", currency().code.toLowerCase()).execute());
  });

  test("an admin adds a currency and the shell's currency selector offers it at once", async ({ page }) => {
    const { code, symbol, name } = currency();
    await openPage(page, "/admin/currencies/create");
    await page.getByLabel("Code", { exact: true }).fill(code);
    await page.getByLabel("Symbol", { exact: true }).fill(symbol);
    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Units per pound (rate from GBP)").fill("1.1");
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page).toHaveURL(/\/admin\/currencies\?notice=created$/);
    await expect(page.getByRole("status")).toHaveText("Created.");
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText(code);

    await openPage(page, "/");
    const bar = page.getByRole("navigation", { name: "Main navigation" });
    const choice = bar.getByRole("button", { name: `${symbol} ${code}` });
    await expect(choice).toHaveAttribute("title", name);
    await choice.click();
    await expect(bar.getByRole("button", { name: `${symbol} ${code}` })).toHaveAttribute("aria-pressed", "true");
    // Listing prices follow with an approximate conversion into the new currency.
    await expect(page.getByText(new RegExp(`≈ ${code}`)).first()).toBeVisible();

    // Deleting it (after confirming) takes it out of the selector again.
    await openPage(page, `/admin/currencies?search=${code}`);
    const row = page.getByRole("row").filter({ hasText: name });
    await row.getByText("Delete", { exact: true }).click();
    await row.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(page.getByRole("status")).toHaveText("Deleted.");
    await openPage(page, "/");
    await expect(
      page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "£ GBP" }),
    ).toHaveAttribute("aria-pressed", "true");
    await expect(
      page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: `${symbol} ${code}` }),
    ).toHaveCount(0);
  });
});

test("an admin creates a promotion plan, after a price with too many decimals is refused at its field", async ({ page }) => {
  const planName = `Spotlight ${test.info().project.name} ${Date.now()}`;
  await openPage(page, "/admin/pricing/create");
  const enhanced = await watchEnhancement(page);
  await page.getByLabel("Name (English)").fill(planName);
  await page.getByLabel("Name (Spanish)").fill("Foco, 5 días");
  await page.getByLabel("Badge granted").selectOption("featured");
  await page.getByLabel("Days").fill("5");
  await page.getByLabel("Price (GBP)").fill("4.999");
  await page.getByLabel("Price (EUR)").fill("5.95");
  await page.getByRole("button", { name: "Create" }).click();
  await expectFieldError(page.getByLabel("Price (GBP)"), "Enter a price from 0 to 100,000 with at most 2 decimals");
  enhanced.expectNothingSent();

  await page.getByLabel("Price (GBP)").fill("4.99");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/admin\/pricing\?notice=created$/);
  const row = page.getByRole("row").filter({ hasText: planName });
  await expect(row).toContainText("Featured");
  await expect(row).toContainText("£4.99");
  await expect(row).toContainText("€5.95");
  const stored = await withDb((db) =>
    db.selectFrom("promotion_plans").selectAll().where("name_en", "=", planName).executeTakeFirstOrThrow(),
  );
  expect(stored).toMatchObject({ flag: "featured", days: 5, price_gbp_minor: 499, price_eur_minor: 595, is_active: 1 });
});

test("an admin exports the filtered newsletter subscribers as a CSV file", async ({ page }) => {
  const tag = `csv${Date.now()}${isJsProject() ? "js" : "nojs"}`;
  await withDb((db) =>
    db
      .insertInto("newsletter_subscribers")
      .values([
        {
          email: `${tag}-a@example.gi`,
          source: "footer",
          language: "en",
          status: "confirmed",
          created_at: "2026-01-02T10:00:00.000Z",
          confirmed_at: "2026-01-02T10:05:00.000Z",
        },
        {
          email: `${tag}-b@example.gi`,
          source: "spring, promo",
          language: "es",
          status: "confirmed",
          created_at: "2026-01-03T10:00:00.000Z",
          confirmed_at: "2026-01-03T11:00:00.000Z",
        },
        {
          email: `${tag}-c@example.gi`,
          source: "footer",
          language: "en",
          status: "pending",
          created_at: "2026-01-04T10:00:00.000Z",
          confirmed_at: null,
        },
      ])
      .execute(),
  );
  await openPage(page, `/admin/newsletter?status=confirmed&search=${tag}`);
  await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-confirmed-\d{4}-\d{2}-\d{2}\.csv$/);
  expect(fs.readFileSync(await download.path(), "utf8")).toBe(
    "email,status,language,source,subscribed_at,confirmed_at\r\n" +
      `${tag}-a@example.gi,confirmed,en,footer,2026-01-02T10:00:00.000Z,2026-01-02T10:05:00.000Z\r\n` +
      `${tag}-b@example.gi,confirmed,es,"spring, promo",2026-01-03T10:00:00.000Z,2026-01-03T11:00:00.000Z\r\n`,
  );
});

test("the map settings refuse a service area whose north edge is not north of its south edge, and keep the stored one", async ({ page }) => {
  const stored = () => withDb((db) => db.selectFrom("settings").select("value").where("key", "=", "map").executeTakeFirst());
  const before = await stored();
  await openPage(page, "/admin/map-settings");
  await expect(page.getByLabel("North edge (latitude)")).toHaveValue("36.158");
  await page.getByLabel("North edge (latitude)").fill("36.1");
  await page.getByRole("button", { name: "Save" }).click();
  await expectFieldError(page.getByLabel("North edge (latitude)"), "The service area's north edge must be north of its south edge");
  expect(await stored()).toEqual(before);
  // The same values again save (other specs place listings inside this area meanwhile).
  await page.getByLabel("North edge (latitude)").fill("36.158");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("status")).toHaveText("Saved.");
  expect(JSON.parse(String((await stored())!.value))).toMatchObject({ area_south: 36.105, area_north: 36.158, area_west: -5.375, area_east: -5.332 });
});
