import path from "node:path";
import { type Page, expect, test } from "@playwright/test";
import { openSqlite } from "../../api/db/database.js";
import { E2E_PORTS } from "../../playwright.config.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { lastMailTo, readOutbox, tokenFrom } from "../support/mail.js";
import { ADMIN, e2eDataDir } from "../support/template.js";

export { ADMIN, E2E_PORTS };

/** A published listing owned by `userId`, written to the e2e server's database. */
export async function newListing(userId: number, title: string, server: keyof typeof E2E_PORTS = "main") {
  const database = openSqlite(path.join(e2eDataDir(server), "app.db"));
  try {
    const listing = await createListing(database.db, userId, title);
    await database.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
    return listing;
  } finally {
    await database.close();
  }
}

/** A new verified user in the database of an e2e server (through the real repository). */
export async function newUser(server: keyof typeof E2E_PORTS = "main", overrides: { first_name?: string } = {}) {
  const database = openSqlite(path.join(e2eDataDir(server), "app.db"));
  try {
    return await createUser(database, overrides);
  } finally {
    await database.close();
  }
}

/** Signs in through the real /auth form (works with JavaScript on and off). */
export async function signIn(page: Page, email: string, password: string, redirectTo?: string) {
  await page.goto(redirectTo ? `/auth?redirectTo=${encodeURIComponent(redirectTo)}` : "/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).not.toHaveURL(/\/auth/);
}

/** The path and token of the newest e-mailed link to `linkPath` for `email` (from the server's outbox). */
export async function emailedLink(email: string, linkPath: "/verify-email" | "/reset-password", server: keyof typeof E2E_PORTS = "main") {
  await expect.poll(() => lastMailTo(readOutbox(e2eDataDir(server)), email, linkPath) ?? null).not.toBeNull();
  return `${linkPath}?token=${tokenFrom(lastMailTo(readOutbox(e2eDataDir(server)), email, linkPath), linkPath)}`;
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.gi`;

/** Opens a page and, with JavaScript, waits until it is hydrated (enhanced forms are live). */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  if (test.info().project.name === "js") await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
