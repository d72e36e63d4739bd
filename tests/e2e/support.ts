import path from "node:path";
import { type Locator, type Page, expect, test } from "@playwright/test";
import type { Kysely } from "kysely";
import type { DB } from "../../api/db/schema.js";
import { openSqlite } from "../../api/db/database.js";
import { createSessionsRepository } from "../../api/modules/auth/sessions-repository.js";
import { E2E_PORTS } from "../../playwright.config.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { lastMailTo, readOutbox, tokenFrom } from "../support/mail.js";
import { ADMIN, e2eDataDir } from "../support/template.js";

export { ADMIN, E2E_PORTS };

/** Runs `work` on the main e2e server's database (for the specs' own data, and to check what was stored). */
export async function withDb<T>(work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  const database = openSqlite(path.join(e2eDataDir("main"), "app.db"));
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

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

/** A new user in the database of an e2e server (through the real repository), verified unless asked otherwise. */
export async function newUser(server: keyof typeof E2E_PORTS = "main", overrides: { first_name?: string; is_verified?: boolean } = {}) {
  const database = openSqlite(path.join(e2eDataDir(server), "app.db"));
  try {
    return await createUser(database, overrides);
  } finally {
    await database.close();
  }
}

/** Ends every session of a user on the server (as a password reset elsewhere would), leaving the browser's cookie. */
export async function revokeSessions(userId: number, server: keyof typeof E2E_PORTS = "main") {
  const database = openSqlite(path.join(e2eDataDir(server), "app.db"));
  try {
    await createSessionsRepository(database.db).revokeAllOf(userId);
  } finally {
    await database.close();
  }
}

/** The address of an e2e server, for specs that use one besides the default (`main`, the baseURL). */
export const serverUrl = (server: keyof typeof E2E_PORTS) => (server === "main" ? "" : `http://localhost:${E2E_PORTS[server]}`);

/**
 * Signs in as the /auth form does (the same POST, session cookie in the browser's jar) without
 * opening a page: for a test whose next step opens a page of its own. Answers where the form
 * would have gone (`redirectTo`, or the home page).
 */
export async function startSession(page: Page, email: string, password: string, redirectTo = "/", server: keyof typeof E2E_PORTS = "main") {
  const response = await page.request.post(`${serverUrl(server)}/auth`, {
    form: { intent: "login", email, password, redirectTo },
    maxRedirects: 0,
  });
  expect(response.status(), `signing in as ${email}`).toBe(302);
  return response.headers().location ?? "/";
}

/**
 * Signs in as the /auth form does, then opens `redirectTo` (or the home page), hydrated with
 * JavaScript. The form itself, with and without JavaScript, is tested in accounts.spec; elsewhere
 * signing in is a step, and one page load instead of three.
 */
export async function signIn(page: Page, email: string, password: string, redirectTo?: string, server: keyof typeof E2E_PORTS = "main") {
  await openPage(page, `${serverUrl(server)}${await startSession(page, email, password, redirectTo, server)}`);
}

/** The path and token of the newest e-mailed link to `linkPath` for `email` (from the server's outbox). */
export async function emailedLink(email: string, linkPath: "/verify-email" | "/reset-password", server: keyof typeof E2E_PORTS = "main") {
  await expect.poll(() => lastMailTo(readOutbox(e2eDataDir(server)), email, linkPath) ?? null).not.toBeNull();
  return `${linkPath}?token=${tokenFrom(lastMailTo(readOutbox(e2eDataDir(server)), email, linkPath), linkPath)}`;
}

export const uniqueEmail = (prefix: string) => `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.gi`;

export const isJsProject = () => test.info().project.name === "js";

/** Opens a page and, with JavaScript, waits until it is hydrated (enhanced forms are live). */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  if (isJsProject()) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

type MarkedWindow = Window & { e2eDocument?: string };

/**
 * Proof that the steps after this call ran in the enhanced page (checked in the `js` project
 * only; without JavaScript both checks pass): `expectNothingSent` says no POST left the page
 * (client-side validation answered), `expectSameDocument` that the page was never reloaded (a
 * plain form post or a full navigation replaces the document, and the mark set here with it).
 * Call it once the page is hydrated (after `openPage` or `signIn`).
 */
export async function watchEnhancement(page: Page) {
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST") posts += 1;
  });
  if (isJsProject()) {
    await page.evaluate(() => ((window as MarkedWindow).e2eDocument = "hydrated-page"));
    // Forms whose instant checks load after hydration say so until they have them (data-enhancing).
    await expect(page.locator("form[data-enhancing]")).toHaveCount(0);
  }
  return {
    expectNothingSent() {
      if (isJsProject()) expect(posts, "the form should answer without sending a request").toBe(0);
    },
    async expectSameDocument() {
      if (isJsProject()) expect(await page.evaluate(() => (window as MarkedWindow).e2eDocument), "the page should not have been reloaded").toBe("hydrated-page");
    },
  };
}

/**
 * A message shown at its field: the control is marked invalid and its aria-describedby points
 * at a visible element with exactly that text (not merely somewhere on the page).
 */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(message);
  const describedBy = (await field.getAttribute("aria-describedby"))?.split(/\s+/).filter(Boolean) ?? [];
  const shown = field.page().locator(describedBy.map((id) => `[id="${id}"]`).join(", ") || "#no-description");
  await expect(shown.filter({ hasText: message })).toBeVisible();
}
