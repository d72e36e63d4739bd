import * as z from "zod";
import { AdminListQuerySchema, booleanFilter } from "./admin.js";
import { blankAsMissing } from "./listing-query.js";
import { multilineText, plainText } from "./text.js";

// Promotion plans: what a seller can buy for a listing (a flag for some days at a price in
// pounds and euros). Prices are entered and answered as money (9.99) and stored as minor units.

export const PROMOTION_FLAGS = ["top", "featured", "highlighted"] as const;
export type PromotionFlag = (typeof PROMOTION_FLAGS)[number];

export const PLAN_NOT_FOUND = "Promotion plan not found";

export const PromotionPlanQuerySchema = AdminListQuerySchema.extend({
  is_active: booleanFilter,
  flag: z.preprocess(blankAsMissing, z.enum(PROMOTION_FLAGS, { error: "Choose top, featured or highlighted" }).optional()),
});
export type PromotionPlanQuery = z.output<typeof PromotionPlanQuerySchema>;

const PRICE_MESSAGE = "Enter a price from 0 to 100,000 with at most 2 decimals";
const price = z
  .number({ error: PRICE_MESSAGE })
  .min(0, PRICE_MESSAGE)
  .max(100_000, PRICE_MESSAGE)
  // 9.99 * 100 is 998.9999999999999: compare to the nearest cent rather than exactly.
  .refine((amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6, PRICE_MESSAGE);

const planName = plainText({ error: "Enter the plan's name" })
  .trim()
  .min(2, "Enter the plan's name")
  .max(80, "A plan name is at most 80 characters");
// Blank, missing or null all mean "no description" (the page's parsed form sends null).
const planDescription = z.preprocess(
  blankAsMissing,
  multilineText()
    .trim()
    .max(500, "A plan description is at most 500 characters")
    .nullish()
    .transform((text) => text || null),
);

export const PromotionPlanSchema = z.object({
  name_en: planName,
  name_es: planName,
  description_en: planDescription,
  description_es: planDescription,
  flag: z.enum(PROMOTION_FLAGS, { error: "Choose top, featured or highlighted" }),
  days: z
    .number({ error: "Days must be a whole number from 1 to 365" })
    .int("Days must be a whole number from 1 to 365")
    .min(1, "Days must be a whole number from 1 to 365")
    .max(365, "Days must be a whole number from 1 to 365"),
  price_gbp: price,
  price_eur: price,
  is_active: z.boolean().optional().default(false),
  sort_order: z
    .number({ error: "Sort order must be a whole number from 0 to 1000" })
    .int("Sort order must be a whole number from 0 to 1000")
    .min(0, "Sort order must be a whole number from 0 to 1000")
    .max(1000, "Sort order must be a whole number from 0 to 1000")
    .optional()
    .default(0),
});
export type PromotionPlanInput = z.output<typeof PromotionPlanSchema>;

export type PromotionPlan = {
  id: number;
  name_en: string;
  name_es: string;
  description_en: string | null;
  description_es: string | null;
  flag: PromotionFlag;
  days: number;
  /** Money in major units (9.99), stored as minor units. */
  price_gbp: number;
  price_eur: number;
  is_active: boolean;
  sort_order: number;
  created_at: string;
  updated_at: string;
};

/** Money entered as 9.99 is kept as 999 minor units (rounding away float noise). */
export const toMinor = (amount: number) => Math.round(amount * 100);
export const fromMinor = (minor: number) => minor / 100;
