import { describe, expect, it } from "vitest";
import { badgeCount, listingBadge } from "~/components/listing/badges";
import { countdownTo, displayPrice, formatMoney, relativeTime, relativeTimeKey } from "@schemas/format";
import { matchAdminPage } from "~/components/admin/admin-sections";
import { redirectTarget } from "~/routes/$/route";
import { phoneLinks } from "~/routes/_main.listing.$slug/contact-links";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const now = Date.parse("2026-11-22T12:00:00Z");
const ago = (ms: number) => new Date(now - ms).toISOString();

describe("listing badge priority", () => {
  const base = { is_top: false, is_featured: false, is_highlighted: false, created_at: ago(10 * DAY) };
  it("prefers TOP over FEATURED over HOT over NEW", () => {
    expect(listingBadge({ ...base, is_top: true, is_featured: true, is_highlighted: true, created_at: ago(HOUR) }, now)).toBe("TOP");
    expect(listingBadge({ ...base, is_featured: true, is_highlighted: true, created_at: ago(HOUR) }, now)).toBe("FEATURED");
    expect(listingBadge({ ...base, is_highlighted: true, created_at: ago(HOUR) }, now)).toBe("HOT");
    expect(listingBadge({ ...base, created_at: ago(HOUR) }, now)).toBe("NEW");
  });
  it("shows NEW only under 24 hours", () => {
    expect(listingBadge({ ...base, created_at: ago(DAY - 1000) }, now)).toBe("NEW");
    expect(listingBadge({ ...base, created_at: ago(DAY) }, now)).toBeNull();
  });
  it("caps count badges at 99+", () => {
    expect(badgeCount(7)).toBe("7");
    expect(badgeCount(99)).toBe("99");
    expect(badgeCount(100)).toBe("99+");
  });
});

describe("price rule", () => {
  it("uses the eur price for an eur listing that has one", () => {
    expect(displayPrice({ selected_currency: "eur", price_eur: 1200, price_gbp: 1000 })).toEqual({ amount: 1200, currency: "eur" });
  });
  it("falls back to the gbp price", () => {
    expect(displayPrice({ selected_currency: "eur", price_eur: null, price_gbp: 1000 })).toEqual({ amount: 1000, currency: "gbp" });
    expect(displayPrice({ selected_currency: "gbp", price_eur: 1200, price_gbp: 1000 })).toEqual({ amount: 1000, currency: "gbp" });
  });
  it("has no price to show when neither is set ('Price on request')", () => {
    expect(displayPrice({ selected_currency: "gbp", price_eur: 900, price_gbp: null })).toBeNull();
  });
  it("formats for the UI language", () => {
    expect(formatMoney(1250, "gbp", "en")).toBe("£1,250");
    expect(formatMoney(1250.5, "eur", "es")).toMatch(/1250,50\s€/);
  });
});

describe("relative time", () => {
  it("follows the specification's steps", () => {
    expect(relativeTime(ago(59 * 60 * 1000), now)).toEqual({ unit: "now" });
    expect(relativeTime(ago(5 * HOUR), now)).toEqual({ unit: "hours", count: 5 });
    expect(relativeTime(ago(6 * DAY), now)).toEqual({ unit: "days", count: 6 });
    expect(relativeTime(ago(7 * DAY), now)).toEqual({ unit: "weeks", count: 1 });
    expect(relativeTime(ago(27 * DAY), now)).toEqual({ unit: "weeks", count: 3 });
    expect(relativeTime(ago(28 * DAY), now)).toEqual({ unit: "months", count: 1 });
    expect(relativeTime(ago(95 * DAY), now)).toEqual({ unit: "months", count: 3 });
  });

  it("names a translation for each step, with the count for plurals", () => {
    expect(relativeTimeKey({ unit: "now" })).toEqual({ key: "time.just_now", count: 0 });
    expect(relativeTimeKey({ unit: "days", count: 2 })).toEqual({ key: "time.days_ago", count: 2 });
  });
});

describe("maintenance countdown", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const end = new Date(now + 2 * DAY + 3 * HOUR + 4 * 60_000 + 5_000).toISOString();
    expect(countdownTo(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });
  it("is hidden once the end is past or missing", () => {
    expect(countdownTo(new Date(now - 1000).toISOString(), now)).toBeNull();
    expect(countdownTo(null, now)).toBeNull();
    expect(countdownTo("not a date", now)).toBeNull();
  });
});

describe("redirects", () => {
  it("sends old account paths to dashboard sections and anything unknown home", () => {
    expect(redirectTarget("/profile")).toBe("/dashboard?section=profile");
    expect(redirectTarget("/my-listings")).toBe("/dashboard?section=my-listings");
    expect(redirectTarget("/settings")).toBe("/dashboard?section=settings");
    expect(redirectTarget("/favorites")).toBe("/dashboard?section=favorites");
    expect(redirectTarget("/messages")).toBe("/dashboard?section=messages");
    expect(redirectTarget("/profile/extra")).toBe("/");
    expect(redirectTarget("/nowhere")).toBe("/");
  });
  it("recognises every admin page of the specification", () => {
    // The back-office routes, in their order (ids filled in), plus the audit log and the promotion orders.
    const specified = [
      "users", "users/create", "users/12/edit",
      "categories", "categories/3/subcategories", "categories/3/edit", "categories/3/layout",
      "listings", "listings/create",
      "listing-types", "listing-types/create", "listing-types/4/edit",
      "dynamic-fields", "dynamic-fields/create", "dynamic-fields/5/edit",
      "currencies", "map-settings", "media", "pricing", "payment-settings", "maintenance",
      "banners", "banners/settings", "banners/create", "banners/6/edit",
      "places", "places/create", "places/7/edit", "place-categories",
      "top-locations", "top-locations/create", "top-locations/8/edit",
      "weather", "moderation", "moderation/listing/9",
      "favorites", "reviews", "chat", "newsletter", "audit-log", "orders",
    ];
    expect(specified.filter((path) => matchAdminPage(path) === null)).toEqual([]);
    expect(matchAdminPage("maintenance")).toBe("admin.maintenance");
    expect(matchAdminPage("users/12/edit")).toBe("admin.users_edit");
    expect(matchAdminPage("categories/3/layout")).toBe("admin.categories_layout");
    expect(matchAdminPage("moderation/listing/9")).toBe("admin.moderation_listing");
    expect(matchAdminPage("banners/settings")).toBe("admin.banners_settings");
    expect(matchAdminPage("unknown")).toBeNull();
    expect(matchAdminPage("maintenance/extra")).toBeNull();
    expect(matchAdminPage("users/../edit")).toBeNull();
  });
});

describe("map coordinates", async () => {
  const { listingCoordinates, parseCoordinates } = await import("~/components/listing/coordinates");
  it("accepts numbers and numeric strings under every name the specification allows", () => {
    expect(parseCoordinates(36.14, -5.35)).toEqual({ ok: true, value: { lat: 36.14, lng: -5.35 } });
    expect(listingCoordinates({ location_lat: "36.1", location_lng: "-5.3" })).toEqual({ ok: true, value: { lat: 36.1, lng: -5.3 } });
    expect(listingCoordinates({ lat: 1, lng: 2 })).toEqual({ ok: true, value: { lat: 1, lng: 2 } });
  });
  it("explains bad coordinates and stays quiet about missing ones", () => {
    expect(parseCoordinates("abc", 3)).toEqual({ ok: false, error: "listing.coordinates_invalid" });
    expect(parseCoordinates(95, 3)).toEqual({ ok: false, error: "Invalid coordinate values" });
    expect(parseCoordinates(null, undefined)).toEqual({ ok: false, error: null });
  });
});

describe("breadcrumb title", async () => {
  const { truncate } = await import("~/routes/_main.listing.$slug/text");
  it("cuts at 30 characters", () => {
    expect(truncate("Short title", 30)).toBe("Short title");
    expect(truncate("Two-bedroom apartment in Ocean Village with marina views", 30)).toBe("Two-bedroom apartment in Ocean…");
  });
});

describe("contact links", () => {
  it("calls and messages the owner's own phone: tel: with the + and wa.me with digits and the prefilled text", () => {
    expect(phoneLinks("+35054001234", "Hello about “Kayak”")).toEqual({
      tel: "tel:+35054001234",
      whatsapp: `https://wa.me/35054001234?text=${encodeURIComponent("Hello about “Kayak”")}`,
    });
  });
});
