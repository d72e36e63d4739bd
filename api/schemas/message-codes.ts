// The messages of validation and refusals a page may have to show, each with a stable code.
// The API answers its messages in English, as the spec words them (a field error's `message`,
// a refusal's `{detail}`), and the zod schemas beside this file give the same texts to the
// pages' forms. A page never uses such a text as a translation key: it shows the catalogue
// entry `validation.<code>` in the visitor's language, `t(validationKey(message))`. A message
// not listed here (a dynamic field's, already in the request's language) is shown as it is.
// No zod and no server imports: the browser loads this beside its catalogue, and the pages call
// `validationKey` through app/locales/validation-key.ts.

import { ADMIN_MESSAGE_CODES } from "./admin-message-codes.js";

/** Every known message by its code. A code never changes once published; the text may be reworded. */
export const MESSAGE_CODES = {
  // Fields shared by many forms
  text_characters: "Contains characters that are not allowed",
  text_max_5000: "Must be at most 5000 characters",
  boolean: "Must be true or false",
  // The pages' answer to a body that is not a form (app/utils/form-data.server.ts).
  form_unreadable: "The form could not be read. Please send it again.",

  // Accounts: sign-up, sign-in, passwords, profile
  email_required: "Email is required",
  email_max: "Email is too long",
  email_invalid: "Invalid email format",
  email_taken: "An account with this email already exists",
  email_taken_log_in: "An account with this email already exists. Log in with your password.",
  password_required: "Password is required",
  password_max: "Password is too long",
  password_min: "Password must be at least 8 characters long",
  password_min_6: "Password must be at least 6 characters long",
  passwords_mismatch: "Passwords don't match",
  password_incorrect: "Password is incorrect",
  current_password_required: "Current password is required",
  current_password_incorrect: "Current password is incorrect",
  password_changed: "Your password has been changed.",
  password_reset_done: "Your password has been changed. You can now log in.",
  password_reset_sent: "If an account exists for this email, a password reset link has been sent.",
  verification_sent: "If this email belongs to an account that is not verified yet, a new verification link has been sent.",
  login_failed: "Login failed. Please check your credentials.",
  social_sign_in_failed: "Social sign-in failed. Please try again.",
  session_expired: "Your session has expired. Please log in again.",
  admin_required: "Admin access required",
  link_expired: "This link has expired.",
  link_used: "This link is invalid or has already been used.",
  link_invalid: "This link is invalid or has expired.",
  token_required: "Token is required",
  first_name_min: "First name must be at least 2 characters long",
  first_name_max: "First name is too long",
  last_name_min: "Last name must be at least 2 characters long",
  last_name_max: "Last name is too long",
  phone_required: "Phone number is required",
  phone_invalid: "Invalid phone number format",
  business_name_required: "Business name is required for business accounts",
  business_name_max: "Business name is too long",
  business_type_max: "Business type is too long",
  terms_required: "You must agree to terms and conditions",
  delete_confirmation: "Type DELETE to confirm",
  avatar_too_large: "The image must be 5 MB or smaller",
  avatar_type: "The file is not a supported image (JPEG, PNG, WebP or AVIF)",
  image_required: "Choose an image to upload",

  // Contact form and newsletter
  name_required: "Name is required",
  subject_required: "Subject is required",
  message_required: "Message is required",
  message_min: "Message must be at least 10 characters long",
  newsletter_link_invalid: "This confirmation link is invalid or has already been used.",

  // Listings: the wizard and the owner's changes
  category_required: "Choose a category",
  title_min: "Title must be at least 5 characters",
  title_max: "Title must be at most 120 characters",
  description_min: "Description must be at least 20 characters",
  description_max: "Description must be at most 5000 characters",
  address_max: "Address must be at most 200 characters",
  listing_address_max: "A listing address is at most 200 characters",
  location_choice: "Choose a listed location",
  coordinates_range: "Invalid coordinate values",
  coordinates_outside_area: "This location is outside the service area",
  coordinates_both: "Give both latitude and longitude",
  price_positive: "Price must be a positive amount",
  currency_choice: "Choose pounds or euros",
  profile_incomplete: "Complete your profile (first name, last name and phone) before posting an ad",
  photos_required: "Choose one or more photos to upload",
  photos_max: "A listing can have at most 20 photos",
  photo_too_large: "Each photo must be 10 MB or smaller",
  photo_type: "The file is not a supported image (JPEG, PNG, WebP, AVIF or HEIC)",
  image_megapixels: "The image is too large (at most 40 megapixels)",
  field_values_invalid: "Field values must be text, numbers, yes/no or lists of options",
  field_not_in_category: "This field does not belong to the category",
  field_text: "Must be text",
  field_number: "Must be a number",
  field_integer: "Must be a whole number",
  field_yes_no: "Must be yes or no",
  field_date: "Must be a date (YYYY-MM-DD)",
  field_options_list: "Must be a list of options",
  field_option_choice: "Choose one of the listed options",
  field_colour: "Choose a colour as #rrggbb",
  field_format: "Invalid format",
  listing_not_found: "Listing not found",
  listing_not_yours: "You can only change your own listings",
  listing_state_choice: "Choose available, reserved or sold",
  listing_reserve_refused: "Only an available listing can be marked as reserved",
  listing_sell_refused: "Only an available or reserved listing can be marked as sold",
  listing_reopen_refused: "Only a reserved or sold listing can be made available again",
  listing_expired_renew: "This listing has expired: renew it to make it available again",
  listing_renew_refused: "Only an expired listing, or one that expires within 7 days, can be renewed",
  wizard_step_text: "wizard_step must be text",
  wizard_step_max: "wizard_step must be at most 50 characters",

  // Reports of a listing
  report_reason_required: "Choose a reason for the report",
  report_description_required: "Describe the problem when the reason is other",
  report_description_max: "The description must be at most 1000 characters",
  listing_report_own: "You cannot report your own listing",
  listing_already_reported: "You have already reported this listing; it is being reviewed",

  // Bulk listings
  bulk_business_only: "Bulk listings are for business accounts",
  bulk_file_required: "Choose a CSV file to upload",
  bulk_file_too_large: "The file is larger than 10 MB",
  bulk_too_many_rows: "A file may hold at most 5,000 listings",
  bulk_file_empty: "The file has no listings",
  bulk_file_unreadable: "The file is not a readable CSV file",
  bulk_file_unreadable_at: "The file is not a readable CSV file: line {{line}}, column {{column}}",
  bulk_title_column: "The file needs a title column",
  bulk_reference_repeated: "This reference appears twice in the file",
  bulk_reference_max: "A reference is at most 100 characters",
  bulk_mode_choice: "Choose drafts or published",

  // Chat
  chat_own_listing: "You cannot contact yourself about your own listing",
  chat_start_failed: "Failed to start chat. Please try again.",
  chat_message_max: "A message is at most 2000 characters",
  conversation_not_found: "Conversation not found",
  conversation_not_yours: "This conversation is not yours",
  conversation_already_reported: "You have already reported this conversation; it is being reviewed",

  // Reviews
  review_login: "You must be logged in to write a review",
  review_vote_login: "Please login to vote on reviews",
  review_report_login: "Please login to report reviews",
  review_target_choice: "Choose one listing or one place to review",
  rating_required: "Please select a rating",
  review_text_required: "Please provide either a title or comment",
  review_title_max: "Review title must be at most 200 characters",
  review_comment_min: "Review comment must be at least 10 characters long when no title is provided",
  review_comment_max: "Review comment must be at most 5000 characters",
  visit_date_invalid: "Enter the visit date as a date",
  visit_date_future: "The visit date cannot be after today",
  review_own_listing: "You cannot review your own listing",
  review_own_place: "You cannot review your own place",
  review_own_item: "You cannot review your own item",
  review_duplicate: "You have already reviewed this",
  review_failed: "Failed to submit review",
  review_not_found: "Review not found",
  review_vote_own: "You cannot vote on your own review",
  review_already_voted: "You have already voted on this review",
  review_report_own: "You cannot report your own review",
  review_already_reported: "You have already reported this review; it is being looked at",
  is_anonymous_boolean: "is_anonymous must be true or false",
  is_helpful_boolean: "is_helpful must be true or false",

  // Places
  place_not_found: "Place not found",
  place_not_yours: "Only the place's owner can change it",
  place_name_min: "Name must be at least 2 characters",
  place_name_max: "Name must be at most 120 characters",
  place_description_min: "Description must be at least 10 characters",
  website_invalid: "Enter a web address starting with http:// or https://",
  opening_hours_max: "Opening hours must be at most 500 characters",
  place_photos_max: "A place can have at most 10 photos",
  photo_not_found: "Photo not found",
  location_not_found: "Location not found",
  place_status_param: "status must be pending, approved or rejected",

  // Saved searches and alerts
  saved_search_name_required: "Give the search a name",
  saved_search_name_max: "The name must be at most 100 characters",
  saved_search_empty: "Search for something or choose a category before saving",
  saved_search_too_long: "The search is too long to save",
  alert_frequency_choice: "Choose how often: instant or daily",
  alert_hour_range: "Choose an hour from 0 to 23",

  // Promotions and payments
  promotion_plan_required: "Choose a promotion plan",
  promotion_plan_unavailable: "This promotion plan is no longer available",
  promotion_not_owner: "Only the listing's owner can promote it",
  promotion_not_published: "Only a published listing can be promoted",
  payment_start_failed: "The payment could not be started. Please try again.",
  order_not_pending: "Only a pending order can be changed this way",

  // Search, browsing and the query parameters of lists
  search_query_min: "Search query must be at least 2 characters",
  search_query_max: "Search query is too long",
  location_param_text: "location must be text",
  location_param_max: "location must be at most 200 characters",
  category_param_max: "category must be at most 100 characters",
  category_param_too_long: "category is too long",
  exact_param: "exact must be 1",
  bbox_param: "bbox must be west,south,east,north in degrees",
  bbox_order: "bbox must have west before east and south before north",
  within_param: "within must be a distance in km from 0.1 to 50",
  near_param: "near must be a top location's slug",
  distance_sort_needs_place: "Sorting by distance needs a place to measure from (near)",
  q_param_max: "q must be at most 100 characters",
  price_min_number: "price_min must be a number",
  price_min_negative: "price_min must not be negative",
  price_min_range: "price_min is out of range",
  price_max_number: "price_max must be a number",
  price_max_negative: "price_max must not be negative",
  price_max_range: "price_max is out of range",
  price_min_above_max: "price_min must not be greater than price_max",
  page_number: "page must be a number",
  page_integer: "page must be a whole number",
  page_min: "page must be at least 1",
  limit_number: "limit must be a number",
  limit_min: "limit must be at least 1",
  limit_max_50: "limit must be at most 50",
  skip_number: "skip must be a number",
  skip_negative: "skip must not be negative",
  skip_range: "skip is out of range",
  offset_number: "offset must be a number",
  offset_negative: "offset must not be negative",
  offset_range: "offset is out of range",
  order_param: "order must be asc or desc",
  only_published_boolean: "only_published must be true or false",
  session_id_min: "session_id must be at least 8 characters",
  session_id_max: "session_id must be at most 100 characters",
  status_param_max: "status must be at most 30 characters",
  scheduled_end_invalid: "scheduled_end must be an ISO date-time",

  // Weather
  weather_days_range: "days must be a whole number from 1 to 30",
  language_param: "language must be en or es",
  temperature_required: "Temperature is required",
  temperature_range: "Temperature must be between -30 and 60 °C",
  sea_temperature_number: "Sea temperature must be a number",
  sea_temperature_range: "Sea temperature must be between -5 and 40 °C",
  humidity_number: "Humidity must be a number",
  humidity_range: "Humidity must be between 0 and 100%",
  wind_speed_number: "Wind speed must be a number",
  wind_speed_negative: "Wind speed cannot be negative",
  wind_speed_max: "Wind speed is too high",
  condition_code_invalid: "Condition code must be a WMO weather code",

  // The back office (admin-message-codes.ts)
  ...ADMIN_MESSAGE_CODES,
} as const;

export type MessageCode = keyof typeof MESSAGE_CODES;

const CODE_OF_MESSAGE = new Map<string, MessageCode>(
  Object.entries(MESSAGE_CODES).map(([code, message]) => [message, code as MessageCode]),
);

/** The code of a message, or undefined for a text this list does not know. */
export function messageCode(message: string): MessageCode | undefined {
  return CODE_OF_MESSAGE.get(message);
}

/**
 * Messages with values in them: a text above may hold `{{name}}` placeholders, written as the
 * catalogues' own interpolation writes them, and the API sends it with whole numbers in their
 * place ("…: line 3, column 12"). Numbers only: the text around them finds the code without
 * ambiguity, and they cannot break the key `keyWithValues` makes.
 */
const WITH_VALUES = Object.entries(MESSAGE_CODES).flatMap(([code, message]) => {
  const names = [...message.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]!);
  if (names.length === 0) return [];
  const around = message.split(/\{\{\w+\}\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return [{ code, names, pattern: new RegExp(`^${around.join("(\\d+)")}$`) }];
});

/**
 * The key of a message with values, the values included, in i18next's nesting syntax:
 * `$t(validation.<code>, {"line":3,"column":12})`. i18next resolves the nesting in a string that
 * is not a key of the catalogue, so `t(validationKey(message))` shows the text in the visitor's
 * language with its values, and the key is still one string wherever message keys travel (action
 * data, a redirect's query, a notice). Undefined for any other message.
 */
function keyWithValues(message: string): string | undefined {
  for (const { code, names, pattern } of WITH_VALUES) {
    const match = pattern.exec(message);
    if (match) return `$t(validation.${code}, ${JSON.stringify(Object.fromEntries(names.map((name, i) => [name, Number(match[i + 1])])))})`;
  }
  return undefined;
}

/**
 * The translation key a page shows for a message: `validation.<code>` for a known message, the
 * nesting of keyWithValues for a known message with values; anything else is returned as it is,
 * so a translation key (`errors.<code>`, a page's own `<part>.<name>`) passes through, and an
 * unknown text is shown unchanged.
 */
export function validationKey(message: string): string {
  const code = CODE_OF_MESSAGE.get(message);
  return code ? `validation.${code}` : (keyWithValues(message) ?? message);
}
