import { type Browser, type Page, expect, test } from "@playwright/test";
import { E2E_PORTS, isJsProject, newListing, newUser, openPage, signIn, withDb } from "./support";

const MAIN = `http://localhost:${E2E_PORTS.main}`;
// The cookie notice covers the bottom of the screen (and the send button): declined up front.
const declined = encodeURIComponent(Buffer.from(JSON.stringify("declined")).toString("base64"));
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "cookie_consent", value: declined, url: MAIN }]);
});

/** Stored messages of a room, oldest first (the e2e server's database). */
const storedMessages = (roomId: number) =>
  withDb((db) => db.selectFrom("chat_messages").select(["message", "is_read", "sender_id"]).where("chat_room_id", "=", roomId).orderBy("id").execute());

const roomIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get("room"));

/** "Message seller" on the listing page in view; answers the room it opened. */
async function messageSeller(page: Page) {
  await page.getByTestId("message-seller").click();
  await expect(page).toHaveURL(/section=messages&room=\d+/);
  return roomIdOf(page);
}
const thread = (page: Page) => page.getByTestId("chat-thread");

/** A second browser, as the test's project runs (with or without JavaScript), signed in as `user`. */
async function signedInContext(browser: Browser, user: { email: string; password: string }) {
  const context = await browser.newContext({ javaScriptEnabled: isJsProject(), baseURL: MAIN });
  await context.addCookies([{ name: "cookie_consent", value: declined, url: MAIN }]);
  const page = await context.newPage();
  await signIn(page, user.email, user.password);
  return { context, page };
}

/** A new seller's listing, and a new buyer (signed in on `page`) in the room about it, hydrated. */
async function buyerOpensRoom(page: Page, title: string) {
  const seller = await newUser();
  const buyer = await newUser();
  const listing = await newListing(seller.id, title);
  await signIn(page, buyer.email, buyer.password, `/listing/${listing.slug}`);
  await openPage(page, `/listing/${listing.slug}`);
  const roomId = await messageSeller(page);
  await openPage(page, `/dashboard?section=messages&room=${roomId}`);
  return { seller, buyer, listing, roomId };
}

test("a buyer messages a seller from the listing page and the seller answers in the thread", async ({ page, browser }) => {
  test.slow(); // two signed-in browsers
  const seller = await newUser("main", { first_name: "Selina" });
  const buyer = await newUser("main", { first_name: "Boris" });
  const listing = await newListing(seller.id, "Teak garden bench for four");

  await signIn(page, buyer.email, buyer.password, `/listing/${listing.slug}`);
  await openPage(page, `/listing/${listing.slug}`);
  const roomId = await messageSeller(page);
  await expect(thread(page).getByRole("heading", { level: 3 })).toContainText("Teak garden bench for four");
  await expect(thread(page).getByRole("heading", { level: 3 })).toContainText("Selina");

  await page.getByLabel("Your message").fill("Hello! Is the bench still available?");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(thread(page).getByTestId("chat-message").last()).toContainText("Hello! Is the bench still available?");
  // A form sends a textarea's line breaks as CR LF.
  await expect.poll(async () => (await storedMessages(roomId)).map((m) => m.message.replace(/\r\n/g, "\n"))).toEqual(["Hello! Is the bench still available?"]);

  // Opening the same listing's chat again finds the same room.
  await openPage(page, `/listing/${listing.slug}`);
  expect(await messageSeller(page)).toBe(roomId);

  // The seller sees the unread count, opens the room (it is then read) and answers.
  const other = await signedInContext(browser, seller);
  try {
    await openPage(other.page, "/dashboard?section=messages");
    await expect(other.page.getByRole("link", { name: /Messages \(1\)/ })).toBeVisible();
    await other.page.getByTestId("chat-room").filter({ hasText: "Teak garden bench" }).click();
    await expect(thread(other.page).getByTestId("chat-message")).toHaveText([/Is the bench still available/]);
    await expect.poll(async () => (await storedMessages(roomId))[0]!.is_read).toBe(1);
    await other.page.getByLabel("Your message").fill("Yes, come and see it on Saturday.");
    await other.page.getByRole("button", { name: "Send" }).click();
    await expect(thread(other.page).getByTestId("chat-message").last()).toContainText("Yes, come and see it on Saturday.");
  } finally {
    await other.context.close();
  }
  await openPage(page, `/dashboard?section=messages&room=${roomId}`);
  await expect(thread(page).getByTestId("chat-message").last()).toContainText("Yes, come and see it on Saturday.");
});

test("Enter sends a message, Shift+Enter adds a line, Ctrl+Enter sends too", async ({ page }) => {
  test.skip(!isJsProject(), "keys are JavaScript's: without it the Send button sends");
  const { roomId } = await buyerOpensRoom(page, "Folding sea kayak");
  const box = page.getByLabel("Your message");
  await box.fill("Hello!");
  await box.press("Shift+Enter");
  await box.pressSequentially("Is it still for sale?");
  await expect(box).toHaveValue("Hello!\nIs it still for sale?");
  await box.press("Enter");
  await expect(thread(page).getByTestId("chat-message").last()).toContainText("Is it still for sale?");
  await expect(box).toHaveValue("");
  await box.fill("Could I see it on Saturday?");
  await box.press("Control+Enter");
  await expect(thread(page).getByTestId("chat-message").last()).toContainText("Could I see it on Saturday?");
  // A form sends a textarea's line breaks as CR LF.
  await expect.poll(async () => (await storedMessages(roomId)).map((m) => m.message.replace(/\r\n/g, "\n"))).toEqual(["Hello!\nIs it still for sale?", "Could I see it on Saturday?"]);
});

test("an empty message is refused with 'Message is required' and nothing is stored", async ({ page }) => {
  test.skip(isJsProject(), "with JavaScript an empty message is simply not sent");
  const seller = await newUser();
  const buyer = await newUser();
  const listing = await newListing(seller.id, "Vintage record player");
  await signIn(page, buyer.email, buyer.password, `/listing/${listing.slug}`);
  const roomId = await messageSeller(page);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("alert")).toHaveText("Message is required");
  expect(await storedMessages(roomId)).toEqual([]);
});

test("the owner of a listing gets no Message seller button, and a direct post is refused", { tag: "@server" }, async ({ page }) => {
  const seller = await newUser();
  const listing = await newListing(seller.id, "Kayak with paddle");
  await signIn(page, seller.email, seller.password, `/listing/${listing.slug}`);
  await openPage(page, `/listing/${listing.slug}`);
  await expect(page.getByTestId("message-seller")).toHaveCount(0);
  const response = await page.request.post("/chat?index", {
    form: { listing_id: String(listing.id), redirectTo: `/listing/${listing.slug}` },
    headers: { Origin: MAIN },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const back = response.headers().location!;
  expect(back).toContain(`/listing/${listing.slug}?chat_error=`);
  await openPage(page, back);
  await expect(page.getByTestId("chat-error")).toHaveText("You cannot contact yourself about your own listing");
});

test("a chat that cannot start (a listing id the server does not know) goes back to the listing with 'Failed to start chat. Please try again.'", { tag: "@server" }, async ({ page }) => {
  const seller = await newUser();
  const buyer = await newUser();
  const listing = await newListing(seller.id, "Snorkel set");
  await signIn(page, buyer.email, buyer.password, `/listing/${listing.slug}`);
  for (const listingId of ["not-a-number", "999999999"]) {
    const response = await page.request.post("/chat?index", {
      form: { listing_id: listingId, redirectTo: `/listing/${listing.slug}` },
      headers: { Origin: MAIN },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    await openPage(page, response.headers().location!);
    await expect(page.getByTestId("chat-error")).toHaveText("Failed to start chat. Please try again.");
  }
  expect(await withDb((db) => db.selectFrom("chat_rooms").select("id").where("buyer_id", "=", buyer.id).execute())).toEqual([]);
});

test("a message with payment scam words shows the safety notice with safe meeting places, and the conversation can be reported", async ({ page, browser }) => {
  test.slow(); // two signed-in browsers
  const seller = await newUser();
  const buyer = await newUser();
  const listing = await newListing(seller.id, "Scooter 125cc");
  const other = await signedInContext(browser, seller);
  try {
    await signIn(page, buyer.email, buyer.password, `/listing/${listing.slug}`);
    const roomId = await messageSeller(page);
    // The seller asks for money in advance.
    await openPage(other.page, `/dashboard?section=messages&room=${roomId}`);
    await other.page.getByLabel("Your message").fill("Pay a deposit by Western Union and my courier brings it");
    await other.page.getByRole("button", { name: "Send" }).click();
    await expect(thread(other.page).getByTestId("chat-message").last()).toContainText("Western Union");

    await openPage(page, `/dashboard?section=messages&room=${roomId}`);
    const notice = page.getByTestId("chat-safety");
    await expect(notice).toContainText("never pay in advance");
    await expect(notice.getByRole("link", { name: "New Mole House Police Station" })).toBeVisible();

    await page.getByText("Report this conversation").click();
    await page.getByLabel("Reason").selectOption("scam");
    await page.getByLabel("What happened? (optional)").fill("Asked for a deposit by Western Union");
    await page.getByRole("button", { name: "Send report" }).click();
    await expect(page.getByText("Report submitted successfully")).toBeVisible();
  } finally {
    await other.context.close();
  }
});

test("a long conversation opens at its newest message; older ones are a link away", async ({ page }) => {
  const { seller, buyer, roomId } = await buyerOpensRoom(page, "Wetsuit, size M");
  // 45 messages, one a minute, alternating: more than a thread's page of 30.
  const start = Date.now() - 60 * 60_000;
  await withDb((db) =>
    db
      .insertInto("chat_messages")
      .values(Array.from({ length: 45 }, (_, i) => ({ chat_room_id: roomId, sender_id: i % 2 ? seller.id : buyer.id, message: `Message ${String(i + 1).padStart(2, "0")} of 45`, message_type: "text", is_read: 1, created_at: new Date(start + i * 60_000).toISOString() })))
      .execute(),
  );
  await openPage(page, `/dashboard?section=messages&room=${roomId}`);
  const messages = thread(page).getByTestId("chat-message");
  await expect(messages).toHaveCount(30);
  await expect(messages.first()).toHaveText(/^Message 16 of 45/);
  if (isJsProject()) await expect(messages.last()).toBeInViewport();

  await thread(page).getByRole("link", { name: "Show older messages" }).click();
  await expect(messages.first()).toHaveText(/^Message 01 of 45/);
  await expect(thread(page).getByRole("link", { name: "Show older messages" })).toHaveCount(0);
});

test("with JavaScript a message typed in one browser appears live in the other, with the unread badge", async ({ page, browser }) => {
  test.slow(); // two signed-in browsers
  test.skip(!isJsProject(), "live updates need JavaScript");
  const { seller, roomId } = await buyerOpensRoom(page, "Surfboard 7ft");

  const other = await signedInContext(browser, seller);
  try {
    // The seller is on another page: the header badge counts the new message live.
    await openPage(other.page, "/categories");
    await page.getByLabel("Your message").fill("Does it come with fins?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(other.page.getByRole("link", { name: "Messages (1)" })).toBeVisible();

    // In the thread, the buyer's next message arrives without a reload, and the buyer sees it was seen.
    await openPage(other.page, `/dashboard?section=messages&room=${roomId}`);
    await page.getByLabel("Your message").fill("And a leash?");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(thread(other.page).getByTestId("chat-message").last()).toContainText("And a leash?");
    await expect(thread(page).getByTestId("chat-message").last()).toContainText("Seen");
    await expect.poll(async () => (await storedMessages(roomId)).every((m) => m.is_read === 1)).toBe(true);
  } finally {
    await other.context.close();
  }
});

test("with JavaScript a message sent while offline is kept, marked unsent, and goes when back online", async ({ page, context }) => {
  test.skip(!isJsProject(), "the offline queue needs JavaScript");
  const { roomId } = await buyerOpensRoom(page, "Camping stove");

  await context.setOffline(true);
  await page.getByLabel("Your message").fill("Sent from the ferry");
  await page.getByRole("button", { name: "Send" }).click();
  const unsent = thread(page).locator('[data-state="unsent"]');
  await expect(unsent).toContainText("Not sent");
  expect(await storedMessages(roomId)).toEqual([]);
  await context.setOffline(false);
  await expect(unsent).toHaveCount(0);
  // A form sends a textarea's line breaks as CR LF.
  await expect.poll(async () => (await storedMessages(roomId)).map((m) => m.message.replace(/\r\n/g, "\n"))).toEqual(["Sent from the ferry"]);
});

test("with JavaScript a message left unsent when the page is closed is sent on the next visit", async ({ page, context }) => {
  test.skip(!isJsProject(), "the offline queue needs JavaScript");
  const { roomId } = await buyerOpensRoom(page, "Kayak paddle");

  await context.setOffline(true);
  await page.getByLabel("Your message").fill("Written in the tunnel");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(thread(page).locator('[data-state="unsent"]')).toContainText("Not sent");
  await page.close();
  await context.setOffline(false);

  const later = await context.newPage();
  await openPage(later, `/dashboard?section=messages&room=${roomId}`);
  // A form sends a textarea's line breaks as CR LF.
  await expect.poll(async () => (await storedMessages(roomId)).map((m) => m.message.replace(/\r\n/g, "\n"))).toEqual(["Written in the tunnel"]);
  await expect(thread(later).getByTestId("chat-message")).toHaveText([/Written in the tunnel/]);
  await expect(thread(later).locator('[data-state="unsent"]')).toHaveCount(0);
});

test("with JavaScript the notification permission can be asked for from the messages section", async ({ page }) => {
  test.skip(!isJsProject(), "notifications need JavaScript");
  // The headless shell the tests run in answers "denied" whatever was granted: the page is told
  // "granted", as a browser whose user allowed notifications would tell it.
  await page.addInitScript(() => Object.defineProperty(Notification, "permission", { get: () => "granted" }));
  const user = await newUser();
  await signIn(page, user.email, user.password, "/dashboard?section=messages");
  await openPage(page, "/dashboard?section=messages");
  // Granted already: nothing to ask.
  await expect(page.getByTestId("enable-notifications")).toHaveCount(0);
});

test("with JavaScript a user who has not decided yet is offered notifications, and the browser's answer is taken", async ({ page }) => {
  test.skip(!isJsProject(), "notifications need JavaScript");
  // The browser's own prompt cannot be clicked in a test: it answers "granted" as a user would.
  await page.addInitScript(() => {
    let permission: NotificationPermission = "default";
    Object.defineProperty(Notification, "permission", { get: () => permission });
    Notification.requestPermission = async () => {
      (window as Window & { asked?: number }).asked = ((window as Window & { asked?: number }).asked ?? 0) + 1;
      permission = "granted";
      return permission;
    };
  });
  const user = await newUser();
  await signIn(page, user.email, user.password, "/dashboard?section=messages");
  await openPage(page, "/dashboard?section=messages");
  await page.getByTestId("enable-notifications").click();
  await expect(page.getByTestId("enable-notifications")).toHaveCount(0);
  expect(await page.evaluate(() => [(window as Window & { asked?: number }).asked, Notification.permission])).toEqual([1, "granted"]);
});

test("a sixth message within a minute (the e2e server allows five) is refused, and the thread says so", async ({ page }) => {
  const { roomId } = await buyerOpensRoom(page, "Beach umbrella");
  const TOO_FAST = "You are sending messages too quickly. Please wait a little and try again.";
  for (let i = 1; i <= 6; i++) {
    await page.getByLabel("Your message").fill(`Question ${i}`);
    await page.getByRole("button", { name: "Send" }).click();
    // Each send settles before the next: shown as sent, or refused.
    if (i < 6) await expect(thread(page).getByTestId("chat-message").filter({ hasText: `Question ${i}` }).locator(":scope:not([data-state])")).toHaveCount(1);
  }
  await expect(thread(page).getByRole("alert")).toHaveText(TOO_FAST);
  if (isJsProject()) await expect(thread(page).locator('[data-state="refused"]')).toContainText("Question 6");
  expect((await storedMessages(roomId)).map((m) => m.message)).toEqual([1, 2, 3, 4, 5].map((i) => `Question ${i}`));
});
