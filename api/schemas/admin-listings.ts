import * as z from "zod";
import { AdminListQuerySchema, type AdminPage, booleanFilter } from "./admin.js";
import { LISTING_STATUSES, type ListingStatus, MAX_ID } from "./constants.js";
import { email } from "./fields.js";
import { blankAsMissing } from "./listing-query.js";
import { ListingPublishSchema, MESSAGES } from "./listing-write.js";
import type { CategoryFields } from "./categories.js";
import type { Listing } from "./listing.js";
import type { UserRef } from "./users.js";

// The back-office's listings and favourites: the list's filters, the row actions, the edit and
// create-on-behalf forms, and the answers. Shared by the API and the admin pages. The listing's
// own fields keep the wizard's rules (ListingPublishSchema's), so an admin cannot save what the
// wizard would refuse.

/** The promotion flags an admin sets by hand; the badge shown follows TOP, FEATURED, HOT. */
export const LISTING_FLAGS = ["is_top", "is_featured", "is_highlighted"] as const;
export type ListingFlag = (typeof LISTING_FLAGS)[number];

/** An admin may create a listing as a draft (to finish later) or published at once. */
export const ADMIN_CREATE_STATUSES = ["draft", "published"] as const;

export const ADMIN_LISTING_MESSAGES = {
  status: "Choose a listing status",
  category: "category_id must be a positive id",
  user: "user must be an id or an e-mail address",
  flags: "Set is_top, is_featured or is_highlighted",
  flag: "A flag must be true or false",
  owner: "No account uses this e-mail",
  ownerInactive: "This account is deactivated: activate it before posting for it",
  ownerProfile: "This user has no first name, last name or phone yet: complete their profile before posting for them",
  sameStatus: "The listing already has this status",
  endedStatus: "Only a published, reserved or sold listing can be marked as expired",
} as const;

const status = z.enum(LISTING_STATUSES, { error: ADMIN_LISTING_MESSAGES.status });

export const AdminListingQuerySchema = AdminListQuerySchema.extend({
  status: z.preprocess(blankAsMissing, status.optional()),
  /** A category and its subcategories, as on the public pages. */
  category_id: z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: ADMIN_LISTING_MESSAGES.category }).int(ADMIN_LISTING_MESSAGES.category).min(1, ADMIN_LISTING_MESSAGES.category).max(MAX_ID, ADMIN_LISTING_MESSAGES.category).optional(),
  ),
  /** The owner: a user id, or an e-mail address (whole, any case). */
  user: z.preprocess(
    blankAsMissing,
    z
      .string({ error: ADMIN_LISTING_MESSAGES.user })
      .trim()
      .max(254, ADMIN_LISTING_MESSAGES.user)
      .refine((value) => !/^\d+$/.test(value) || Number(value) <= MAX_ID, ADMIN_LISTING_MESSAGES.user)
      .optional(),
  ),
  is_top: booleanFilter,
  is_featured: booleanFilter,
  is_highlighted: booleanFilter,
});
export type AdminListingQuery = z.output<typeof AdminListingQuerySchema>;

const flagValue = z.boolean({ error: ADMIN_LISTING_MESSAGES.flag }).optional();

/** POST /admin/listings/{id}/flags: the flags to change (the others stay as they are). */
export const ListingFlagsSchema = z
  .object({ is_top: flagValue, is_featured: flagValue, is_highlighted: flagValue })
  .refine((flags) => LISTING_FLAGS.some((flag) => flags[flag] !== undefined), ADMIN_LISTING_MESSAGES.flags);
export type ListingFlags = z.output<typeof ListingFlagsSchema>;

/** POST /admin/listings/{id}/status. */
export const AdminListingStatusSchema = z.object({ status });

const rules = ListingPublishSchema.shape;
/** An unset price is "Price on request": a blank form field or a JSON null. */
const price = rules.price_gbp.nullable();

/** The listing's own fields, with the wizard's rules and messages. */
const listingFields = {
  title: rules.title,
  description: rules.description,
  category_id: rules.category_id,
  selected_currency: rules.selected_currency,
  price_gbp: price,
  price_eur: price,
};

/** PUT /admin/listings/{id}: the whole editable set; a price left out is cleared. */
export const AdminListingEditSchema = z.object({ ...listingFields, status });
export type AdminListingEdit = z.output<typeof AdminListingEditSchema>;

/** POST /admin/listings: a listing for the account with `user_email`, as its owner would post it. */
export const AdminListingCreateSchema = z
  .object({
    user_email: email(),
    ...listingFields,
    address: z.preprocess(blankAsMissing, rules.address),
    latitude: rules.latitude,
    longitude: rules.longitude,
    status: z.enum(ADMIN_CREATE_STATUSES, { error: ADMIN_LISTING_MESSAGES.status }),
  })
  // The wizard's location rule: both coordinates or neither.
  .superRefine((value, ctx) => {
    if ((value.latitude === undefined) === (value.longitude === undefined)) return;
    ctx.addIssue({ code: "custom", path: [value.latitude === undefined ? "latitude" : "longitude"], message: MESSAGES.bothCoordinates });
  });
export type AdminListingCreate = z.output<typeof AdminListingCreateSchema>;

/** A row of the admin list. Prices in major units. */
export type AdminListing = Pick<
  Listing,
  "id" | "slug" | "title" | "price_gbp" | "price_eur" | "is_top" | "is_featured" | "is_highlighted" | "views_count" | "created_at" | "updated_at"
> & {
  status: ListingStatus;
  category: Pick<CategoryFields, "id" | "name_en" | "name_es">;
  owner: UserRef;
  selected_currency: string;
  favorites_count: number;
  expires_at: string | null;
};

/** One listing for the edit form (and the audit log's before/after). */
export type AdminListingDetail = AdminListing & { description: string; address: string | null; latitude: number | null; longitude: number | null };

// ---- Favourites overview ----

export const AdminFavoritesQuerySchema = AdminListQuerySchema;
export type AdminFavoritesQuery = z.output<typeof AdminFavoritesQuerySchema>;

/** How many recent saves the overview shows. */
export const RECENT_SAVES = 20;

export type MostSavedListing = Pick<AdminListing, "id" | "slug" | "title" | "status" | "owner"> & { saves: number; last_saved_at: string };
export type RecentSave = {
  saved_at: string;
  user: UserRef;
  listing: Pick<AdminListing, "id" | "slug" | "title" | "status">;
};

/** GET /admin/favorites: totals, a page of the most-saved listings (searchable by title) and the latest saves. */
export type AdminFavoritesOverview = {
  totals: { saves: number; saved_listings: number; savers: number };
  most_saved: AdminPage<MostSavedListing>;
  recent: RecentSave[];
};
