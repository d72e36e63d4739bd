import { type Page, expect, test } from "@playwright/test";
import { createListing } from "../support/content.js";
import { lastMailTo, readOutbox } from "../support/mail.js";
import { e2eDataDir } from "../support/template.js";
import { E2E_PORTS, emailedLink, newListing, newUser, openPage, signIn, withDb } from "./support";

// An account whose e-mail is not verified may sign in and browse; every page says what it cannot
// do yet and offers the link again, and a refused action says why. Opening the link while signed
// in comes back to the page the user was on.

const MAIN = `http://localhost:${E2E_PORTS.main}`;
const NOTICE = "Verify your e-mail to post, message and review";
const REASON = "Your e-mail address is not verified yet: open the link we sent you, or ask for a new one.";

// The cookie notice covers the bottom of the screen: declined up front.
const declined = encodeURIComponent(Buffer.from(JSON.stringify("declined")).toString("base64"));
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cookie_consent", value: declined, url: MAIN }]);
});

/** The whole verification link of the newest e-mail to `email`, as the user would open it. */
async function mailedLink(email: string) {
  await expect.poll(() => lastMailTo(readOutbox(e2eDataDir("main")), email, "/verify-email") ?? null).not.toBeNull();
  const match = /\/verify-email\?token=[\w-]+(?:&redirectTo=[^\s"<>]+)?/.exec(lastMailTo(readOutbox(e2eDataDir("main")), email, "/verify-email")!);
  return match![0];
}

/** An unverified user signed in on a new seller's listing page. */
async function unverifiedOnListing(page: Page, title: string) {
  const seller = await newUser();
  const listing = await newListing(seller.id, title);
  const user = await newUser("main", { is_verified: false });
  const here = `/listing/${listing.slug}`;
  await signIn(page, user.email, user.password, here);
  await openPage(page, here);
  return { user, listing, here };
}

const roomsAbout = (listingId: number) => withDb((db) => db.selectFrom("chat_rooms").select("id").where("listing_id", "=", listingId).execute());
const reviewsOf = (listingId: number) => withDb((db) => db.selectFrom("reviews").select("id").where("listing_id", "=", listingId).execute());

test("an unverified user sees the notice, is told why a chat and a review were refused, and asks for the link again", async ({ page }) => {
  test.slow(); // a sign-in and three form posts
  const { user, listing, here } = await unverifiedOnListing(page, "Kayak with two paddles");
  const notice = page.getByTestId("verify-notice");
  await expect(notice).toContainText(NOTICE);

  await page.getByTestId("message-seller").click();
  await expect(page.getByTestId("chat-error")).toHaveText(REASON);
  expect(await roomsAbout(listing.id)).toHaveLength(0);

  const reviews = page.getByTestId("listing-reviews");
  await reviews.getByText("Write a review", { exact: true }).click();
  const form = reviews.locator("form", { has: page.getByRole("button", { name: "Submit review" }) });
  await form.getByLabel("5 stars").check();
  await form.getByLabel("Comment").fill("Stable and dry, great for the bay.");
  await form.getByRole("button", { name: "Submit review" }).click();
  await expect(form.getByText(REASON)).toBeVisible();
  expect(await reviewsOf(listing.id)).toHaveLength(0);

  const mailsBefore = readOutbox(e2eDataDir("main")).filter((mail) => mail.toLowerCase().includes(`to: ${user.email.toLowerCase()}`)).length;
  await notice.getByRole("button", { name: "Send the link again" }).click();
  await expect(notice.getByRole("status")).toHaveText(`A new link is on its way to ${user.email}.`);
  // Still on the listing, with the notice: the link comes by e-mail, with this page in it.
  expect(new URL(page.url()).pathname).toBe(here);
  await expect.poll(() => readOutbox(e2eDataDir("main")).filter((mail) => mail.toLowerCase().includes(`to: ${user.email.toLowerCase()}`)).length).toBe(mailsBefore + 1);
  expect(await mailedLink(user.email)).toContain(`&redirectTo=${encodeURIComponent(here)}`);
});

test("the link opened while signed in returns to the page the user asked from, where they may now message the seller", async ({ page }) => {
  test.slow(); // a sign-in, the resend and the chat
  const { user, listing, here } = await unverifiedOnListing(page, "Paddle board, inflatable");
  await page.getByTestId("verify-notice").getByRole("button", { name: "Send the link again" }).click();
  await expect(page.getByTestId("verify-notice").getByRole("status")).toBeVisible();

  await openPage(page, await mailedLink(user.email));
  await expect(page).toHaveURL(new RegExp(`${here}\\?verification=verified$`));
  await expect(page.getByRole("status").filter({ hasText: "Your e-mail address is verified." })).toBeVisible();
  await expect(page.getByTestId("verify-notice")).toHaveCount(0);

  await page.getByTestId("message-seller").click();
  await expect(page).toHaveURL(/section=messages&room=\d+/);
  expect(await roomsAbout(listing.id)).toHaveLength(1);
});

test("the sign-up link opened while signed in goes to the dashboard, not to a sign-in page", { tag: "@server" }, async ({ page }) => {
  const user = await newUser("main", { is_verified: false });
  await signIn(page, user.email, user.password, "/dashboard");
  await expect(page.getByTestId("verify-notice")).toContainText(NOTICE);
  await page.request.post("/api/v1/auth/verify-email/resend", { data: { email: user.email } });
  await openPage(page, await emailedLink(user.email, "/verify-email"));
  await expect(page).toHaveURL(/\/dashboard\?verification=verified$/);
  await expect(page.getByRole("status").filter({ hasText: "Your e-mail address is verified." })).toBeVisible();
  await expect(page.getByTestId("verify-notice")).toHaveCount(0);
});

test("publishing from the wizard is refused with the reason, and the draft stays a draft", async ({ page }) => {
  const user = await newUser("main", { is_verified: false });
  const draft = await withDb(async (db) => {
    const listing = await createListing(db, user.id, "Rowing machine, folds flat");
    await db.updateTable("listings").set({ status: "draft" }).where("id", "=", listing.id).execute();
    return listing;
  });
  const review = `/listings/wizard?id=${draft.id}&step=review`;
  await signIn(page, user.email, user.password, review);
  await openPage(page, review);
  await expect(page.getByTestId("verify-notice")).toContainText(NOTICE);
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page.getByRole("alert").filter({ hasText: REASON })).toBeVisible();
  await expect(page.getByTestId("verify-notice").getByRole("button", { name: "Send the link again" })).toBeVisible();
  const stored = await withDb((db) => db.selectFrom("listings").select("status").where("id", "=", draft.id).executeTakeFirstOrThrow());
  expect(stored.status).toBe("draft");
});
