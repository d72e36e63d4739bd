import { type Page, expect, test } from "@playwright/test";
import { newListing, newUser, openPage, signIn, withDb } from "./support";

// The edit page: every section of a listing on one page, each saved by its own form with a
// "Saved." message, with and without JavaScript; the seller's phone shown per listing; the
// location placed by area, by typed coordinates (refused outside the service area) or by the pin.

const stored = (id: number) =>
  withDb((db) =>
    db.selectFrom("listings").select(["title", "price_gbp_minor", "show_phone", "latitude", "longitude", "location_id"]).where("id", "=", id).executeTakeFirstOrThrow(),
  );

const section = (page: Page, name: "details" | "price" | "photos" | "location") => page.locator(`#edit-${name}`);

test("the seller changes the price and the title each with its own Save, sees “Saved.”, and a wrong title keeps what was stored", async ({ page }) => {
  const owner = await newUser();
  const listing = await newListing(owner.id, "Oak dining table for six");
  await signIn(page, owner.email, owner.password, `/dashboard/edit-listing/${listing.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit listing: Oak dining table for six");

  await section(page, "price").getByLabel("Price in pounds (£)").fill("245");
  await section(page, "price").getByRole("button", { name: "Save" }).click();
  await expect(section(page, "price").getByRole("status")).toHaveText("Saved.");
  await expect(page).toHaveURL(/saved=price/);
  expect((await stored(listing.id)).price_gbp_minor).toBe(24500);
  await expect(section(page, "price").getByLabel("Price in pounds (£)")).toHaveValue("245");

  await section(page, "details").getByLabel("Title").fill("Abc");
  await section(page, "details").getByRole("button", { name: "Save" }).click();
  await expect(section(page, "details").getByText("Title must be at least 5 characters")).toBeVisible();
  await expect(section(page, "details").getByRole("status")).toHaveCount(0);
  expect((await stored(listing.id)).title).toBe("Oak dining table for six");

  await section(page, "details").getByLabel("Title").fill("Oak dining table for eight");
  await section(page, "details").getByLabel("Description").fill("Solid oak table that seats eight, with two extension leaves. Collection only.");
  await section(page, "details").getByRole("button", { name: "Save" }).click();
  await expect(section(page, "details").getByRole("status")).toHaveText("Saved.");
  expect((await stored(listing.id)).title).toBe("Oak dining table for eight");
  // Saving one section leaves the others as they were.
  expect((await stored(listing.id)).price_gbp_minor).toBe(24500);
  await openPage(page, `/listing/${listing.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oak dining table for eight");
});

test("only the owner (or an admin) opens the edit page; anyone else is told it does not exist", { tag: "@server" }, async ({ page }) => {
  const owner = await newUser();
  const listing = await newListing(owner.id, "Garden bench in teak");
  const other = await newUser();
  await signIn(page, other.email, other.password);
  expect((await page.goto(`/dashboard/edit-listing/${listing.id}`))?.status()).toBe(404);
  expect((await page.goto(`/listings/wizard?id=${listing.id}&step=details`))?.status()).toBe(404);
});

test("the phone shows on a listing by default for signed-in buyers, and the seller hides it on that listing", async ({ page }) => {
  const owner = await newUser();
  const buyer = await newUser();
  const listing = await newListing(owner.id, "Electric piano with stand");
  const listingPath = `/listing/${listing.slug}`;

  await openPage(page, listingPath);
  await expect(page.getByRole("link", { name: "Show phone number" })).toHaveAttribute("href", /^\/auth\?redirectTo=/);
  await expect(page.getByText("+35020011111")).toHaveCount(0);
  await signIn(page, buyer.email, buyer.password, listingPath);
  await expect(page.getByRole("link", { name: "Call +35020011111" })).toHaveAttribute("href", "tel:+35020011111");
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", /^https:\/\/wa\.me\/35020011111\?text=/);

  await page.context().clearCookies();
  await signIn(page, owner.email, owner.password, `/dashboard/edit-listing/${listing.id}`);
  const showPhone = section(page, "details").getByLabel("Show my phone on this listing");
  await expect(showPhone).toBeChecked();
  await expect(section(page, "details").getByText("Signed-in users will see +35020011111 with call and WhatsApp buttons.")).toBeVisible();
  await showPhone.uncheck();
  await section(page, "details").getByLabel("Description").fill("Digital piano with 88 weighted keys, stand and pedal unit included.");
  await section(page, "details").getByRole("button", { name: "Save" }).click();
  await expect(section(page, "details").getByRole("status")).toHaveText("Saved.");
  expect((await stored(listing.id)).show_phone).toBe(0);
  await expect(section(page, "details").getByLabel("Show my phone on this listing")).not.toBeChecked();

  await page.context().clearCookies();
  await signIn(page, buyer.email, buyer.password, listingPath);
  await expect(page.getByRole("button", { name: "Message seller" })).toBeVisible();
  await expect(page.getByRole("link", { name: /^Call/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "WhatsApp" })).toHaveCount(0);
  await page.context().clearCookies();
  await openPage(page, listingPath);
  await expect(page.getByRole("link", { name: "Show phone number" })).toHaveCount(0);
});

test("a location outside the service area is refused with a clear message; an area alone places the listing at its middle", async ({ page }) => {
  const owner = await newUser();
  const listing = await newListing(owner.id, "Paddle board, 10 foot");
  const before = await stored(listing.id);
  await signIn(page, owner.email, owner.password, `/dashboard/edit-listing/${listing.id}`);
  const location = section(page, "location");

  await location.getByLabel("Latitude").fill("2");
  await location.getByLabel("Longitude").fill("2");
  await location.getByRole("button", { name: "Save" }).click();
  await expect(location.getByText("This location is outside the service area")).toBeVisible();
  expect(await stored(listing.id)).toMatchObject({ latitude: before.latitude, longitude: before.longitude });

  await location.getByLabel("Latitude").fill("");
  await location.getByLabel("Longitude").fill("");
  await location.getByLabel("Area", { exact: true }).selectOption({ label: "Ocean Village" });
  if (test.info().project.name === "js") {
    // With JavaScript the choice fills the coordinates (and moves the pin) at once.
    await expect(location.getByLabel("Latitude")).toHaveValue("36.146800");
    await location.getByLabel("Latitude").fill("");
    await location.getByLabel("Longitude").fill("");
  }
  await location.getByRole("button", { name: "Save" }).click();
  await expect(location.getByRole("status")).toHaveText("Saved.");
  const ocean = await withDb((db) => db.selectFrom("top_locations").select("id").where("slug", "=", "ocean-village").executeTakeFirstOrThrow());
  expect(await stored(listing.id)).toMatchObject({ location_id: ocean.id, latitude: 36.1468, longitude: -5.3598 });
  await expect(location.getByLabel("Area", { exact: true })).toHaveValue(String(ocean.id));
});

test("with JavaScript the pin is dropped by a click and dragged to adjust, filling the coordinates that are saved", async ({ page }) => {
  test.skip(test.info().project.name === "no-js", "the map is an enhancement; without JavaScript the typed coordinates are tested above");
  const owner = await newUser();
  const listing = await newListing(owner.id, "Surfboard with leash");
  await signIn(page, owner.email, owner.password, `/dashboard/edit-listing/${listing.id}`);
  const location = section(page, "location");
  await location.getByLabel("Latitude").fill("");
  await location.getByLabel("Longitude").fill("");
  const picker = page.getByTestId("location-picker");
  await picker.scrollIntoViewIfNeeded();
  await expect(picker.locator(".leaflet-container, .leaflet-pane").first()).toBeAttached();
  await picker.click({ position: { x: 100, y: 100 } });
  await expect(location.getByLabel("Latitude")).toHaveValue(/^36\.\d+$/);
  const dropped = await location.getByLabel("Latitude").inputValue();

  const pin = picker.locator(".leaflet-marker-icon");
  const box = (await pin.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2 + 60, { steps: 8 });
  await page.mouse.up();
  // Dragged down the screen: further south.
  await expect.poll(async () => Number(await location.getByLabel("Latitude").inputValue())).toBeLessThan(Number(dropped));

  await location.getByRole("button", { name: "Save" }).click();
  await expect(location.getByRole("status")).toHaveText("Saved.");
  const saved = await stored(listing.id);
  expect(saved.latitude).toBeCloseTo(Number(await location.getByLabel("Latitude").inputValue()), 5);
});
