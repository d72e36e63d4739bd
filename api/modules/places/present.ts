import type { MediaFile } from "../../schemas/listing.js";
import type { Place, PlaceStatus, PlaceSummary, ReviewStats } from "../../schemas/places.js";
import { cardPicture, toMediaFile } from "../listings/present.js";
import type { PlacePhotoRow, PlaceRow } from "./repository.js";

// Database rows → API answers for places: storage paths to URLs (reviews and their stats: ../reviews/present.ts).

const numberOrNull = (value: number | null): number | null => (value === null ? null : Number(value));

export { NO_REVIEWS, toReviewStats } from "../reviews/present.js";

/** A place photo in the listings' media shape (the first photo is the cover). */
export const toPlacePhoto = (row: PlacePhotoRow, index: number): MediaFile =>
  toMediaFile({ ...row, listing_id: row.place_id, is_cover: index === 0 ? 1 : 0 });


export function toPlaceSummary(row: PlaceRow, photos: PlacePhotoRow[], stats: ReviewStats): PlaceSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category:
      row.place_category_id === null || row.category_slug === null
        ? null
        : {
            id: row.place_category_id,
            slug: row.category_slug,
            name_en: row.category_name_en ?? "",
            name_es: row.category_name_es ?? "",
            icon: row.category_icon,
          },
    address: row.address,
    latitude: numberOrNull(row.latitude),
    longitude: numberOrNull(row.longitude),
    // The card picture is the first photo.
    ...cardPicture(photos[0]),
    review_stats: stats,
    status: row.status as PlaceStatus,
    user_id: row.user_id,
    created_at: row.created_at,
  };
}

export function toPlace(row: PlaceRow, photos: PlacePhotoRow[], stats: ReviewStats, language: "en" | "es"): Place {
  const description_en = row.description_en ?? "";
  return {
    ...toPlaceSummary(row, photos, stats),
    description: (language === "es" ? row.description_es : null) || description_en,
    description_en,
    description_es: row.description_es,
    phone: row.phone,
    website: row.website,
    opening_hours: row.opening_hours,
    photos: photos.map(toPlacePhoto),
    updated_at: row.updated_at,
  };
}

