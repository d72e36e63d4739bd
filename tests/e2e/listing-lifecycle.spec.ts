import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { linkTokens } from "../../api/lib/link-tokens.js";
import { LISTING_LIFETIME_DAYS } from "../../api/schemas/constants.js";
import { e2eDataDir } from "../support/template.js";
import { newListing, newUser, openPage, withDb } from "./support";

// The renew link of an expiry reminder, signed out, with and without JavaScript. (The reminder
// e-mail itself is tested in tests/api/listing-lifecycle.test.ts; here the link is signed as the
// server signs it, with the server's own secret.)

const DAY = 24 * 60 * 60 * 1000;

const renewLink = (listingId: number, expiresAt: string) => {
  const secret = fs.readFileSync(path.join(e2eDataDir("main"), "session-secret"), "utf8").trim();
  return `/listings/renew?token=${linkTokens(secret, "renew-listing").make(listingId, expiresAt)}`;
};

test("an owner renews a listing that ends soon from the reminder's link, once", async ({ page }) => {
  const owner = await newUser();
  const listing = await newListing(owner.id, "Kayak with two paddles, ending soon");
  const ends = new Date(Date.now() + 2 * DAY).toISOString();
  await withDb((db) => db.updateTable("listings").set({ expires_at: ends }).where("id", "=", listing.id).execute());
  const link = renewLink(listing.id, ends);

  await openPage(page, link);
  await expect(page.getByText("Keep your listing on the site for another full period?")).toBeVisible();
  await page.getByRole("button", { name: "Renew my listing" }).click();
  await expect(page.getByRole("status").filter({ hasText: "“Kayak with two paddles, ending soon” is listed again until" })).toBeVisible();
  const row = await withDb((db) => db.selectFrom("listings").select(["status", "expires_at"]).where("id", "=", listing.id).executeTakeFirstOrThrow());
  expect(row.status).toBe("published");
  expect(Math.abs(Date.parse(row.expires_at!) - (Date.now() + LISTING_LIFETIME_DAYS * DAY))).toBeLessThan(5 * 60_000);

  // The same link again: it was for the old end.
  await openPage(page, link);
  await page.getByRole("button", { name: "Renew my listing" }).click();
  await expect(page.getByRole("alert")).toHaveText("This renew link is not valid any more: renew the listing from your dashboard");
});

test("a sold listing keeps its page with its badge, then says it has expired, then is gone", { tag: "@server" }, async ({ page }) => {
  const owner = await newUser();
  const listing = await newListing(owner.id, `Road bike, sold ${Date.now()}`);
  const mark = (values: { status: string; status_changed_at?: string; expires_at?: string }) =>
    withDb((db) => db.updateTable("listings").set(values).where("id", "=", listing.id).execute());

  await mark({ status: "sold", status_changed_at: new Date().toISOString() });
  await openPage(page, `/listing/${listing.slug}`);
  await expect(page.getByTestId("listing-state")).toHaveText("SOLD The seller has sold this item.");
  await expect(page.getByRole("link", { name: "Message seller" })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  await mark({ status: "sold", status_changed_at: new Date(Date.now() - 20 * DAY).toISOString() });
  await openPage(page, `/listing/${listing.slug}`);
  await expect(page.getByTestId("listing-state")).toHaveText("This listing has expired and is no longer available.");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

  await mark({ status: "expired", expires_at: new Date(Date.now() - 40 * DAY).toISOString() });
  const gone = await page.goto(`/listing/${listing.slug}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByText("This listing is no longer available")).toBeVisible();
});
