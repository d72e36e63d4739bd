import { type Page, expect, test } from "@playwright/test";
import { lastMailTo, readOutbox } from "../support/mail.js";
import { e2eDataDir } from "../support/template.js";
import { expectFieldError, isJsProject, newListing, newUser, openPage, signIn, watchEnhancement, withDb } from "./support";

// Saved searches, with and without JavaScript: save one from a results page, find it in the
// dashboard, get the alert e-mail when a matching listing is published, stop it from the e-mail.

const uniqueWord = () => `quokka${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const savedSearchesOf = (userId: number) =>
  withDb((db) => db.selectFrom("saved_searches").select(["name", "query", "frequency", "digest_hour", "paused"]).where("user_id", "=", userId).execute());

async function saveSearch(page: Page, name: string) {
  // Closed, only its link is on the page: it opens the form in place with JavaScript, on
  // /saved-searches without (the query, the name and the way back in its address).
  await expect(page.getByRole("button", { name: "Save search" })).toHaveCount(0);
  await page.getByRole("link", { name: "Save this search" }).click();
  if (isJsProject()) await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  else await expect(page).toHaveURL(/\/saved-searches\?query=.+&name=.*&back=/);
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Save search" }).click();
}

test("a search saved from the results page sends an alert for a new listing, stopped from the e-mail's link", async ({ page }) => {
  const user = await newUser("main", { first_name: "Sam" });
  const seller = await newUser("main");
  const word = uniqueWord();
  await signIn(page, user.email, user.password, `/search?q=${word}`);
  const enhancement = await watchEnhancement(page);
  await saveSearch(page, `Flats ${word}`);
  await expect(page.getByRole("status").filter({ hasText: `“Flats ${word}” is saved` })).toBeVisible();
  // With JavaScript it saves in place; without, the browser shows the outcome on a page of its own.
  await enhancement.expectSameDocument();
  if (!isJsProject()) await expect(page).toHaveURL(/\/saved-searches$/);
  expect(await savedSearchesOf(user.id)).toEqual([{ name: `Flats ${word}`, query: `currency=gbp&q=${word}`, frequency: "instant", digest_hour: 8, paused: 0 }]);

  await openPage(page, "/dashboard?section=saved-searches");
  const saved = page.getByTestId("saved-search");
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(`Flats ${word}`);
  await expect(saved).toContainText("0 listings match now · Instant e-mail alerts");

  const listing = await newListing(seller.id, `Sunny ${word} flat`);
  await expect.poll(() => lastMailTo(readOutbox(e2eDataDir("main")), user.email, word) ?? null, { timeout: 15_000 }).not.toBeNull();
  const mail = lastMailTo(readOutbox(e2eDataDir("main")), user.email, word)!;
  expect(mail).toContain(`A new listing for “Flats ${word}”`);
  expect(mail).toContain(`/listing/${listing.slug}`);
  const link = /http:\/\/[^/\s]+(\/alerts\/unsubscribe\?token=[\w.-]+)/.exec(mail)![1]!;

  await page.context().clearCookies();
  await openPage(page, link);
  await page.getByRole("button", { name: "Stop these alerts" }).click();
  await expect(page.getByRole("status").filter({ hasText: `You will no longer get alerts for “Flats ${word}”.` })).toBeVisible();
  expect((await savedSearchesOf(user.id))[0]!.paused).toBe(1);
});

test("the save form names what is missing, and visitors are asked to sign in", async ({ page }) => {
  await openPage(page, "/category/property-for-sale");
  await page.getByRole("link", { name: "Sign in to save this search and get e-mail alerts" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=%2Fcategory%2Fproperty-for-sale/);

  const user = await newUser();
  await signIn(page, user.email, user.password, "/category/property-for-sale?price_max=500000&sort=price_low");
  const enhancement = await watchEnhancement(page);
  await saveSearch(page, "");
  await expectFieldError(page.getByLabel("Name", { exact: true }), "Give the search a name");
  enhancement.expectNothingSent();
  await page.getByLabel("Name", { exact: true }).fill("Cheap property");
  await page.getByLabel("E-mail me").selectOption("daily");
  await page.getByLabel("Digest hour (Gibraltar time)").selectOption("19");
  await page.getByRole("button", { name: "Save search" }).click();
  await expect(page.getByRole("status").filter({ hasText: "“Cheap property” is saved" })).toBeVisible();
  expect(await savedSearchesOf(user.id)).toEqual([
    { name: "Cheap property", query: "category=property-for-sale&currency=gbp&price_max=500000&sort_by=price_low", frequency: "daily", digest_hour: 19, paused: 0 },
  ]);
  // The dashboard's link leads back to the same category page with the same filters.
  await openPage(page, "/dashboard?section=saved-searches");
  await expect(page.getByTestId("saved-search")).toContainText("Daily digest at 19:00");
  await page.getByRole("link", { name: "View results" }).click();
  await expect(page).toHaveURL(/\/category\/property-for-sale\?price_max=500000&sort=price_low$/);
});

test("the dashboard edits, pauses, resumes and deletes a saved search", async ({ page }) => {
  const user = await newUser();
  await withDb((db) =>
    db
      .insertInto("saved_searches")
      .values({ user_id: user.id, name: "Boats", query: "q=boat", frequency: "instant", digest_hour: 8, paused: 0, created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
      .execute(),
  );
  await signIn(page, user.email, user.password, "/dashboard?section=saved-searches");
  const saved = page.getByTestId("saved-search");
  await expect(saved).toContainText("Instant e-mail alerts");

  await saved.getByText("Edit", { exact: true }).click();
  const edit = page.getByRole("form", { name: "Edit the saved search “Boats”" });
  await edit.getByLabel("Name", { exact: true }).fill("Boats and berths");
  await edit.getByLabel("E-mail me").selectOption("daily");
  await edit.getByLabel("Digest hour (Gibraltar time)").selectOption("7");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByTestId("done")).toHaveText("Saved search updated.");
  await expect(saved).toContainText("Boats and berths");
  await expect(saved).toContainText("Daily digest at 07:00");

  await saved.getByRole("button", { name: "Pause alerts" }).click();
  await expect(page.getByTestId("done")).toHaveText("Alerts paused.");
  await expect(saved).toContainText("Alerts paused");
  expect((await savedSearchesOf(user.id))[0]).toMatchObject({ name: "Boats and berths", frequency: "daily", digest_hour: 7, paused: 1 });
  await saved.getByRole("button", { name: "Resume alerts" }).click();
  await expect(page.getByTestId("done")).toHaveText("Alerts resumed.");
  expect((await savedSearchesOf(user.id))[0]!.paused).toBe(0);

  await saved.getByRole("button", { name: "Delete the saved search “Boats and berths”" }).click();
  await expect(page.getByTestId("done")).toHaveText("Saved search deleted.");
  await expect(page.getByText("You have no saved searches yet.")).toBeVisible();
  expect(await savedSearchesOf(user.id)).toEqual([]);
});

test("a daily digest goes out once its hour has come, with the new listings of the day", { tag: "@server" }, async () => {
  const user = await newUser();
  const seller = await newUser();
  const word = uniqueWord();
  const now = new Date().toISOString();
  // Today's digest has gone (hour 00:00); the listings published now wait for the next one.
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Gibraltar" }).format(new Date());
  await withDb((db) =>
    db
      .insertInto("saved_searches")
      .values({ user_id: user.id, name: `Digest ${word}`, query: `q=${word}`, frequency: "daily", digest_hour: 0, paused: 0, last_digest_on: today, created_at: now, updated_at: now })
      .execute(),
  );
  await newListing(seller.id, `Canoe ${word} one`);
  await newListing(seller.id, `Canoe ${word} two`);
  const hits = () =>
    withDb(async (db) =>
      Number((await db.selectFrom("saved_search_hits as h").innerJoin("saved_searches as s", "s.id", "h.saved_search_id").select((eb) => eb.fn.countAll().as("n")).where("s.user_id", "=", user.id).executeTakeFirst())?.n ?? 0),
    );
  await expect.poll(hits, { timeout: 15_000 }).toBe(2);
  expect(lastMailTo(readOutbox(e2eDataDir("main")), user.email, word)).toBeUndefined();
  // The next day comes: its digest, due since midnight, goes on the job's next run.
  await withDb((db) => db.updateTable("saved_searches").set({ last_digest_on: "2000-01-01" }).where("user_id", "=", user.id).execute());
  await expect.poll(() => lastMailTo(readOutbox(e2eDataDir("main")), user.email, word) ?? null, { timeout: 15_000 }).not.toBeNull();
  const mail = lastMailTo(readOutbox(e2eDataDir("main")), user.email, word)!;
  expect(mail).toContain(`2 new listings for “Digest ${word}”`);
  expect(await withDb((db) => db.selectFrom("saved_searches").select("last_digest_on").where("user_id", "=", user.id).executeTakeFirst())).toEqual({
    last_digest_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
  });
});
