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

// ---- Text fields ----

/** Every user text field refuses control and direction-override characters (api/schemas/text.ts). */
export const TEXT_CHARACTERS_MESSAGE = "Contains characters that are not allowed";

// ---- Requests ----

/** The text key of a cross-site form post's refusal (api/lib/same-origin.ts): the error page shows it in the visitor's language. */
export const CROSS_SITE_FORM = "errors.cross_site_form_refused";

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
/** "distance" measures from a place (`near`). */
export const SORT_OPTIONS = ["relevance", "newest", "oldest", "price_low", "price_high", "distance"] as const;
export type SearchSort = (typeof SORT_OPTIONS)[number];

// ---- Home page and listings ----

export const HOME_TABS = ["new", "featured", "popular"] as const;
export type HomeTab = (typeof HOME_TABS)[number];
/** Listings per page of the home page's latest listings. */
export const HOMEPAGE_LISTINGS = 16;

// ---- Reports of a listing ----

export const REPORT_REASONS = ["spam", "fraud", "wrong_category", "offensive", "sold", "other"] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DESCRIPTION_MAX = 1000;

// ---- Reviews of listings and places ----

/** Reviews are fetched 50 at a time. */
export const REVIEWS_LIMIT = 50;
export const REVIEW_RATINGS = [1, 2, 3, 4, 5] as const;
export const REVIEW_TITLE_MAX = 200;
/** A review without a title needs a comment of at least this many characters. */
export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_COMMENT_MAX = 5000;
/** Only published reviews are shown and counted; pending and hidden ones are the moderators'. */
export const REVIEW_STATUSES = ["published", "pending", "hidden"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_REPORT_REASONS = ["spam", "offensive", "fake", "off_topic", "other"] as const;
export type ReviewReportReason = (typeof REVIEW_REPORT_REASONS)[number];

export const REVIEW_MESSAGES = {
  loginToWrite: "You must be logged in to write a review",
  loginToVote: "Please login to vote on reviews",
  loginToReport: "Please login to report reviews",
  ownListing: "You cannot review your own listing",
  ownPlace: "You cannot review your own place",
  ownItem: "You cannot review your own item",
  duplicate: "You have already reviewed this",
  rating: "Please select a rating",
  titleOrComment: "Please provide either a title or comment",
  commentMin: "Review comment must be at least 10 characters long when no title is provided",
  titleMax: "Review title must be at most 200 characters",
  commentMax: "Review comment must be at most 5000 characters",
  visitDate: "Enter the visit date as a date",
  visitDateFuture: "The visit date cannot be after today",
  target: "Choose one listing or one place to review",
  notFound: "Review not found",
  voteOwn: "You cannot vote on your own review",
  voteTwice: "You have already voted on this review",
  reportOwn: "You cannot report your own review",
  reportTwice: "You have already reported this review; it is being looked at",
  submitFailed: "Failed to submit review",
} as const;

/** Today in Gibraltar as YYYY-MM-DD: a visit date may not be later. */
export const todayInGibraltar = (now = new Date()): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Gibraltar", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);

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
/** A published listing runs this long, from publishing or renewing, then expires (unless its category sets its own). */
export const LISTING_LIFETIME_DAYS = 60;
/** The most days a category's listings may be set to run. */
export const LISTING_LIFETIME_MAX_DAYS = 365;
/** How long before its end an owner is reminded that a listing expires, with a link to renew it. */
export const EXPIRY_REMINDER_DAYS = 3;
/** A draft untouched this long is deleted with its photos... */
export const DRAFT_LIFETIME_DAYS = 30;
/** ...and its owner is told this many days before. */
export const DRAFT_WARNING_DAYS = 3;
/** A sold or reserved listing keeps its page, with its badge, this long after it was marked; then it shows as expired. */
export const HELD_PAGE_DAYS = 14;
/** An ended listing's page says it has expired this long after its end; then it is gone (410). */
export const ENDED_PAGE_DAYS = 30;
/** A listing this close to its end is "about to expire": the overview lists it and it may be renewed. */
export const EXPIRY_WARNING_DAYS = 7;
/** How many entries the dashboard overview's recent activity shows. */
export const OVERVIEW_ACTIVITY_LIMIT = 10;
