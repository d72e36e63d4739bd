import { AppError, forbidden, notFound } from "../../lib/errors.js";
import type { Events } from "../../lib/events.js";
import type { Logger } from "../../lib/logger.js";
import type { Mailer } from "../../lib/mail.js";
import { nowIso } from "../../lib/time.js";
import type { AdminPage } from "../../schemas/admin.js";
import type { PromotionFlag } from "../../schemas/admin-pricing.js";
import {
  type AdminOrder,
  type AdminOrderQuery,
  type CreatedOrder,
  type ListingPromotions,
  type OrderState,
  PROMOTION_MESSAGES,
  type PaymentProvider,
  type PromoteInput,
  type PromotionOrder,
} from "../../schemas/promotions.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import type { PaymentSettings } from "../settings/payment-settings.js";
import { type CardProvider, type CheckoutState, type ProviderEvent, WebhookSignatureError } from "./card-provider.js";
import type { OrdersRepository, OrdersStore } from "./orders-repository.js";
import { paymentMismatches } from "./payment-check.js";
import { receiptMail } from "./receipt-mail.js";

const DAY_MS = 86_400_000;
/** A payment may settle an order that was given up on: the money was taken, so it counts. */
const PAYABLE: readonly OrderState[] = ["pending", "failed", "cancelled"];
const REFUNDABLE: readonly OrderState[] = ["paid", "active", "expired"];

type Buyer = { id: number; email: string };
/** A paid checkout that does not match its order: nothing is settled, the back-office is told. */
type Mismatch = { orderId: number | null; checkoutId: string | null; state: CheckoutState; eventId: string | null; reasons: string[] };
/** Who the audit log names for what the payment provider's reports did. */
const PROVIDER_ACTOR = { id: null, email: "payment provider" };
/** Where the buyer returns from the provider's checkout: the promote page or the wizard's last step. */
export type ReturnPaths = { success: string; cancel: string };

/**
 * Promotions: a seller buys a plan for a published listing of theirs; a paid order grants the
 * plan's flag (TOP, FEATURED or HOT) from now, or from the end of the same flag's running
 * promotion, for the plan's days; the expiry job takes it away. Card payments go through the
 * provider's checkout when a secret key is set (back-office or environment); otherwise the
 * order waits for an admin to mark it paid (manual provider).
 */
export function createPromotionsService(deps: {
  repo: OrdersStore;
  card: CardProvider;
  payment: PaymentSettings;
  mailer: Mailer;
  audit: AuditLog;
  events: Events;
  logger: Logger;
  publicUrl: () => string;
}) {
  const { repo, card, payment, events } = deps;

  async function ownListing(user: Buyer, listingId: number) {
    const listing = await repo.listing(listingId);
    if (!listing) throw notFound(PROMOTION_MESSAGES.listingNotFound);
    if (listing.user_id !== user.id) throw forbidden(PROMOTION_MESSAGES.notOwner);
    return listing;
  }

  /** The user's order and its checkout session; someone else's order is not found. */
  async function ownOrder(user: Buyer, orderId: number): Promise<{ order: PromotionOrder; checkoutId: string | null }> {
    const owner = await repo.owner(orderId);
    if (!owner || owner.user_id !== user.id) throw notFound(PROMOTION_MESSAGES.orderNotFound);
    return { order: (await repo.find(orderId))!, checkoutId: owner.checkout_id };
  }

  const provider = async (): Promise<PaymentProvider> => ((await payment.credentials()).secretKey ? "stripe" : "manual");

  async function secretKey(): Promise<string> {
    const { secretKey: key } = await payment.credentials();
    if (!key) throw new AppError(502, PROMOTION_MESSAGES.checkoutFailed);
    return key;
  }

  /**
   * Settles an order once, inside the caller's transaction: marks it paid, records the payment
   * and starts the promotion (after the same flag's running one). Answers the order, or null
   * when it was already settled.
   */
  async function settleInside(tx: OrdersRepository, orderId: number, paymentRef: string | null): Promise<PromotionOrder | null> {
    const now = nowIso();
    if (!(await tx.transition(orderId, PAYABLE, { state: "paid", paid_at: now, updated_at: now }))) return null;
    const money = await tx.money(orderId);
    await tx.recordPayment({ order_id: orderId, user_id: money.user_id, listing_id: money.listing_id, provider: money.provider, amount_minor: Number(money.amount_minor), currency: money.currency, provider_ref: paymentRef, now });
    const order = (await tx.find(orderId))!;
    const running = order.listing_id === null ? null : await tx.lastEnd(order.listing_id, order.flag);
    const starts = running && running > now ? running : now;
    const ends = new Date(Date.parse(starts) + order.days * DAY_MS).toISOString();
    await tx.transition(orderId, ["paid"], { state: "active", starts_at: starts, ends_at: ends, updated_at: now });
    if (order.listing_id !== null) await tx.setListingFlag(order.listing_id, order.flag, true, now);
    return (await tx.find(orderId))!;
  }

  /** After a settled order is committed: the pages show the flag, the buyer gets a receipt. */
  function announce(order: PromotionOrder | null): void {
    if (!order) return;
    if (order.listing_id !== null) events.listingChanged({ id: order.listing_id, kind: "updated" });
    void sendReceipt(order);
  }

  async function settle(orderId: number, paymentRef: string | null): Promise<PromotionOrder | null> {
    const settled = await repo.transaction((tx) => settleInside(tx, orderId, paymentRef));
    announce(settled);
    return settled;
  }

  async function sendReceipt(order: PromotionOrder): Promise<void> {
    try {
      const money = await repo.money(order.id);
      const buyer = await repo.buyer(money.user_id);
      if (!buyer) return;
      await deps.mailer.send(receiptMail(order, buyer, money.language === "es" ? "es" : "en", `${deps.publicUrl()}/dashboard/orders`));
    } catch (error) {
      deps.logger.error(`Receipt e-mail for order ${order.id} failed`, error);
    }
  }

  /** Takes a flag away when no other running order of the listing still grants it. */
  async function dropFlagIfUnused(tx: OrdersRepository, listingId: number | null, flag: PromotionFlag, now: string): Promise<void> {
    if (listingId === null || (await tx.hasActive(listingId, flag))) return;
    await tx.setListingFlag(listingId, flag, false, now);
  }

  /**
   * A paid checkout settles its order only when it is the session opened for it, for the order's
   * amount and currency; otherwise the answer says why, for the back-office.
   */
  async function settleChecked(tx: OrdersRepository, orderId: number | null, checkoutId: string | null, state: CheckoutState, eventId: string | null, paymentRef: string | null) {
    const terms = orderId === null ? null : await tx.terms(orderId);
    const reasons = terms ? paymentMismatches(terms, { checkoutId, state }) : [`no order has checkout session ${checkoutId ?? "(none)"}`];
    if (reasons.length) return { settled: null, mismatch: { orderId: terms ? orderId : null, checkoutId, state, eventId, reasons } };
    return { settled: await settleInside(tx, orderId!, paymentRef), mismatch: null };
  }

  /** Applies one provider event inside the transaction that remembers it. */
  async function apply(tx: OrdersRepository, event: ProviderEvent): Promise<{ settled: PromotionOrder | null; mismatch: Mismatch | null }> {
    const nothing = { settled: null, mismatch: null };
    // Only the session stored at checkout names the order: the metadata of a session someone
    // else opened could name any order.
    const order = event.checkoutId ? await tx.findByCheckout(event.checkoutId) : undefined;
    const now = nowIso();
    switch (event.type) {
      case "checkout.session.completed":
      case "checkout.session.async_payment_succeeded":
        if (!event.checkout?.paid) return nothing;
        // An unknown session is still recorded against the order its metadata names, for the admin to find.
        return settleChecked(tx, order?.id ?? event.orderId, event.checkoutId, event.checkout, event.id, event.paymentRef);
      case "checkout.session.async_payment_failed":
        if (order) await tx.transition(order.id, ["pending"], { state: "failed", updated_at: now });
        return nothing;
      case "checkout.session.expired":
        if (order) await tx.transition(order.id, ["pending"], { state: "cancelled", updated_at: now });
        return nothing;
      case "charge.refunded": {
        const refunded = event.paymentRef ? await tx.orderIdByPaymentRef(event.paymentRef) : null;
        if (refunded) await refundInside(tx, refunded, now);
        return nothing;
      }
      default:
        return nothing;
    }
  }

  /**
   * A paid checkout that did not match goes to the audit log (the back-office's record of what
   * happened to an order), where an admin finds it and refunds or settles by hand. Written after
   * the event's transaction: on SQLite a write outside it would wait for it.
   */
  async function recordMismatch(mismatch: Mismatch): Promise<void> {
    const { orderId, checkoutId, state, eventId, reasons } = mismatch;
    const summary = `Payment not applied to order ${orderId ?? "(unknown)"}: ${reasons.join("; ")}`;
    deps.logger.error(summary);
    try {
      await deps.audit.record(PROVIDER_ACTOR, {
        action: "payment_mismatch",
        entity: "promotion_order",
        entity_id: orderId,
        summary,
        after: { event_id: eventId, checkout_id: checkoutId, amount_minor: state.amountMinor, currency: state.currency, payment_ref: state.paymentRef },
      });
    } catch (error) {
      deps.logger.error(`Recording the payment mismatch of order ${orderId ?? "(unknown)"} failed`, error);
    }
  }

  async function refundInside(tx: OrdersRepository, orderId: number, now: string): Promise<PromotionOrder | null> {
    const before = await tx.find(orderId);
    if (!before || !(await tx.transition(orderId, REFUNDABLE, { state: "refunded", updated_at: now }))) return null;
    await tx.refundPayment(orderId, now);
    if (before.state === "active") await dropFlagIfUnused(tx, before.listing_id, before.flag, now);
    return before;
  }

  return {
    /** The promote page: the owner's listing, the plans on sale, running promotions and orders. */
    async forListing(user: Buyer, listingId: number): Promise<ListingPromotions> {
      const listing = await ownListing(user, listingId);
      const [plans, orders, current] = await Promise.all([repo.activePlans(), repo.ofListing(listingId), provider()]);
      return {
        listing: {
          id: listing.id,
          slug: listing.slug,
          title: listing.title,
          status: listing.status,
          is_top: Number(listing.is_top) === 1,
          is_featured: Number(listing.is_featured) === 1,
          is_highlighted: Number(listing.is_highlighted) === 1,
        },
        plans,
        active: orders.filter((order) => order.state === "active"),
        orders,
        provider: current,
      };
    },

    async order(user: Buyer, listingId: number, input: PromoteInput, language: "en" | "es", paths: ReturnPaths): Promise<CreatedOrder> {
      const listing = await ownListing(user, listingId);
      if (listing.status !== "published") throw new AppError(409, PROMOTION_MESSAGES.notPromotable);
      const plan = await repo.plan(input.plan_id);
      if (!plan || Number(plan.is_active) !== 1) {
        throw new AppError(422, PROMOTION_MESSAGES.planUnavailable, [{ field: "plan_id", message: PROMOTION_MESSAGES.planUnavailable }]);
      }
      const via = await provider();
      const now = nowIso();
      const order = await repo.insert({
        user_id: user.id,
        listing_id: listing.id,
        listing_title: listing.title,
        plan_id: plan.id,
        plan_name_en: plan.name_en,
        plan_name_es: plan.name_es,
        flag: plan.flag,
        days: plan.days,
        currency: input.currency,
        amount_minor: Number(input.currency === "eur" ? plan.price_eur_minor : plan.price_gbp_minor),
        provider: via,
        state: "pending",
        language,
        created_at: now,
        updated_at: now,
      });
      if (via === "manual") return { order, checkout_url: null };

      const base = deps.publicUrl();
      const withOrder = (path: string) => `${base}${path}${path.includes("?") ? "&" : "?"}order=${order.id}`;
      try {
        const session = await card.createCheckout(await secretKey(), {
          orderId: order.id,
          amountMinor: Math.round(order.amount * 100),
          currency: order.currency,
          description: `${language === "es" ? plan.name_es : plan.name_en}: ${listing.title}`,
          email: user.email,
          locale: language,
          successUrl: withOrder(paths.success),
          cancelUrl: withOrder(paths.cancel),
        });
        await repo.setCheckout(order.id, session.id, session.url, nowIso());
        return { order, checkout_url: session.url };
      } catch (error) {
        deps.logger.error(`Checkout for order ${order.id} could not start`, error);
        await repo.transition(order.id, ["pending"], { state: "failed", updated_at: nowIso() });
        throw new AppError(502, PROMOTION_MESSAGES.checkoutFailed);
      }
    },

    /**
     * The buyer is back from the provider's checkout: ask the provider about the session, so the
     * page is right even before (or without) the webhook. Settling is shared with the webhook.
     */
    async confirm(user: Buyer, orderId: number): Promise<PromotionOrder> {
      const { order, checkoutId } = await ownOrder(user, orderId);
      if (order.provider !== "stripe" || !checkoutId || !PAYABLE.includes(order.state)) return order;
      try {
        const state = await card.retrieveCheckout(await secretKey(), checkoutId);
        if (state.paid) {
          const outcome = await repo.transaction((tx) => settleChecked(tx, orderId, checkoutId, state, null, state.paymentRef));
          announce(outcome.settled);
          if (outcome.mismatch) await recordMismatch(outcome.mismatch);
        } else if (state.expired) await repo.transition(orderId, ["pending"], { state: "cancelled", updated_at: nowIso() });
      } catch (error) {
        // The webhook will still settle it; the page shows the order as it stands.
        deps.logger.error(`Checkout state of order ${orderId} could not be read`, error);
      }
      return (await repo.find(orderId))!;
    },

    async cancel(user: Buyer, orderId: number): Promise<PromotionOrder> {
      await ownOrder(user, orderId);
      if (!(await repo.transition(orderId, ["pending"], { state: "cancelled", updated_at: nowIso() }))) {
        throw new AppError(409, PROMOTION_MESSAGES.notPending);
      }
      return (await repo.find(orderId))!;
    },

    mine: (user: Buyer, query: { page: number; per_page: number }): Promise<AdminPage<PromotionOrder>> => repo.ofUser(user.id, query),

    /** A signed provider event: handled once (a repeat answers `duplicate`), in one transaction. */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<{ received: true; duplicate: boolean }> {
      const { secretKey: key, webhookSecret } = await payment.credentials();
      if (!key || !webhookSecret || !signature) throw new AppError(400, PROMOTION_MESSAGES.webhookSignature);
      let event: ProviderEvent;
      try {
        event = card.parseEvent(key, webhookSecret, rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError(400, PROMOTION_MESSAGES.webhookSignature);
        throw error;
      }
      // The event is remembered in the transaction that applies it: a crash in between forgets
      // both, and the provider's retry applies it then.
      const outcome = await repo.transaction(async (tx) => {
        if (!(await tx.claimEvent(event.id, event.type, event.orderId, nowIso()))) return { duplicate: true, settled: null, mismatch: null };
        return { duplicate: false, ...(await apply(tx, event)) };
      });
      announce(outcome.settled);
      // A mismatch still answers 2xx: the provider retries anything else for days, and a retry
      // carries the same session, so it could never succeed; the record is the admin's to act on.
      if (outcome.mismatch) await recordMismatch(outcome.mismatch);
      return { received: true, duplicate: outcome.duplicate };
    },

    /** Ends promotions whose time is up and takes their flags away; answers how many ended. */
    async expireDue(now = nowIso()): Promise<number> {
      const due = await repo.due(now);
      let ended = 0;
      for (const order of due) {
        const expired = await repo.transaction(async (tx) => {
          if (!(await tx.transition(order.id, ["active"], { state: "expired", updated_at: now }))) return false;
          await dropFlagIfUnused(tx, order.listing_id, order.flag as PromotionFlag, now);
          return true;
        });
        if (expired) {
          ended += 1;
          if (order.listing_id !== null) events.listingChanged({ id: order.listing_id, kind: "updated" });
        }
      }
      return ended;
    },

    // ---- The back-office ----

    adminList: (query: AdminOrderQuery): Promise<AdminPage<AdminOrder>> => repo.adminList(query),

    /** A manual payment (cash, bank transfer) confirmed by an admin. */
    async markPaid(actor: Actor, orderId: number): Promise<PromotionOrder> {
      const before = await repo.find(orderId);
      if (!before) throw notFound(PROMOTION_MESSAGES.orderNotFound);
      const after = await settle(orderId, `manual:${actor.id}`);
      if (!after) throw new AppError(409, PROMOTION_MESSAGES.notPending);
      await deps.audit.record(actor, { action: "mark_paid", entity: "promotion_order", entity_id: orderId, summary: `Marked order ${orderId} paid`, before, after });
      return after;
    },

    async adminCancel(actor: Actor, orderId: number): Promise<PromotionOrder> {
      const before = await repo.find(orderId);
      if (!before) throw notFound(PROMOTION_MESSAGES.orderNotFound);
      if (!(await repo.transition(orderId, ["pending"], { state: "cancelled", updated_at: nowIso() }))) throw new AppError(409, PROMOTION_MESSAGES.notPending);
      const after = (await repo.find(orderId))!;
      await deps.audit.record(actor, { action: "cancel", entity: "promotion_order", entity_id: orderId, summary: `Cancelled order ${orderId}`, before, after });
      return after;
    },

    /** Gives the money back (through the provider for card payments) and ends the promotion. */
    async refund(actor: Actor, orderId: number): Promise<PromotionOrder> {
      const before = await repo.find(orderId);
      if (!before) throw notFound(PROMOTION_MESSAGES.orderNotFound);
      if (!REFUNDABLE.includes(before.state)) throw new AppError(409, PROMOTION_MESSAGES.notRefundable);
      const paid = await repo.paymentOf(orderId);
      if (before.provider === "stripe" && paid?.provider_ref) {
        try {
          await card.refund(await secretKey(), paid.provider_ref);
        } catch (error) {
          deps.logger.error(`Refund of order ${orderId} failed`, error);
          throw new AppError(502, PROMOTION_MESSAGES.refundFailed);
        }
      }
      const refunded = await repo.transaction((tx) => refundInside(tx, orderId, nowIso()));
      if (!refunded) throw new AppError(409, PROMOTION_MESSAGES.notRefundable);
      if (before.listing_id !== null) events.listingChanged({ id: before.listing_id, kind: "updated" });
      const after = (await repo.find(orderId))!;
      await deps.audit.record(actor, { action: "refund", entity: "promotion_order", entity_id: orderId, summary: `Refunded order ${orderId}`, before, after });
      return after;
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
