import path from "node:path";
import fs from "node:fs";
import { type Page, expect, test } from "@playwright/test";
import { openSqlite } from "../../api/db/database.js";
import { e2eDataDir } from "../support/template.js";
import { newUser, openPage, signIn } from "./support";

/** The review step publishes; the last step offers promotion, and the seller skips it. */
async function publishAndSkipPromotion(page: Page) {
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/listings\/wizard\/payment\/\d+/);
  await expect(page.getByText("Your listing is published.")).toBeVisible();
  await page.getByRole("link", { name: "No thanks, view my listing" }).click();
}

/** A real JPEG from the seeded uploads, to upload as a listing photo. */
function aPhoto() {
  const dir = path.join(e2eDataDir("main"), "uploads", "locations");
  return path.join(dir, fs.readdirSync(dir).find((name) => name.endsWith(".jpg"))!);
}

test("post an ad through every step, with a refresh on the way, and see it published", async ({ page }) => {
  test.slow(); // six steps, a photo upload and a refresh: about 20 s alone, more in a busy suite
  const user = await newUser();
  await signIn(page, user.email, user.password, "/listings/wizard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Post an ad");

  await page.locator("form#wizard-category").getByLabel("Category").selectOption({ label: "Apartments" });
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/step=details/);

  const title = `Sunny flat in Ocean Village ${Date.now()}`;
  await page.getByLabel("Title").fill("Flat");
  await page.getByLabel("Description").fill("Bright two-bedroom flat with a terrace and marina views, close to the shops.");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByText("Title must be at least 5 characters")).toBeVisible();
  await page.getByLabel("Title").fill(title);
  await page.getByLabel(/^Bedrooms/).fill("2");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/step=photos/);

  // A refresh (or a lost connection) loses nothing: the draft is on the server.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Photos", level: 2 })).toBeVisible();
  if (test.info().project.name === "js") await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel(/^Photos \(JPEG/).setInputFiles(aPhoto());
  if (test.info().project.name === "js") {
    // With JavaScript the photo goes up as soon as it is chosen, with a progress bar.
    await expect(page.getByRole("progressbar", { name: /^Uploading / })).toHaveAttribute("value", "1");
  } else {
    await page.getByRole("button", { name: "Upload photos" }).click();
    await expect(page.getByText("Your photos have been added.")).toBeVisible();
  }
  await expect(page.getByText("Cover photo")).toBeVisible();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/step=location/);

  await page.getByLabel("Address", { exact: true }).fill("Ocean Village, Gibraltar GX11 1AA");
  await page.getByLabel("Latitude").fill("36.1435");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page.getByText("Give both latitude and longitude")).toBeVisible();
  await page.getByLabel("Longitude").fill("-5.3505");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/step=price/);

  await page.getByLabel("Price in pounds (£)").fill("1250");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/step=review/);
  await expect(page.getByText(title)).toBeVisible();

  await publishAndSkipPromotion(page);
  await expect(page).toHaveURL(/\/listing\/sunny-flat-in-ocean-village/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByTestId("listing-price")).toContainText("£1,250");
  await expect(page.getByTestId("listing-overview")).toContainText("Bedrooms");
  await expect(page.getByText("Ocean Village, Gibraltar GX11 1AA").first()).toBeVisible();
  await expect(page.getByText("This is your listing.")).toBeVisible();
});

test("a draft can be resumed from the wizard's start", async ({ page }) => {
  const user = await newUser();
  await signIn(page, user.email, user.password, "/listings/wizard");
  await page.locator("form#wizard-category").getByLabel("Category").selectOption({ label: "Cars" });
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.getByLabel("Title").fill("Blue hatchback, one owner");
  await page.getByLabel("Description").fill("Reliable small car, full service history, ideal for Gibraltar streets.");
  // The URL already names this step, so wait for the save itself before leaving the page.
  const saved = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: "Save and continue" }).click();
  await saved;
  // Required vehicle fields are checked by the server against the category's definitions.
  await expect(page).toHaveURL(/step=details|step=photos/);

  await openPage(page, "/listings/wizard");
  await page.getByRole("link", { name: "Blue hatchback, one owner" }).click();
  await expect(page).toHaveURL(/\/listings\/wizard\?id=\d+/);
});

test("an incomplete profile is asked to be completed first", async ({ page }) => {
  const user = await newUser();
  const database = openSqlite(path.join(e2eDataDir("main"), "app.db"));
  await database.db.updateTable("users").set({ phone: null }).where("id", "=", user.id).execute();
  await database.close();
  page.on("dialog", (dialog) => void dialog.dismiss());
  await signIn(page, user.email, user.password, "/listings/wizard");
  await expect(page.getByText(/Please complete your profile/)).toBeVisible();
  await expect(page.getByRole("link", { name: "Complete my profile" })).toHaveAttribute("href", "/dashboard?section=profile");
});

test("with JavaScript a click on the map fills the coordinates", async ({ page }) => {
  test.skip(test.info().project.name === "no-js", "the map picker is an enhancement; the typed fields are tested above");
  const { newListing } = await import("./support");
  const owner = await newUser();
  const listing = await newListing(owner.id, "Kayak with paddle and vest");
  await signIn(page, owner.email, owner.password);
  await openPage(page, `/listings/wizard?id=${listing.id}&step=location`);
  const picker = page.getByTestId("location-picker");
  await expect(picker.locator(".leaflet-container, .leaflet-pane").first()).toBeAttached();
  await picker.click({ position: { x: 60, y: 60 } });
  await expect(page.getByLabel("Latitude")).toHaveValue(/^36\.\d+$/);
  await expect(page.getByLabel("Longitude")).toHaveValue(/^-5\.\d+$/);
});

test("every kind of dynamic field goes through the wizard to the published page", async ({ page }) => {
  const user = await newUser();
  await signIn(page, user.email, user.password, "/listings/wizard");
  await page.locator("form#wizard-category").getByLabel("Category").selectOption({ label: "Cars" });
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/step=details/);
  const id = new URL(page.url()).searchParams.get("id");

  await page.getByLabel("Title").fill("Toyota Yaris hybrid, one owner");
  await page.getByLabel("Description").fill("Economical automatic hatchback, full service history, parked in a garage in Westside.");
  await page.getByLabel(/^Make/).selectOption("toyota"); // SELECT
  await page.getByLabel(/^Year/).fill("2019"); // NUMBER
  await page.getByLabel("Hybrid", { exact: true }).check(); // RADIO
  await page.getByLabel(/^Colour/).fill("#1e3a8a"); // COLOR_PICKER
  await page.getByLabel("Bluetooth").check(); // MULTI_SELECT
  await page.getByLabel("Sat nav").check();
  await page.getByRole("button", { name: "Save and continue" }).click();
  await expect(page).toHaveURL(/step=photos/);

  await page.goto(`/listings/wizard?id=${id}&step=review`);
  await publishAndSkipPromotion(page);
  await expect(page).toHaveURL(/\/listing\/toyota-yaris-hybrid-one-owner/);
  const info = page.getByRole("region", { name: "Information" }).or(page.locator("section", { has: page.getByRole("heading", { name: "Information" }) }));
  await expect(info.first()).toContainText("Toyota");
  await expect(info.first()).toContainText("Hybrid");
  await expect(info.first()).toContainText("#1e3a8a");
  await expect(page.getByRole("listitem").filter({ hasText: "Bluetooth" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Sat nav" })).toBeVisible();

  // A rental: a yes/no box and a date.
  await page.goto("/listings/wizard");
  await page.locator("form#wizard-category").getByLabel("Category").selectOption({ label: "Rooms & House Shares" });
  await page.getByRole("button", { name: "Save and continue" }).click();
  await page.getByLabel("Title").fill("Double room in a shared flat, Town Centre");
  await page.getByLabel("Description").fill("Bright double room with a shared kitchen and bathroom, bills included, close to Main Street.");
  await page.getByLabel(/^Bedrooms/).fill("1");
  await page.getByLabel("Part-furnished").check();
  await page.getByLabel("Pets allowed").check(); // CHECKBOX
  await page.getByLabel(/^Available from/).fill("2026-12-01"); // DATE
  await page.getByRole("button", { name: "Save and continue" }).click();
  const roomId = new URL(page.url()).searchParams.get("id");
  await page.goto(`/listings/wizard?id=${roomId}&step=review`);
  await publishAndSkipPromotion(page);
  await expect(page).toHaveURL(/\/listing\/double-room-in-a-shared-flat/);
  const details = page.locator("section", { has: page.getByRole("heading", { name: "Information" }) }).first();
  await expect(details).toContainText("Part-furnished");
  await expect(details).toContainText("Pets allowed");
  await expect(details).toContainText("Yes");
  await expect(details).toContainText("1 Dec 2026");
});
