import type { ListingSummary } from "@schemas/listing";
import { pickLocalized } from "~/utils/localized";
import { lean, type Lean } from "../home/lean";
import { packPicture } from "../ui/srcset";

/**
 * A listing as a card shows it: what the card renders and nothing else, its category named in the
 * page's language. Lists are sent to the browser twice (markup and loader data), so the API's
 * summary (coordinates, owner, counters, both category names) is cut down before it leaves the
 * loader, its picture written as one short string (`packPicture`) and its empty fields left out (`lean`).
 */
export type ListingCardData = Lean<
  Pick<ListingSummary, "id" | "slug" | "title" | "address" | "selected_currency" | "price_gbp" | "price_eur" | "created_at" | "is_top" | "is_featured" | "is_highlighted"> & {
    category_name: string;
    photo: string | null;
  }
>;

export function toCard(listing: ListingSummary, language: string): ListingCardData {
  const { id, slug, title, address, thumbnail_url, thumbnail_srcset, selected_currency, price_gbp, price_eur, created_at, is_top, is_featured, is_highlighted } =
    listing;
  return lean({
    id, slug, title, address, selected_currency, price_gbp, price_eur, created_at, is_top, is_featured, is_highlighted,
    photo: thumbnail_url && packPicture(thumbnail_url, thumbnail_srcset),
    category_name: pickLocalized(listing.category, "name", language),
  });
}

export const toCards = (listings: ListingSummary[], language: string): ListingCardData[] => listings.map((listing) => toCard(listing, language));

/**
 * A listing as a small sidebar link shows it: title, price and the thumbnail (at 72px the
 * thumbnail is already sharp on any screen, so no WebP widths are listed).
 */
export type MiniCardData = Pick<ListingSummary, "id" | "slug" | "title" | "thumbnail_url" | "selected_currency" | "price_gbp" | "price_eur">;

export const toMiniCards = (listings: ListingSummary[]): MiniCardData[] =>
  listings.map(({ id, slug, title, thumbnail_url, selected_currency, price_gbp, price_eur }) => ({ id, slug, title, thumbnail_url, selected_currency, price_gbp, price_eur }));
