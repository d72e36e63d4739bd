import { beforeAll, expect, it } from "vitest";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { setupTestServer, signInCookie } from "../support/test-server.js";

// Forms written only when asked for (app/components/ui/opens-in-place.tsx): closed, a page carries
// the link that opens the form; without JavaScript that link leads to the form, written open.
// The e2e tests open them with JavaScript on and off.

const server = setupTestServer({ withPages: true });
let cookie: string;

beforeAll(async () => {
  const user = await createUser(server.services.database);
  cookie = await signInCookie(server, user.email, user.password);
});

const page = async (path: string) => {
  const response = await fetch(`${server.url}${path}`, { headers: { cookie }, redirect: "manual" });
  return { status: response.status, html: await response.text(), location: response.headers.get("location") };
};

const decode = (html: string) => html.replaceAll("&amp;", "&");

it("writes the review form only when the page is asked for it", async () => {
  const seller = await createUser(server.services.database);
  const listing = await createListing(server.db, seller.id, "Sea kayak with paddles");
  await server.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
  const closed = await page(`/listing/${listing.slug}`);
  expect(closed.status).toBe(200);
  expect(closed.html).not.toContain('id="review-form-listing');
  expect(closed.html).toContain(`href="/listing/${listing.slug}?review=write#write-review">Write a review</a>`);
  const open = await page(`/listing/${listing.slug}?review=write`);
  expect(open.html).toContain(`id="review-form-listing-${listing.id}"`);
  expect(open.html).not.toContain(">Write a review</a>");
});

it("writes the save-search form only when asked for, on /saved-searches without JavaScript", async () => {
  const results = await page("/search?q=kayak&sort_by=newest");
  expect(results.status).toBe(200);
  expect(results.html).not.toContain('id="save-search"');
  const href = /<a [^>]*href="(\/saved-searches\?[^"]+)"[^>]*>Save this search<\/a>/.exec(results.html)?.[1];
  expect(href).toBeDefined();
  const asked = new URL(decode(href!), server.url).searchParams;
  expect(Object.fromEntries(asked)).toEqual({ query: "q=kayak&sort_by=newest&currency=gbp", name: "kayak", back: "/search?q=kayak&sort_by=newest" });

  const form = await page(decode(href!));
  expect(form.status).toBe(200);
  expect(form.html).toContain('id="save-search"');
  expect(form.html).toContain('name="query" value="q=kayak&amp;sort_by=newest&amp;currency=gbp"');
  expect(form.html).toContain('name="back" value="/search?q=kayak&amp;sort_by=newest"');
  expect(form.html).toMatch(/<input[^>]*name="name"[^>]*value="kayak"/);
});

it("sends the save form's way back only to this site, and visitors to sign in first", async () => {
  const form = await page(`/saved-searches?${new URLSearchParams({ query: "q=boat", name: "Boats", back: "https://elsewhere.example/" })}`);
  expect(form.html).toContain('name="back" value="/search"');
  const visitor = await fetch(`${server.url}/saved-searches?query=q%3Dboat`, { redirect: "manual" });
  expect(visitor.status).toBe(302);
  expect(visitor.headers.get("location")).toMatch(/^\/auth\?redirectTo=/);
});
