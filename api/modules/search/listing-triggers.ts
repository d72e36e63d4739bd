/** The triggers that index listings as they are written (migration 0002), by table. */
export const LISTING_TRIGGERS = {
  listings: ["search_listings_ai", "search_listings_au"],
  listing_field_values: ["search_values_ai", "search_values_au", "search_values_ad"],
} as const;
