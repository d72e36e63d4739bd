import type { CheckoutState } from "./card-provider.js";

/** What an order was sold for, and the checkout session opened for it. */
export type OrderTerms = { checkoutId: string | null; amountMinor: number; currency: string };

/** A paid checkout as the provider reports it. */
export type PaidCheckout = { checkoutId: string | null; state: Pick<CheckoutState, "amountMinor" | "currency"> };

const major = (minor: number | null) => (minor === null ? "nothing" : (minor / 100).toFixed(2));

/**
 * Why a paid checkout may not settle an order, or an empty list when it may: it must be the
 * session opened for this order (a signed event about another session, even one naming the
 * order in its metadata, pays for something else), and charge the order's amount in its currency.
 */
export function paymentMismatches(order: OrderTerms, paid: PaidCheckout): string[] {
  const reasons: string[] = [];
  if (!order.checkoutId || paid.checkoutId !== order.checkoutId) {
    reasons.push(`checkout session ${paid.checkoutId ?? "(none)"} is not the order's (${order.checkoutId ?? "none opened"})`);
  }
  if (paid.state.amountMinor !== order.amountMinor) reasons.push(`paid ${major(paid.state.amountMinor)} instead of ${major(order.amountMinor)}`);
  if (paid.state.currency !== order.currency.toLowerCase()) {
    reasons.push(`paid in ${paid.state.currency?.toUpperCase() ?? "no currency"} instead of ${order.currency.toUpperCase()}`);
  }
  return reasons;
}
