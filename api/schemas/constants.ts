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

/** Chat: a message is at most 2,000 characters; a thread page holds 30 messages. */
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_PAGE_SIZE = 30;
export const CHAT_REPORT_REASONS = ["scam", "spam", "abuse", "other"] as const;
export type ChatReportReason = (typeof CHAT_REPORT_REASONS)[number];
/** A recipient who leaves a message unread this long gets one e-mail about the room. */
export const CHAT_UNREAD_EMAIL_MINUTES = 15;
