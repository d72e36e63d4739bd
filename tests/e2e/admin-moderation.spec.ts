import { expect, test } from "@playwright/test";
import { createReview } from "../support/content.js";
import { ADMIN, newListing, newUser, openPage, signIn, withDb } from "./support";

/** A published listing with a review someone reported; unique words per project keep the rows apart. */
async function reportedReview(tag: string) {
  const owner = await newUser();
  const writer = await newUser("main", { first_name: "Writer" });
  const reporter = await newUser();
  const listing = await newListing(owner.id, `Boat trips ${tag}`);
  const review = await withDb((db) => createReview(db, { listingId: listing.id, userId: writer.id, rating: 1, title: `Insulting words ${tag}` }));
  await withDb((db) =>
    db.insertInto("review_reports").values({ review_id: review.id, user_id: reporter.id, reason: "offensive", description: "Name-calling", status: "open", created_at: new Date().toISOString() }).execute(),
  );
  return { listing, review, writer };
}

const tag = () => `${test.info().project.name}-${Date.now()}`;

test("a moderator hides a reported review with a reason; it leaves the listing page and the report queue", async ({ page }) => {
  // Six pages: the listing before and after, sign-in, the queue, the decision, the reviews list.
  test.slow();
  const unique = tag();
  const { listing, review } = await reportedReview(unique);
  await openPage(page, `/listing/${listing.slug}`);
  await expect(page.getByText(`Insulting words ${unique}`)).toBeVisible();

  await signIn(page, ADMIN.email, ADMIN.password, "/admin/moderation?queue=review-reports&per_page=100");
  const row = page.getByRole("row").filter({ hasText: `Insulting words ${unique}` });
  await expect(row).toContainText("Offensive or inappropriate");
  await expect(row).toContainText("Name-calling");
  // The decision opens a confirmation asking for the reason the writer will read.
  const hide = row.locator("details").filter({ has: page.locator("summary", { hasText: /^Hide$/ }) });
  await hide.locator("summary").click();
  await hide.getByLabel("Reason (the owner reads it)").fill("Insults other users");
  await hide.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status")).toHaveText("Updated.");
  await expect(page.getByRole("row").filter({ hasText: `Insulting words ${unique}` })).toHaveCount(0);

  expect(await withDb((db) => db.selectFrom("reviews").select("status").where("id", "=", review.id).executeTakeFirst())).toEqual({ status: "hidden" });
  await openPage(page, `/listing/${listing.slug}`);
  await expect(page.getByRole("heading", { name: listing.title })).toBeVisible();
  await expect(page.getByText(`Insulting words ${unique}`)).toHaveCount(0);

  await openPage(page, `/admin/reviews?status=hidden&search=${encodeURIComponent(unique)}`);
  await expect(page.getByRole("row").filter({ hasText: `Insulting words ${unique}` })).toContainText("Hidden");
});

test("a moderator approves a place waiting in the queue and it shows in the guide", async ({ page }) => {
  const unique = tag();
  const owner = await newUser();
  const name = `Harbour Café ${unique}`;
  await withDb(async (db) => {
    const category = await db.selectFrom("place_categories").select("id").orderBy("id").executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db
      .insertInto("places")
      .values({ slug: `harbour-cafe-${unique.toLowerCase()}`, name, place_category_id: category.id, user_id: owner.id, status: "pending", created_at: now, updated_at: now })
      .execute();
  });
  await signIn(page, ADMIN.email, ADMIN.password, "/admin/moderation?queue=pending-places&per_page=100");
  const row = page.getByRole("row").filter({ hasText: name });
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status")).toHaveText("Updated.");
  await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);
  expect(await withDb((db) => db.selectFrom("places").select("status").where("name", "=", name).executeTakeFirst())).toEqual({ status: "approved" });
  const response = await page.goto(`/places/harbour-cafe-${unique.toLowerCase()}`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
});

test("a moderator reads a reported conversation and closes the report as handled with a note", async ({ page }) => {
  const unique = tag();
  const seller = await newUser("main", { first_name: "Seller" });
  const buyer = await newUser("main", { first_name: "Buyer" });
  const listing = await newListing(seller.id, `Mountain bike ${unique}`);
  const now = new Date().toISOString();
  const report = await withDb(async (db) => {
    const room = await db
      .insertInto("chat_rooms")
      .values({ listing_id: listing.id, buyer_id: buyer.id, seller_id: seller.id, created_at: now, last_message_at: now, buyer_notified_at: null, seller_notified_at: null, listing_title: listing.title })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("chat_messages")
      .values({ chat_room_id: room.id, sender_id: seller.id, message: `Pay a deposit by bank transfer ${unique}`, message_type: "text", is_read: 1, created_at: now })
      .execute();
    return db
      .insertInto("chat_reports")
      .values({ chat_room_id: room.id, user_id: buyer.id, reason: "scam", description: "Asks for money up front", created_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
  });

  await signIn(page, ADMIN.email, ADMIN.password, "/admin/chat?per_page=100");
  await page.getByRole("link", { name: listing.title }).click();
  const thread = page.getByRole("region", { name: `Conversation: ${listing.title}` });
  await expect(thread).toContainText("Scam or fraud");
  await expect(thread).toContainText("Asks for money up front");
  await expect(thread).toContainText(`Pay a deposit by bank transfer ${unique}`);

  await thread.getByText("Mark handled", { exact: true }).click();
  await thread.getByLabel("Note (for the other moderators)").last().fill("Warned the seller");
  await thread.getByRole("button", { name: "Confirm" }).last().click();
  await expect(page.getByRole("status")).toHaveText("Updated.");
  await expect(page.getByRole("region", { name: `Conversation: ${listing.title}` })).toContainText("Handled · Warned the seller");
  await expect(page.getByRole("link", { name: listing.title })).toHaveCount(0);
  expect(await withDb((db) => db.selectFrom("chat_reports").select(["status", "resolution_note"]).where("id", "=", report.id).executeTakeFirst())).toEqual({
    status: "handled",
    resolution_note: "Warned the seller",
  });
});
