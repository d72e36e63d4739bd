import type { Listing, ListingPagePhase, MediaFile } from "@schemas/listing";
import type { ListingPageData } from "../listing/listing-page";
import type { Place } from "@schemas/places";
import { displayPrice } from "@schemas/format";

// schema.org descriptions of pages (JSON-LD) for search engines: what a listing offers, a place and
// its rating, the breadcrumb trail. Built from the same data the page shows.

const CONTEXT = "https://schema.org";

/**
 * JSON for a <script> element: `<`, `>` and `&` are written as \u escapes (still the same JSON),
 * so a text such as "</script>" in a title cannot end the element; U+2028/U+2029 likewise, as
 * older parsers end a script line at them.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

const absolute = (origin: string, url: string) => new URL(url, origin).href;
const photoUrls = (origin: string, media: Pick<MediaFile, "media_type" | "file_url">[]) => media.filter((m) => m.media_type === "image").map((m) => absolute(origin, m.file_url));

/** One step of a breadcrumb trail: the current page has no link. */
export type Crumb = { label: string; to?: string };

export function breadcrumbJsonLd(origin: string, crumbs: Crumb[]) {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.label,
      // The last step may go without `item`: it is the page itself.
      ...(crumb.to ? { item: absolute(origin, crumb.to) } : {}),
    })),
  };
}

/**
 * The schema.org availability of a listing in each state that keeps its page public: sold and
 * reserved listings stay up for a while with their badge, expired ones are discontinued. A state
 * not listed (a draft, seen by its owner only) offers nothing.
 */
const AVAILABILITY: Record<string, string> = {
  published: "InStock",
  reserved: "LimitedAvailability",
  sold: "SoldOut",
  expired: "Discontinued",
};

/** Search engines should list a listing page only while it can still be bought, or was just sold (its page phase). */
export const isIndexableListing = (phase: ListingPagePhase) => phase === "live" || phase === "held";

/** A listing as a Product with one Offer: the price and currency the page shows, none on request. */
export function productJsonLd(origin: string, url: string, listing: Listing | ListingPageData) {
  const price = displayPrice(listing);
  const availability = Object.hasOwn(AVAILABILITY, listing.status) ? AVAILABILITY[listing.status] : undefined;
  return {
    "@context": CONTEXT,
    "@type": "Product",
    name: listing.title,
    description: listing.description,
    sku: String(listing.id),
    url,
    image: photoUrls(origin, listing.media_files),
    offers: {
      "@type": "Offer",
      url,
      ...(price ? { price: String(price.amount), priceCurrency: price.currency.toUpperCase() } : {}),
      ...(availability ? { availability: `${CONTEXT}/${availability}` } : {}),
    },
  };
}

/** A place, with its rating over its published reviews when it has any. */
export function placeJsonLd(origin: string, url: string, place: Place, description: string) {
  const { average_rating: average, total_reviews: total } = place.review_stats;
  return {
    "@context": CONTEXT,
    "@type": "Place",
    name: place.name,
    description,
    url,
    image: photoUrls(origin, place.photos),
    ...(place.address ? { address: { "@type": "PostalAddress", streetAddress: place.address, addressCountry: "GI" } } : {}),
    ...(place.latitude !== null && place.longitude !== null
      ? { geo: { "@type": "GeoCoordinates", latitude: place.latitude, longitude: place.longitude } }
      : {}),
    ...(place.phone ? { telephone: place.phone } : {}),
    ...(total > 0
      ? { aggregateRating: { "@type": "AggregateRating", ratingValue: average, reviewCount: total, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}
