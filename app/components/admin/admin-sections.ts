/** The back-office pages: path pattern (":id" matches one segment) and the title's i18n key. */
export const ADMIN_PAGES: Array<[pattern: string, titleKey: string]> = [
  ["users", "admin.users"],
  ["users/create", "admin.users_create"],
  ["users/:id/edit", "admin.users_edit"],
  ["categories", "admin.categories"],
  ["categories/:id/subcategories", "admin.subcategories"],
  ["categories/:id/edit", "admin.categories_edit"],
  ["categories/:id/layout", "admin.categories_layout"],
  ["listings", "admin.listings"],
  ["listings/create", "admin.listings_create"],
  ["listing-types", "admin.listing_types"],
  ["listing-types/create", "admin.listing_types_create"],
  ["listing-types/:id/edit", "admin.listing_types_edit"],
  ["dynamic-fields", "admin.dynamic_fields"],
  ["dynamic-fields/create", "admin.dynamic_fields_create"],
  ["dynamic-fields/:id/edit", "admin.dynamic_fields_edit"],
  ["currencies", "admin.currencies"],
  ["map-settings", "admin.map_settings"],
  ["media", "admin.media"],
  ["pricing", "admin.pricing"],
  ["orders", "admin.orders"],
  ["payment-settings", "admin.payment_settings"],
  ["maintenance", "admin.maintenance"],
  ["banners", "admin.banners"],
  ["banners/settings", "admin.banners_settings"],
  ["banners/create", "admin.banners_create"],
  ["banners/:id/edit", "admin.banners_edit"],
  ["places", "admin.places"],
  ["places/create", "admin.places_create"],
  ["places/:id/edit", "admin.places_edit"],
  ["place-categories", "admin.place_categories"],
  ["top-locations", "admin.top_locations"],
  ["top-locations/create", "admin.top_locations_create"],
  ["top-locations/:id/edit", "admin.top_locations_edit"],
  ["weather", "admin.weather"],
  ["moderation", "admin.moderation"],
  ["moderation/listing/:id", "admin.moderation_listing"],
  ["favorites", "admin.favorites"],
  ["reviews", "admin.reviews"],
  ["chat", "admin.chat"],
  ["newsletter", "admin.newsletter"],
  ["audit-log", "admin.audit_log"],
];

/** The sidebar: the index and every top-level section (the test wizard is the public wizard, opened as an admin). */
export const ADMIN_SIDEBAR: Array<[path: string, titleKey: string]> = [
  ["/admin", "admin.dashboard"],
  ...ADMIN_PAGES.filter(([pattern]) => !pattern.includes("/")).map(([pattern, key]): [string, string] => [`/admin/${pattern}`, key]),
];

export function matchAdminPage(path: string): string | null {
  const segments = path.split("/").filter(Boolean);
  for (const [pattern, key] of ADMIN_PAGES) {
    const parts = pattern.split("/");
    if (parts.length === segments.length && parts.every((part, i) => part === ":id" ? /^[\w-]+$/.test(segments[i]) : part === segments[i])) {
      return key;
    }
  }
  return null;
}
