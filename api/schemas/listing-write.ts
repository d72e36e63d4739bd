import * as z from "zod";
import { MAX_ID } from "./constants.js";
import { blankAsMissing, paging } from "./listing-query.js";
import { multilineText, plainText } from "./text.js";

// Body schemas of the listing write endpoints; isomorphic (no server imports), so the posting
// wizard validates with the same rules. A draft takes any subset of the fields; publishing needs
// the complete listing.

export const LISTING_CURRENCIES = ["gbp", "eur"] as const;
export const PRICE_LIMIT = 100_000_000;
export const MESSAGES = {
  category: "Choose a category",
  titleMin: "Title must be at least 5 characters",
  titleMax: "Title must be at most 120 characters",
  descriptionMin: "Description must be at least 20 characters",
  descriptionMax: "Description must be at most 5000 characters",
  addressMax: "Address must be at most 200 characters",
  coordinates: "Invalid coordinate values",
  bothCoordinates: "Give both latitude and longitude",
  price: "Price must be a positive amount",
  currency: "Choose pounds or euros",
  location: "Choose a listed location",
  fieldValues: "Field values must be text, numbers, yes/no or lists of options",
  outsideArea: "This location is outside the service area",
} as const;

/** A dynamic field's value as forms send it; null (or "") clears it. */
export const FieldInputSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.null()]);
export type FieldInput = z.output<typeof FieldInputSchema>;

const categoryId = z.number({ error: MESSAGES.category }).int(MESSAGES.category).min(1, MESSAGES.category).max(MAX_ID, MESSAGES.category);
const title = plainText({ error: MESSAGES.titleMin }).trim().min(5, MESSAGES.titleMin).max(120, MESSAGES.titleMax);
const description = multilineText({ error: MESSAGES.descriptionMin })
  .trim()
  .min(20, MESSAGES.descriptionMin)
  .max(5000, MESSAGES.descriptionMax);
const address = plainText({ error: MESSAGES.addressMax }).trim().max(200, MESSAGES.addressMax);
const latitude = z.number({ error: MESSAGES.coordinates }).min(-90, MESSAGES.coordinates).max(90, MESSAGES.coordinates);
const longitude = z.number({ error: MESSAGES.coordinates }).min(-180, MESSAGES.coordinates).max(180, MESSAGES.coordinates);
const currency = z.enum(LISTING_CURRENCIES, { error: MESSAGES.currency });
/** Major units with at most two decimals. */
const price = z
  .number({ error: MESSAGES.price })
  .min(0, MESSAGES.price)
  .lt(PRICE_LIMIT, MESSAGES.price)
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, MESSAGES.price);
const showPhone = z.boolean({ error: "Must be true or false" });
const locationId = z.number({ error: MESSAGES.location }).int(MESSAGES.location).min(1, MESSAGES.location).max(MAX_ID, MESSAGES.location);

type Coordinates = { latitude?: number | null; longitude?: number | null };

/** Both coordinates or neither (a null counts as neither). */
function checkCoordinates(value: Coordinates, ctx: z.RefinementCtx) {
  const hasLat = value.latitude !== undefined && value.latitude !== null;
  const hasLng = value.longitude !== undefined && value.longitude !== null;
  if (hasLat === hasLng) return;
  ctx.addIssue({ code: "custom", path: [hasLat ? "longitude" : "latitude"], message: MESSAGES.bothCoordinates });
}

export const ListingDraftSchema = z
  .object({
    category_id: categoryId.optional(),
    title: title.optional(),
    description: description.optional(),
    address: address.nullable().optional(),
    latitude: latitude.nullable().optional(),
    longitude: longitude.nullable().optional(),
    selected_currency: currency.optional(),
    price_gbp: price.nullable().optional(),
    price_eur: price.nullable().optional(),
    location_id: locationId.nullable().optional(),
    show_phone: showPhone.optional(),
    field_values: z.record(z.string(), FieldInputSchema, { error: MESSAGES.fieldValues }).optional(),
  })
  .superRefine(checkCoordinates);
export type ListingDraft = z.output<typeof ListingDraftSchema>;

/** A draft update may also remember where the wizard was left. */
export const ListingUpdateSchema = ListingDraftSchema.and(
  z.object({ wizard_step: plainText({ error: "wizard_step must be text" }).max(50, "wizard_step must be at most 50 characters").nullable().optional() }),
);
export type ListingUpdate = z.output<typeof ListingUpdateSchema>;

export const ListingPublishSchema = z
  .object({
    category_id: categoryId,
    title,
    description,
    address: address.optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    selected_currency: currency.default("gbp"),
    price_gbp: price.optional(),
    price_eur: price.optional(),
    location_id: locationId.optional(),
    show_phone: showPhone.optional(),
    field_values: z.record(z.string(), FieldInputSchema, { error: MESSAGES.fieldValues }).optional(),
  })
  .superRefine(checkCoordinates);
export type ListingPublish = z.output<typeof ListingPublishSchema>;

/** GET /listings/mine: the user's listings of any status, or of one. */
export const MyListingsQuerySchema = z.object({
  status: z.preprocess(blankAsMissing, z.string().max(30, "status must be at most 30 characters").optional()),
  ...paging,
});
export type MyListingsQuery = z.output<typeof MyListingsQuerySchema>;

/*
 * The wizard's steps: each step's form validates its own part with
 * the same rules; the API checks everything again, including the category's dynamic fields.
 */
export const WizardSteps = {
  category: z.object({ category_id: categoryId }),
  details: z.object({
    title,
    description,
    field_values: z.record(z.string(), FieldInputSchema, { error: MESSAGES.fieldValues }).optional(),
    // A checkbox: unticked, the form sends nothing, which here means "no".
    show_phone: z.boolean().default(false),
  }),
  location: z
    .object({ address: address.optional(), location_id: locationId.optional(), latitude: latitude.optional(), longitude: longitude.optional() })
    .superRefine(checkCoordinates),
  price: z.object({ selected_currency: currency.default("gbp"), price_gbp: price.optional(), price_eur: price.optional() }),
};
export const WIZARD_STEPS = ["category", "details", "photos", "location", "price", "review"] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
