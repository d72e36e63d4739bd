import { type Page, expect, test } from "@playwright/test";
import { createReview } from "../support/content.js";
import { newListing, newUser, openPage, signIn, withDb } from "./support";

// The dashboard's overview and my-listings sections and the contact preferences, with and
// without JavaScript: every action is a form post, and each test checks what was stored.

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();


const setListing = (id: number, values: { status?: string; expires_at?: string | null; views_count?: number }) =>
  withDb((db) => db.updateTable("listings").set(values).where("id", "=", id).execute());

const storedListing = (id: number) =>
  withDb((db) => db.selectFrom("listings").select(["status", "expires_at"]).where("id", "=", id).executeTakeFirst());

const rowOf = (page: Page, id: number) => page.getByTestId(`my-listing-${id}`);

test("the overview shows the user's figures and recent activity, in English and Spanish", { tag: "@server" }, async ({ page }) => {
  const owner = await newUser("main", { first_name: "Olga" });
  const buyer = await newUser("main", { first_name: "Bruno" });
  const live = await newListing(owner.id, "Sea kayak with two paddles");
  const sold = await newListing(owner.id, "Road bike, 54 cm frame");
  await setListing(live.id, { views_count: 7, expires_at: inDays(3) });
  await setListing(sold.id, { status: "sold", views_count: 2 });
  await withDb(async (db) => {
    await db.insertInto("favorites").values({ user_id: buyer.id, listing_id: live.id, created_at: ago(300) }).execute();
    const room = await db
      .insertInto("chat_rooms")
      .values({ listing_id: live.id, buyer_id: buyer.id, seller_id: owner.id, created_at: ago(200), last_message_at: ago(120) })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const minutes of [180, 120]) {
      await db
        .insertInto("chat_messages")
        .values({ chat_room_id: room.id, sender_id: buyer.id, message: "Still available?", message_type: "text", is_read: 0, created_at: ago(minutes) })
        .execute();
    }
    await createReview(db, { listingId: live.id, userId: buyer.id, rating: 5 });
  });

  await signIn(page, owner.email, owner.password, "/dashboard");
  const figure = (id: string) => page.getByTestId(`figure-${id}`).locator("dd");
  await expect(figure("listings-published")).toHaveText("1");
  await expect(figure("listings-sold")).toHaveText("1");
  await expect(figure("listings-expired")).toHaveText("0");
  await expect(figure("views")).toHaveText("9");
  await expect(figure("favorites")).toHaveText("1");
  await expect(figure("unread")).toHaveText("2");

  const activity = page.getByTestId("activity").locator("li");
  await expect(activity).toHaveCount(4);
  await expect(activity.nth(0)).toContainText("Sea kayak with two paddles expires in 3 days");
  await expect(activity.nth(1)).toContainText("Bruno User reviewed (5/5) Sea kayak with two paddles Just now");
  await expect(activity.nth(2)).toContainText("New message from Bruno User about Sea kayak with two paddles 2 hours ago");
  await expect(activity.nth(3)).toContainText("3 hours ago");

  await openPage(page, "/dashboard?lng=es");
  await expect(page.getByTestId("figure-views").locator("dt")).toHaveText("Visitas totales");
  await expect(activity.nth(0)).toContainText("caduca en 3 días");
  await expect(activity.nth(1)).toContainText("Bruno User ha valorado (5/5) Sea kayak with two paddles Ahora mismo");
  await expect(activity.nth(2)).toContainText("hace 2 horas");
});

test("my listings: mark one sold, renew an expired one and delete one after confirming", async ({ page }) => {
  const owner = await newUser();
  const bike = await newListing(owner.id, "Mountain bike, barely used");
  const tent = await newListing(owner.id, "Four-person camping tent");
  const lamp = await newListing(owner.id, "Brass desk lamp");
  await setListing(bike.id, { expires_at: inDays(20), views_count: 3 });
  await setListing(tent.id, { status: "expired", expires_at: inDays(-2) });
  await setListing(lamp.id, { expires_at: inDays(20) });
  await withDb((db) => db.insertInto("favorites").values({ user_id: owner.id, listing_id: bike.id, created_at: ago(5) }).execute());

  await signIn(page, owner.email, owner.password, "/dashboard?section=my-listings");
  await expect(rowOf(page, bike.id)).toContainText("3 views · saved 1 time");
  await expect(rowOf(page, bike.id).getByRole("link", { name: "Edit" })).toHaveAttribute("href", `/dashboard/edit-listing/${bike.id}`);
  await expect(rowOf(page, bike.id).getByRole("link", { name: "Promote" })).toHaveAttribute("href", `/dashboard/promote-listing/${bike.id}`);

  await rowOf(page, bike.id).getByRole("button", { name: "Mark as sold" }).click();
  await expect(page.getByTestId("done")).toHaveText("The listing is marked as sold.");
  await expect(rowOf(page, bike.id).getByTestId("listing-status")).toHaveText("Sold");
  expect((await storedListing(bike.id))?.status).toBe("sold");

  await expect(rowOf(page, tent.id).getByTestId("listing-status")).toHaveText("Expired");
  await rowOf(page, tent.id).getByRole("button", { name: "Renew" }).click();
  await expect(page.getByTestId("done")).toHaveText("The listing has been renewed: it runs for another full period.");
  const renewed = await storedListing(tent.id);
  expect(renewed?.status).toBe("published");
  expect(Date.parse(renewed!.expires_at!)).toBeGreaterThan(Date.now() + 29 * DAY);

  await rowOf(page, lamp.id).getByRole("link", { name: "Delete" }).click();
  await expect(page).toHaveURL(new RegExp(`delete=${lamp.id}`));
  await expect(page.getByText("“Brass desk lamp” and its photos will be removed.")).toBeVisible();
  // Nothing is deleted until the confirm button is pressed.
  expect(await storedListing(lamp.id)).toBeDefined();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByTestId("done")).toHaveText("The listing has been deleted.");
  await expect(rowOf(page, lamp.id)).toHaveCount(0);
  expect(await storedListing(lamp.id)).toBeUndefined();

  // The status tabs are links: the sold tab lists the sold bike only.
  await page.getByRole("navigation", { name: "Filter by status" }).getByRole("link", { name: "Sold" }).click();
  await expect(page).toHaveURL(/status=sold/);
  await expect(page.locator('[data-testid^="my-listing-"]')).toHaveCount(1);
  await expect(rowOf(page, bike.id)).toBeVisible();
  await rowOf(page, bike.id).getByRole("button", { name: "Mark as available" }).click();
  await expect(page.getByTestId("done")).toHaveText("The listing is available again.");
  expect((await storedListing(bike.id))?.status).toBe("published");
});

test("my listings: mark one reserved, then available again; settings: the unread-message e-mail turned off stays off", async ({ page }) => {
  const owner = await newUser();
  const boat = await newListing(owner.id, "Inflatable dinghy with oars");
  await setListing(boat.id, { expires_at: inDays(20) });

  await signIn(page, owner.email, owner.password, "/dashboard?section=my-listings");
  await rowOf(page, boat.id).getByRole("button", { name: "Mark as reserved" }).click();
  await expect(page.getByTestId("done")).toHaveText("The listing is marked as reserved.");
  await expect(rowOf(page, boat.id).getByTestId("listing-status")).toHaveText("Reserved");
  expect((await storedListing(boat.id))?.status).toBe("reserved");
  await rowOf(page, boat.id).getByRole("button", { name: "Mark as available" }).click();
  await expect(page.getByTestId("done")).toHaveText("The listing is available again.");
  expect((await storedListing(boat.id))?.status).toBe("published");

  await openPage(page, "/dashboard?section=settings");
  const unreadMail = page.getByLabel("E-mail me when a message waits unread for 15 minutes");
  await expect(unreadMail).toBeChecked();
  await unreadMail.uncheck();
  await page.getByRole("button", { name: "Save preferences" }).click();
  await expect(page.getByText("Your preferences have been saved.")).toBeVisible();
  const stored = () => withDb((db) => db.selectFrom("users").select("email_on_unread_messages").where("id", "=", owner.id).executeTakeFirstOrThrow());
  expect(await stored()).toEqual({ email_on_unread_messages: 0 });
  await openPage(page, "/dashboard?section=settings");
  await expect(unreadMail).not.toBeChecked();
});
