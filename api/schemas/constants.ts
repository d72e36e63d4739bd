// Values the pages share with the zod schemas beside this file, kept free of zod: a page that
// imports a value from a schema module loads that module and zod with it (its schemas are built
// at load time), which is over 90 KB gzip of JavaScript. Schema modules import these from here.

// ---- Form messages of the shell's small forms (validated in the browser by native constraints) ----

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_MESSAGES = {
  required: "Email is required",
  tooLong: "Email is too long",
  invalid: "Invalid email format",
} as const;
export const PASSWORD_REQUIRED_MESSAGE = "Password is required";

// ---- Banners ----

export const BANNER_POSITIONS = ["HEADER", "SIDEBAR", "FOOTER", "CONTENT_TOP", "CONTENT_BOTTOM", "MOBILE_BOTTOM"] as const;
export type BannerPosition = (typeof BANNER_POSITIONS)[number];
/**
 * Banners at these positions span the page: their width and height give only their shape (the
 * space the page keeps for them before the image arrives), not the size they are shown at.
 */
export const FULL_WIDTH_POSITIONS: readonly BannerPosition[] = ["HEADER", "FOOTER", "CONTENT_TOP", "CONTENT_BOTTOM"];

// ---- Identifiers ----

/** The largest id an integer column holds on both dialects (PostgreSQL would fail beyond it). */
export const MAX_ID = 2_147_483_647;

// ---- Search ----

export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MIN_LENGTH_MESSAGE = "Search query must be at least 2 characters";
/** Suggestions are asked for this long after the last keystroke. */
export const QUICK_SEARCH_DEBOUNCE_MS = 300;
export const SORT_OPTIONS = ["relevance", "newest", "oldest", "price_low", "price_high"] as const;
export type SearchSort = (typeof SORT_OPTIONS)[number];

// ---- Home page and listings ----

export const HOME_TABS = ["new", "featured", "popular"] as const;
export type HomeTab = (typeof HOME_TABS)[number];
/** Listings per page of the home page's latest listings. */
export const HOMEPAGE_LISTINGS = 16;

// ---- Reports and reviews of a listing ----

export const REPORT_REASONS = ["spam", "fraud", "wrong_category", "offensive", "sold", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DESCRIPTION_MAX = 1000;
/** Reviews are fetched 50 at a time. */
export const LISTING_REVIEWS_LIMIT = 50;

// ---- Places ----

export const MAX_PLACE_PHOTOS = 10;
/** Places per page of the /places list. */
export const PLACES_PAGE_SIZE = 12;

// ---- A user's own listings (dashboard) ----

/**
 * The states of a listing: a draft until published; a published listing is live (available) until
 * its owner marks it reserved or sold, or it expires. Only published listings are public.
 */
export const LISTING_STATUSES = ["draft", "published", "reserved", "sold", "expired"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];
/** The states an owner sets by hand ("published" is shown as available). */
export const OWNER_STATUSES = ["published", "reserved", "sold"] as const;
export type OwnerStatus = (typeof OWNER_STATUSES)[number];
/** A published listing runs this long, from publishing or renewing, then expires. */
export const LISTING_LIFETIME_DAYS = 30;
/** A listing this close to its end is "about to expire": the overview lists it and it may be renewed. */
export const EXPIRY_WARNING_DAYS = 7;
/** How many entries the dashboard overview's recent activity shows. */
export const OVERVIEW_ACTIVITY_LIMIT = 10;
