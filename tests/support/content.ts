import type { Kysely } from "kysely";
import type { DB } from "../../api/db/schema.js";

let counter = 0;

/** A minimal active listing of a user, in the first category of the seed. */
export async function createListing(db: Kysely<DB>, userId: number, title = "Bike for sale") {
  counter += 1;
  const now = new Date().toISOString();
  const category = await db.selectFrom("categories").select("id").executeTakeFirstOrThrow();
  return db
    .insertInto("listings")
    .values({
      slug: `test-listing-${userId}-${counter}-${Date.now()}`,
      user_id: userId,
      category_id: category.id,
      title,
      description: "Created by a test",
      selected_currency: "gbp",
      status: "active",
      is_top: 0,
      is_featured: 0,
      is_highlighted: 0,
      views_count: 0,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A review of a listing (or a place) by a user, published unless told otherwise. */
export async function createReview(
  db: Kysely<DB>,
  review: { listingId?: number; placeId?: number; userId: number; rating?: number; status?: "published" | "pending" | "hidden"; title?: string | null; comment?: string | null },
) {
  const now = new Date().toISOString();
  return db
    .insertInto("reviews")
    .values({
      listing_id: review.listingId ?? null,
      place_id: review.placeId ?? null,
      user_id: review.userId,
      rating: review.rating ?? 5,
      title: review.title ?? null,
      comment: review.comment === undefined ? "Great seller" : review.comment,
      is_anonymous: 0,
      is_featured: 0,
      is_verified_purchase: 0,
      status: review.status ?? "published",
      helpful_count: 0,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
