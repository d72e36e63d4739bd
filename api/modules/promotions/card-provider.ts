import Stripe from "stripe";
import type { PlanCurrency } from "../../schemas/promotions.js";

export type CheckoutRequest = {
  orderId: number;
  amountMinor: number;
  currency: PlanCurrency;
  /** What the buyer sees on the provider's page. */
  description: string;
  email: string;
  locale: "en" | "es";
  successUrl: string;
  cancelUrl: string;
};

/** A checkout session as the order needs it: whether it was paid, what it charged, and the payment it made. */
export type CheckoutState = { paid: boolean; expired: boolean; paymentRef: string | null; amountMinor: number | null; currency: string | null };

/** The provider's event, reduced to what an order needs. */
export type ProviderEvent = { id: string; type: string; checkoutId: string | null; orderId: number | null; checkout: CheckoutState | null; paymentRef: string | null };

export class WebhookSignatureError extends Error {}

/**
 * Card payments through Stripe Checkout with the official SDK. The API host comes from
 * PAYMENT_API_URL (tests run a local server playing the provider's part); the keys come from
 * the back-office or the environment at each call, so changing them needs no restart.
 */
export function createCardProvider(apiUrl: string) {
  const endpoint = new URL(apiUrl);
  const clients = new Map<string, Stripe>();

  function client(secretKey: string): Stripe {
    let stripe = clients.get(secretKey);
    if (!stripe) {
      stripe = new Stripe(secretKey, {
        host: endpoint.hostname,
        port: endpoint.port || (endpoint.protocol === "http:" ? 80 : 443),
        protocol: endpoint.protocol === "http:" ? "http" : "https",
        // One retry: a seller waits on this call; a late answer is worse than a clear error.
        maxNetworkRetries: 1,
        timeout: 15_000,
      });
      clients.set(secretKey, stripe);
    }
    return stripe;
  }

  type Session = Pick<Stripe.Checkout.Session, "payment_status" | "status" | "amount_total" | "currency"> & { payment_intent: string | { id: string } | null };
  const stateOf = (session: Session): CheckoutState => ({
    paid: session.payment_status === "paid" || session.payment_status === "no_payment_required",
    expired: session.status === "expired",
    paymentRef: typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null),
    amountMinor: typeof session.amount_total === "number" ? session.amount_total : null,
    currency: session.currency ? session.currency.toLowerCase() : null,
  });

  return {
    async createCheckout(secretKey: string, request: CheckoutRequest): Promise<{ id: string; url: string }> {
      const session = await client(secretKey).checkout.sessions.create(
        {
          mode: "payment",
          line_items: [
            { quantity: 1, price_data: { currency: request.currency, unit_amount: request.amountMinor, product_data: { name: request.description } } },
          ],
          customer_email: request.email,
          client_reference_id: String(request.orderId),
          metadata: { order_id: String(request.orderId) },
          locale: request.locale,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        // A retried request never opens a second session for the same order.
        { idempotencyKey: `promotion-order-${request.orderId}` },
      );
      if (!session.url) throw new Error("The checkout session has no URL");
      return { id: session.id, url: session.url };
    },

    async retrieveCheckout(secretKey: string, checkoutId: string): Promise<CheckoutState> {
      return stateOf(await client(secretKey).checkout.sessions.retrieve(checkoutId));
    },

    async refund(secretKey: string, paymentRef: string): Promise<void> {
      await client(secretKey).refunds.create({ payment_intent: paymentRef }, { idempotencyKey: `refund-${paymentRef}` });
    },

    /** Checks the signature over the raw body and reads the event; throws WebhookSignatureError. */
    parseEvent(secretKey: string, webhookSecret: string, rawBody: Buffer, signature: string): ProviderEvent {
      let event: Stripe.Event;
      try {
        event = client(secretKey).webhooks.constructEvent(rawBody, signature, webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature");
      }
      const object = event.data.object as unknown as Record<string, unknown>;
      if (event.type.startsWith("checkout.session.")) {
        const session = object as unknown as Stripe.Checkout.Session;
        const orderId = Number(session.metadata?.order_id ?? session.client_reference_id);
        return {
          id: event.id,
          type: event.type,
          checkoutId: session.id,
          orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
          checkout: stateOf(session),
          paymentRef: stateOf(session).paymentRef,
        };
      }
      if (event.type === "charge.refunded") {
        const intent = object.payment_intent;
        return { id: event.id, type: event.type, checkoutId: null, orderId: null, checkout: null, paymentRef: typeof intent === "string" ? intent : null };
      }
      return { id: event.id, type: event.type, checkoutId: null, orderId: null, checkout: null, paymentRef: null };
    },
  };
}

export type CardProvider = ReturnType<typeof createCardProvider>;
