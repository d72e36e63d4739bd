import * as z from "zod";
import type { PromotionFlag, PromotionPlan } from "./admin-pricing.js";
import { AdminListQuerySchema } from "./admin.js";
import { blankAsMissing } from "./listing-query.js";
import type { UserRef } from "./users.js";

// Promotion orders: a seller buys a plan for a listing; the order's state machine is
//   pending → paid → active → expired, pending → failed | cancelled, and an admin may refund.
// A late payment for a cancelled or failed order still counts (the money was taken).

export const ORDER_STATES = ["pending", "paid", "active", "expired", "failed", "cancelled", "refunded"] as const;
export type OrderState = (typeof ORDER_STATES)[number];

/** The currencies plans are priced in; any other display currency pays in pounds. */
export const PLAN_CURRENCIES = ["gbp", "eur"] as const;
export type PlanCurrency = (typeof PLAN_CURRENCIES)[number];
export const planCurrencyFor = (currency: string | null | undefined): PlanCurrency => (currency?.toLowerCase() === "eur" ? "eur" : "gbp");

export const PAYMENT_PROVIDERS = ["manual", "stripe"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const PROMOTION_MESSAGES = {
  choosePlan: "Choose a promotion plan",
  planUnavailable: "This promotion plan is no longer available",
  notOwner: "Only the listing's owner can promote it",
  notPromotable: "Only a published listing can be promoted",
  listingNotFound: "Listing not found",
  orderNotFound: "Order not found",
  checkoutFailed: "The payment could not be started. Please try again.",
  notPending: "Only a pending order can be changed this way",
  notRefundable: "Only a paid order can be refunded",
  refundFailed: "The refund could not be made. Please try again.",
  webhookSignature: "Invalid signature",
} as const;

/** The seller's choice on the promote page (and the wizard's payment step). */
export const PromoteSchema = z.object({
  plan_id: z.preprocess(
    blankAsMissing,
    z.coerce.number({ error: PROMOTION_MESSAGES.choosePlan }).int(PROMOTION_MESSAGES.choosePlan).positive(PROMOTION_MESSAGES.choosePlan),
  ),
  currency: z.preprocess(blankAsMissing, z.enum(PLAN_CURRENCIES).optional().default("gbp")),
});
export type PromoteInput = z.output<typeof PromoteSchema>;

/** An active plan as a seller sees it: its price in the currency they pay in. */
export type PlanOffer = Pick<PromotionPlan, "id" | "name_en" | "name_es" | "description_en" | "description_es" | "flag" | "days" | "price_gbp" | "price_eur">;

export type PromotionOrder = {
  id: number;
  listing_id: number | null;
  listing_title: string;
  listing_slug: string | null;
  plan_id: number | null;
  plan_name_en: string;
  plan_name_es: string;
  flag: PromotionFlag;
  days: number;
  currency: PlanCurrency;
  /** Major units (9.99); stored as minor units. */
  amount: number;
  provider: PaymentProvider;
  state: OrderState;
  created_at: string;
  paid_at: string | null;
  starts_at: string | null;
  ends_at: string | null;
};

/** What the promote page needs: the listing, the plans, what runs now and the orders so far. */
export type ListingPromotions = {
  listing: { id: number; slug: string; title: string; status: string; is_top: boolean; is_featured: boolean; is_highlighted: boolean };
  plans: PlanOffer[];
  active: PromotionOrder[];
  orders: PromotionOrder[];
  provider: PaymentProvider;
};

/** A new order: where to send the buyer (the provider's checkout page), or nowhere (manual). */
export type CreatedOrder = { order: PromotionOrder; checkout_url: string | null };

export type AdminOrder = PromotionOrder & { user: UserRef };

export const AdminOrderQuerySchema = AdminListQuerySchema.extend({
  state: z.preprocess(blankAsMissing, z.enum(ORDER_STATES, { error: "Choose an order state" }).optional()),
  provider: z.preprocess(blankAsMissing, z.enum(PAYMENT_PROVIDERS, { error: "Choose a payment provider" }).optional()),
});
export type AdminOrderQuery = z.output<typeof AdminOrderQuerySchema>;
