import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { openSqlite } from "../../api/db/database.js";
import type { Place } from "../../api/schemas/places";
import type { TopLocation } from "../../api/schemas/top-locations";
import { e2eDataDir } from "../support/template.js";
import { newListing, newUser, openPage, signIn } from "./support";

const isJs = () => test.info().project.name === "js";

/** A real JPEG from the seeded uploads, to upload as a place photo. */
function aPhoto() {
  const dir = path.join(e2eDataDir("main"), "uploads", "locations");
  return path.join(dir, fs.readdirSync(dir).find((name) => name.endsWith(".jpg"))!);
}

async function setPlaceStatus(id: number, status: string) {
  const database = openSqlite(path.join(e2eDataDir("main"), "app.db"));
  try {
    await database.db.updateTable("places").set({ status }).where("id", "=", id).execute();
  } finally {
    await database.close();
  }
}

/** A pending place of a new user, created through the API with the user's token. */
async function placeOfNewUser(request: APIRequestContext, name: string) {
  const owner = await newUser();
  const login = await request.post("/api/v1/auth/login", { data: { email: owner.email, password: owner.password } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const response = await request.post("/api/v1/places", {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, category: "museums", description_en: "A small private collection of old maps and prints." },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Place;
}

test("the places list filters by category chip and by text", async ({ page }) => {
  await openPage(page, "/places");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Places");
  const chips = page.getByRole("navigation", { name: "Place categories" });
  await chips.getByRole("link", { name: /^Beaches/ }).click();
  await expect(page).toHaveURL(/category=beaches/);
  await expect(chips.getByRole("link", { name: /^Beaches/ })).toHaveAttribute("aria-current", "page");
  const cards = page.getByTestId("place-card");
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toContainText("Beaches");
  await expect(cards.filter({ hasText: "Europa Point" })).toHaveCount(0);

  await page.getByRole("searchbox", { name: "Filter places" }).fill("catalan");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page).toHaveURL(/category=beaches.*q=catalan|q=catalan.*category=beaches/);
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText("Catalan Bay");
  await expect(cards.first()).toContainText(/★ \d\.\d out of 5 · \d+ reviews/);
  await expect(cards.first().locator("img")).toHaveAttribute("src", /^\/api\/v1\/uploads\/places\//);

  await page.getByRole("searchbox", { name: "Filter places" }).fill("nothing matches this");
  await page.getByRole("button", { name: "Filter" }).click();
  await expect(page.getByText("No places found.")).toBeVisible();
  // Visitors who want to add a place are sent to sign in first.
  await expect(page.getByRole("link", { name: "Add a place" })).toHaveAttribute("href", /^\/auth\?redirectTo=%2Fplaces%2Fcreate/);
});

test("a place page shows its texts, details, rating, reviews and map", { tag: "@server" }, async ({ page, request }) => {
  const place = (await (await request.get("/api/v1/places/europa-point")).json()) as Place;
  const response = await page.goto("/places/europa-point");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Europa Point");
  await expect(page).toHaveTitle("Europa Point | Gibraltar Marketplace");
  await expect(page.getByText(place.description_en)).toBeVisible();
  await expect(page.getByText(place.opening_hours!)).toBeVisible();
  const summary = `${place.review_stats.average_rating.toFixed(1)} out of 5 · ${place.review_stats.total_reviews} reviews`;
  await expect(page.getByTestId("rating-summary").first()).toContainText(summary);
  await expect(page.getByRole("heading", { name: "Reviews", level: 2 })).toBeVisible();
  await expect(page.getByTestId("place-reviews").getByRole("listitem")).toHaveCount(place.review_stats.total_reviews);
  await expect(page.getByRole("heading", { name: "Best sunset on the Rock" })).toBeVisible();
  await expect(page.getByTestId("listing-map")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the photo viewer" })).toHaveAttribute("href", place.photos[0]!.file_url);
  await expect(page.getByRole("link", { name: "Edit place" })).toHaveCount(0);

  await page.goto("/place/europa-point");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Europa Point");

  const missing = await page.goto("/places/no-such-place-here");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Place Not Found" })).toBeVisible();
});

test("a user adds a place with a photo, sees it pending and edits it", async ({ page }) => {
  const user = await newUser();
  await signIn(page, user.email, user.password, "/places/create");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Add a place");
  if (isJs()) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });

  const form = page.locator("form#place-new");
  const name = `Harbour Views Café ${Date.now()}`;
  await form.getByLabel("Name", { exact: true }).fill("H");
  await form.getByLabel("Category").selectOption({ label: "Restaurants & Cafés" });
  await form.getByLabel("Description (English)").fill("Coffee, cakes and views over the harbour.");
  await form.getByLabel("Phone").fill("12");
  await form.getByRole("button", { name: "Add place" }).click();
  await expect(page.getByText("Name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Invalid phone number format")).toBeVisible();

  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Phone").fill("200 12345");
  await form.getByLabel("Opening hours").fill("Daily 08:00–18:00");
  await form.getByLabel("Latitude").fill("36.1420");
  await form.getByLabel("Longitude").fill("-5.3560");
  await form.getByLabel("Photos").setInputFiles(aPhoto());
  await form.getByRole("button", { name: "Add place" }).click();

  await expect(page).toHaveURL(/\/places\/harbour-views-cafe-\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("Your place is pending moderation.")).toBeVisible();
  await expect(page.getByText("+35020012345")).toBeVisible();
  await expect(page.getByRole("link", { name: "Open the photo viewer" })).toHaveAttribute("href", /^\/api\/v1\/uploads\/places\/\d+\//);

  await page.getByRole("link", { name: "Edit place" }).click();
  await expect(page).toHaveURL(/\/places\/edit\/\d+$/);
  const editForm = page.locator("form[id^=place-]");
  await expect(editForm.getByLabel("Name", { exact: true })).toHaveValue(name);
  await editForm.getByLabel("Opening hours").fill("Daily 09:00–17:00");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  await expect(page.getByText("Daily 09:00–17:00")).toBeVisible();

  await page.getByRole("link", { name: "Edit place" }).click();
  await page.getByRole("button", { name: "Remove photo 1" }).click();
  await expect(page.getByText("Photo removed.")).toBeVisible();
  await expect(page.getByText("No photos yet.")).toBeVisible();
});

test("another user cannot edit someone's place, and visitors are sent to sign in", { tag: "@server" }, async ({ page, request }) => {
  const place = await placeOfNewUser(request, `Map Room ${Date.now()}`);
  const response = await page.goto(`/places/edit/${place.id}`);
  expect(new URL(page.url()).pathname).toBe("/auth");
  expect(response?.status()).toBe(200);

  const other = await newUser();
  await signIn(page, other.email, other.password);
  // While it is pending, others cannot even see it.
  expect((await page.goto(`/places/${place.slug}`))?.status()).toBe(404);

  await setPlaceStatus(place.id, "approved");
  expect((await page.goto(`/places/${place.slug}`))?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(place.name);
  await expect(page.getByRole("link", { name: "Edit place" })).toHaveCount(0);
  const refused = await page.goto(`/places/edit/${place.id}`);
  expect(refused?.status()).toBe(403);
  await expect(page.getByText("Only the place's owner can change it")).toBeVisible();
});

test("a top location's page shows its listings", { tag: "@server" }, async ({ page, request }) => {
  const user = await newUser();
  const title = `Rock-top studio ${Date.now()}`;
  const listing = await newListing(user.id, title);
  const database = openSqlite(path.join(e2eDataDir("main"), "app.db"));
  try {
    const location = await database.db.selectFrom("top_locations").select("id").where("slug", "=", "upper-rock").executeTakeFirstOrThrow();
    await database.db.updateTable("listings").set({ location_id: location.id }).where("id", "=", listing.id).execute();
  } finally {
    await database.close();
  }
  const location = (await (await request.get("/api/v1/top-locations/upper-rock")).json()) as TopLocation;
  expect(location.listings_count).toBeGreaterThan(0);

  await openPage(page, "/location/upper-rock");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upper Rock");
  await expect(page.getByText(location.description!)).toBeVisible();
  await expect(page.getByTestId("location-listings-count")).toHaveText(new RegExp(`^\\d+ listings?$`));
  await expect(page.getByTestId("listing-card").filter({ hasText: title })).toBeVisible();
  expect((await page.goto("/location/no-such-location"))?.status()).toBe(404);
});
