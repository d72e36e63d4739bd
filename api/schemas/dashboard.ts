import type { FavoriteNoticeKind } from "./listing-extras.js";
import * as z from "zod";
import { OWNER_STATUSES, type ListingStatus } from "./constants.js";
import type { ListingSummary } from "./listing.js";
import type { PublicUser } from "./users.js";

// The dashboard's calls: an owner's status changes and renewals, the contact and notification
// preferences, and the overview's answer. Isomorphic (no server imports): the dashboard's forms
// validate with the same schemas.

export const LISTING_STATUS_MESSAGES = {
  status: "Choose available, reserved or sold",
  notOwner: "You can only change your own listings",
  reserveNeedsPublished: "Only an available listing can be marked as reserved",
  soldNeedsLive: "Only an available or reserved listing can be marked as sold",
  availableNeedsHeld: "Only a reserved or sold listing can be made available again",
  expiredNeedsRenewal: "This listing has expired: renew it to make it available again",
  renewNotDue: "Only an expired listing, or one that expires within 7 days, can be renewed",
  badRenewLink: "This renew link is not valid any more: renew the listing from your dashboard",
} as const;

/** POST /listings/renew-by-link: the token of an expiry reminder's link (works signed out). */
export const RenewLinkSchema = z.object({
  token: z.string({ error: LISTING_STATUS_MESSAGES.badRenewLink }).min(10, LISTING_STATUS_MESSAGES.badRenewLink).max(200, LISTING_STATUS_MESSAGES.badRenewLink),
});

/** POST /listings/{id}/status: what the owner marks the listing as. */
export const ListingStatusSchema = z.object({
  status: z.enum(OWNER_STATUSES, { error: LISTING_STATUS_MESSAGES.status }),
});
export type ListingStatusInput = z.output<typeof ListingStatusSchema>;

export const PREFERENCE_MESSAGES = { flag: "Must be true or false" } as const;

/** PUT /users/me/preferences: any of the choices (absent ones stay as they are). */
export const PreferencesSchema = z.object({
  email_on_unread_messages: z.boolean({ error: PREFERENCE_MESSAGES.flag }).optional(),
  email_on_favorite_updates: z.boolean({ error: PREFERENCE_MESSAGES.flag }).optional(),
});
export type PreferencesInput = z.output<typeof PreferencesSchema>;

/** The settings form: an unticked box is not sent at all, so there it means "no". */
export const PreferencesFormSchema = z.object({
  email_on_unread_messages: z.boolean().default(false),
  email_on_favorite_updates: z.boolean().default(false),
});

/** A listing of one's own as the dashboard lists it: with how many users saved it and when it ends. */
export type MyListing = ListingSummary & { favorites_count: number; expires_at: string | null };
export type MyListingList = { listings: MyListing[]; total: number; limit: number; skip: number };

type ListingRef = { listing_id: number; listing_title: string; listing_slug: string };

/** One line of the overview's recent activity; `at` is when it happened (or, for expiring, when it will). */
export type OverviewActivity =
  | ({ type: "message"; at: string; sender_name: string } & ListingRef)
  | ({ type: "review"; at: string; reviewer_name: string | null; rating: number } & ListingRef)
  | ({ type: "expiring"; at: string } & ListingRef)
  /** News of a listing the user saved (price drop, sold, reserved, expired). */
  | ({ type: "favorite"; at: string; kind: FavoriteNoticeKind } & ListingRef);

/** GET /users/me/overview. */
export type Overview = {
  listings_by_status: Record<ListingStatus, number>;
  total_listings: number;
  total_views: number;
  /** How many times the user's listings have been saved (by other users). */
  favorites_received: number;
  unread_messages: number;
  activity: OverviewActivity[];
};

/** GET /users/me/counts, the header's badges: saved listings, unread messages and unread news of saved listings. */
export type HeaderCounts = { favorites: number; unread_messages: number; favorite_news: number };

/** GET /users/me/header: who is signed in and their header's badges, what every page shows. */
export type SignedInHeader = { user: PublicUser; counts: HeaderCounts };
