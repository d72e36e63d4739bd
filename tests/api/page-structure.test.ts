import path from "node:path";
import { pathToFileURL } from "node:url";
import { type HTMLElement, parse } from "node-html-parser";
import { beforeAll, describe, expect, it } from "vitest";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { ADMIN, ROOT } from "../support/template.js";
import { setupTestServer, signInCookie } from "../support/test-server.js";

/**
 * Every page route of the build, as the server renders it for the account that may open it:
 * one <main>, no id used twice, and every form control with a label (a <label for>, a wrapping
 * <label>, aria-label, aria-labelledby or title). A new route must be added to PAGES or to
 * NOT_RENDERED below, so none is left out.
 */
const server = setupTestServer({ withPages: true, env: { RATE_LIMIT_FACTOR: "1000" } });

type Who = "visitor" | "user" | "business" | "admin";
const cookies: Record<Who, string> = { visitor: "", user: "", business: "", admin: "" };
const ids = { listing: 0, listingSlug: "", place: "", placeId: 0 };

/** Route patterns (as the build names them) and the account that opens them; ids filled in beforeAll. */
const PAGES: Record<string, [Who, () => string]> = {
  "/": ["visitor", () => "/"],
  "/admin": ["admin", () => "/admin"],
  "/admin/audit-log": ["admin", () => "/admin/audit-log"],
  "/admin/banners": ["admin", () => "/admin/banners"],
  "/admin/banners/:id/edit": ["admin", () => "/admin/banners/1/edit"],
  "/admin/banners/create": ["admin", () => "/admin/banners/create"],
  "/admin/banners/settings": ["admin", () => "/admin/banners/settings"],
  "/admin/categories": ["admin", () => "/admin/categories"],
  "/admin/categories/:id/edit": ["admin", () => "/admin/categories/1/edit"],
  "/admin/categories/:id/layout": ["admin", () => "/admin/categories/1/layout"],
  "/admin/categories/:id/subcategories": ["admin", () => "/admin/categories/1/subcategories"],
  "/admin/chat": ["admin", () => "/admin/chat"],
  "/admin/currencies": ["admin", () => "/admin/currencies"],
  "/admin/currencies/:code/edit": ["admin", () => "/admin/currencies/eur/edit"],
  "/admin/currencies/create": ["admin", () => "/admin/currencies/create"],
  "/admin/dynamic-fields": ["admin", () => "/admin/dynamic-fields"],
  "/admin/dynamic-fields/:id/edit": ["admin", () => "/admin/dynamic-fields/1/edit"],
  "/admin/dynamic-fields/create": ["admin", () => "/admin/dynamic-fields/create"],
  "/admin/favorites": ["admin", () => "/admin/favorites"],
  "/admin/listing-types": ["admin", () => "/admin/listing-types"],
  "/admin/listing-types/:id/edit": ["admin", () => "/admin/listing-types/1/edit"],
  "/admin/listing-types/create": ["admin", () => "/admin/listing-types/create"],
  "/admin/listings": ["admin", () => "/admin/listings"],
  "/admin/listings/:id/edit": ["admin", () => `/admin/listings/${ids.listing}/edit`],
  "/admin/listings/create": ["admin", () => "/admin/listings/create"],
  "/admin/maintenance": ["admin", () => "/admin/maintenance"],
  "/admin/map-settings": ["admin", () => "/admin/map-settings"],
  "/admin/media": ["admin", () => "/admin/media"],
  "/admin/moderation": ["admin", () => "/admin/moderation"],
  "/admin/moderation/listing/:id": ["admin", () => `/admin/moderation/listing/${ids.listing}`],
  "/admin/newsletter": ["admin", () => "/admin/newsletter"],
  "/admin/orders": ["admin", () => "/admin/orders"],
  "/admin/payment-settings": ["admin", () => "/admin/payment-settings"],
  "/admin/place-categories": ["admin", () => "/admin/place-categories"],
  "/admin/places": ["admin", () => "/admin/places"],
  "/admin/places/:id/edit": ["admin", () => `/admin/places/${ids.placeId}/edit`],
  "/admin/places/create": ["admin", () => "/admin/places/create"],
  "/admin/pricing": ["admin", () => "/admin/pricing"],
  "/admin/pricing/:id/edit": ["admin", () => "/admin/pricing/1/edit"],
  "/admin/pricing/create": ["admin", () => "/admin/pricing/create"],
  "/admin/reviews": ["admin", () => "/admin/reviews"],
  "/admin/top-locations": ["admin", () => "/admin/top-locations"],
  "/admin/top-locations/:id/edit": ["admin", () => "/admin/top-locations/1/edit"],
  "/admin/top-locations/create": ["admin", () => "/admin/top-locations/create"],
  "/admin/users": ["admin", () => "/admin/users"],
  "/admin/users/:id/edit": ["admin", () => "/admin/users/1/edit"],
  "/admin/users/create": ["admin", () => "/admin/users/create"],
  "/admin/weather": ["admin", () => "/admin/weather"],
  "/auth": ["visitor", () => "/auth"],
  "/categories": ["visitor", () => "/categories"],
  "/category/:categorySlug": ["visitor", () => "/category/vehicles"],
  "/contact": ["visitor", () => "/contact"],
  "/dashboard": ["user", () => "/dashboard"],
  "/dashboard/bulk-listings": ["business", () => "/dashboard/bulk-listings"],
  "/dashboard/orders": ["user", () => "/dashboard/orders"],
  "/dashboard/promote-listing/:id": ["user", () => `/dashboard/promote-listing/${ids.listing}`],
  "/dashboard/edit-listing/:id": ["user", () => `/dashboard/edit-listing/${ids.listing}`],
  "/listing/:slug": ["visitor", () => `/listing/${ids.listingSlug}`],
  "/listings/wizard": ["user", () => "/listings/wizard"],
  "/listings/wizard/payment/:listingId": ["user", () => `/listings/wizard/payment/${ids.listing}`],
  "/location/:slug": ["visitor", () => "/location/ocean-village"],
  "/places": ["visitor", () => "/places"],
  "/places/:slug": ["visitor", () => `/places/${ids.place}`],
  "/places/create": ["user", () => "/places/create"],
  "/places/edit/:id": ["admin", () => `/places/edit/${ids.placeId}`],
  "/privacy-policy": ["visitor", () => "/privacy-policy"],
  "/saved-searches": ["user", () => "/saved-searches"],
  "/search": ["visitor", () => "/search?q=apartment&view=map"],
  "/terms-of-service": ["visitor", () => "/terms-of-service"],
  "/weather": ["visitor", () => "/weather"],
};

/** Page routes with no page of their own to check here, and why. */
const NOT_RENDERED: Record<string, string> = {
  "/admin/*": "an unknown admin address: the not-found page",
  "/alerts/unsubscribe": "needs an e-mailed token (tests/e2e/saved-searches.spec.ts)",
  "/auth/:provider/callback": "answers the OAuth provider with a redirect",
  "/email-sent": "shown after a sign-up or a reset request only",
  "/listings/renew": "needs an e-mailed token (tests/e2e/listing-lifecycle.spec.ts)",
  "/maintenance": "redirects home unless maintenance is on (tests/e2e/maintenance.spec.ts)",
  "/newsletter/confirm": "needs an e-mailed token",
  "/newsletter/subscribe": "the newsletter form's answer page, after a post",
  "/reset-password": "needs an e-mailed token (tests/e2e/accounts.spec.ts)",
  "/verify-email": "needs an e-mailed token (tests/e2e/email-verification.spec.ts)",
};

beforeAll(async () => {
  const { database } = server.services;
  const user = await createUser(database);
  const business = await createUser(database);
  await database.db.updateTable("users").set({ is_business: 1, business_name: "Rock Traders" }).where("id", "=", business.id).execute();
  const listing = await createListing(database.db, user.id, "Teak garden table for six");
  await database.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
  const place = await database.db.selectFrom("places").select(["id", "slug"]).where("status", "=", "approved").orderBy("id").executeTakeFirstOrThrow();
  Object.assign(ids, { listing: listing.id, listingSlug: listing.slug, place: place.slug, placeId: place.id });
  cookies.user = await signInCookie(server, user.email, user.password);
  cookies.business = await signInCookie(server, business.email, business.password);
  cookies.admin = await signInCookie(server, ADMIN.email, ADMIN.password);
});

/** The build's page routes (those with a component), as full patterns. */
async function pageRoutes(): Promise<string[]> {
  const build = (await import(pathToFileURL(path.join(ROOT, "build/index.js")).href)) as {
    routes: Record<string, { parentId?: string; path?: string; module: { default?: unknown } }>;
  };
  const full = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    const parent = full(route.parentId);
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
  };
  return [...new Set(Object.entries(build.routes).filter(([, route]) => route.module.default).map(([id]) => full(id) || "/"))];
}

/** Why a form control has no name a screen reader can say, or null. */
function unlabelled(control: HTMLElement, root: HTMLElement): string | null {
  if (control.getAttribute("aria-label")?.trim() || control.getAttribute("aria-labelledby") || control.getAttribute("title")?.trim()) return null;
  const id = control.id;
  if (id && root.querySelector(`label[for="${id}"]`)) return null;
  for (let parent = control.parentNode as HTMLElement | null; parent; parent = parent.parentNode as HTMLElement | null) {
    if (parent.tagName === "LABEL") return null;
  }
  return control.outerHTML.slice(0, 160);
}

const UNLABELLED_TYPES = new Set(["hidden", "submit", "button", "reset", "image"]);

describe("every page route", () => {
  it("is checked here or said why not", async () => {
    const routes = await pageRoutes();
    const known = new Set([...Object.keys(PAGES), ...Object.keys(NOT_RENDERED)]);
    expect(routes.filter((route) => !known.has(route))).toEqual([]);
    expect(Object.keys(PAGES).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it.each(Object.entries(PAGES))("%s has one <main>, unique ids and labelled form controls", async (_route, [who, pathOf]) => {
    const url = pathOf();
    const response = await fetch(server.url + url, { redirect: "manual", headers: cookies[who] ? { Cookie: cookies[who] } : {} });
    expect(response.status, url).toBe(200);
    const html = parse(await response.text());
    expect(html.querySelectorAll("main").length, url).toBe(1);
    const seen = new Map<string, number>();
    for (const element of html.querySelectorAll("[id]")) seen.set(element.id, (seen.get(element.id) ?? 0) + 1);
    expect([...seen].filter(([, count]) => count > 1).map(([id]) => id), url).toEqual([]);
    const controls = html.querySelectorAll("input, select, textarea").filter((control) => !UNLABELLED_TYPES.has(control.getAttribute("type") ?? ""));
    expect(controls.map((control) => unlabelled(control, html)).filter(Boolean), url).toEqual([]);
  });
});
