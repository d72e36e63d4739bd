import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminPage } from "../../api/schemas/admin.js";
import type { AdminOrder, CreatedOrder, ListingPromotions, PromotionOrder } from "../../api/schemas/promotions.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { readOutbox } from "../support/mail.js";
import { type PaymentProvider, startPaymentProvider } from "../support/payment-provider.js";
import { type ApiErrorBody, loginAs, setupTestServer } from "../support/test-server.js";

type ErrorBody = ApiErrorBody;

let provider: PaymentProvider;
const DAY_MS = 86_400_000;
const WEBHOOK_SECRET = "whsec_test_local_provider";

beforeAll(async () => {
  provider = await startPaymentProvider();
});
afterAll(async () => {
  await provider?.close();
});
const server = setupTestServer({ env: () => ({ RATE_LIMIT_FACTOR: "100", PAYMENT_API_URL: provider.url }), admin: true });

const call = <T = unknown>(method: string, path: string, token?: string, body?: unknown, headers?: Record<string, string>) =>
  server.call<T>(method, path, token, body, headers);

/** A new seller with a published listing, signed in. */
async function seller(title = "Kayak with paddles") {
  const user = await createUser(server.services.database);
  const listing = await createListing(server.db, user.id, title);
  await server.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
  return { user, listing, token: await loginAs(server, user.email, user.password) };
}

const plan = async (flag: "top" | "featured" | "highlighted") =>
  server.db.selectFrom("promotion_plans").selectAll().where("flag", "=", flag).where("is_active", "=", 1).orderBy("id").executeTakeFirstOrThrow();
const flags = (listingId: number) => server.db.selectFrom("listings").select(["is_top", "is_featured", "is_highlighted"]).where("id", "=", listingId).executeTakeFirstOrThrow();
const payments = (orderId: number) => server.db.selectFrom("payments").selectAll().where("order_id", "=", orderId).execute();
const order = (token: string, listingId: number, body: Record<string, unknown>, headers?: Record<string, string>) =>
  call<CreatedOrder & ErrorBody>("POST", `/promotions/listings/${listingId}/orders`, token, body, headers);

async function useCardProvider(on: boolean) {
  const body = on
    ? { mode: "test", secret_key: "sk_test_local_provider", webhook_secret: WEBHOOK_SECRET }
    : { mode: "test", clear_secret_key: true, clear_webhook_secret: true };
  expect((await call("PUT", "/admin/payment-settings", server.admin, body)).status).toBe(200);
}

function postEvent(body: string, signature?: string) {
  return fetch(`${server.url}/api/v1/payments/webhook`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(signature ? { "Stripe-Signature": signature } : {}) },
    body,
  });
}

describe("promoting a listing with the manual provider (no card keys)", () => {
  it("shows the owner the plans on sale, and nobody else", async () => {
    const { listing, token } = await seller();
    const page = await call<ListingPromotions>("GET", `/promotions/listings/${listing.id}`, token);
    expect(page.status).toBe(200);
    expect(page.body.provider).toBe("manual");
    expect(page.body.plans.map((p) => p.flag)).toEqual(["top", "featured", "highlighted"]);
    expect(page.body.plans[1]).toMatchObject({ days: 14, price_gbp: 6.99, price_eur: 7.99 });
    expect(page.body.active).toEqual([]);

    const other = await seller();
    expect(await call("GET", `/promotions/listings/${listing.id}`, other.token)).toMatchObject({ status: 403, body: { detail: "Only the listing's owner can promote it" } });
    expect((await call("GET", `/promotions/listings/${listing.id}`)).status).toBe(401);
    expect(await call("GET", "/promotions/listings/999999", token)).toMatchObject({ status: 404, body: { detail: "Listing not found" } });
  });

  it("refuses a missing or withdrawn plan at its field, a draft listing, and someone else's listing", async () => {
    const { listing, user, token } = await seller();
    const missing = await order(token, listing.id, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: "plan_id", message: "Choose a promotion plan" }]);

    const withdrawn = await server.db
      .insertInto("promotion_plans")
      .values({ name_en: "Old", name_es: "Viejo", flag: "top", days: 3, price_gbp_minor: 100, price_eur_minor: 120, is_active: 0, sort_order: 9, created_at: "2026-01-01", updated_at: "2026-01-01" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const refused = await order(token, listing.id, { plan_id: withdrawn.id });
    expect(refused).toMatchObject({ status: 422, body: { detail: "This promotion plan is no longer available", errors: [{ field: "plan_id", message: "This promotion plan is no longer available" }] } });

    const draft = await createListing(server.db, user.id, "Draft canoe");
    await server.db.updateTable("listings").set({ status: "draft" }).where("id", "=", draft.id).execute();
    expect((await order(token, draft.id, { plan_id: (await plan("top")).id })).body).toMatchObject({ detail: "Only a published listing can be promoted" });

    const other = await seller();
    expect((await order(other.token, listing.id, { plan_id: (await plan("top")).id })).status).toBe(403);
  });

  it("creates a pending order in the chosen currency; an admin marks it paid and the flag runs for the plan's days", async () => {
    const { listing, user, token } = await seller("Paddle board, barely used");
    const featured = await plan("featured");
    const created = await order(token, listing.id, { plan_id: featured.id, currency: "eur" }, { "Accept-Language": "es" });
    expect(created.status).toBe(201);
    expect(created.body.checkout_url).toBeNull();
    expect(created.body.order).toMatchObject({ state: "pending", provider: "manual", currency: "eur", amount: 7.99, flag: "featured", days: 14, listing_title: "Paddle board, barely used" });
    expect(await flags(listing.id)).toMatchObject({ is_featured: 0 });

    const paid = await call<PromotionOrder>("POST", `/admin/orders/${created.body.order.id}/mark-paid`, server.admin);
    expect(paid.status).toBe(200);
    expect(paid.body.state).toBe("active");
    expect(Date.parse(paid.body.ends_at!) - Date.parse(paid.body.starts_at!)).toBe(14 * DAY_MS);
    expect(await flags(listing.id)).toMatchObject({ is_featured: 1 });
    expect(await payments(created.body.order.id)).toEqual([expect.objectContaining({ amount_minor: 799, currency: "eur", status: "paid", provider: "manual", purpose: "promotion" })]);

    // Paying twice grants once.
    expect(await call("POST", `/admin/orders/${created.body.order.id}/mark-paid`, server.admin)).toMatchObject({ status: 409, body: { detail: "Only a pending order can be changed this way" } });
    expect(await payments(created.body.order.id)).toHaveLength(1);

    // The receipt, in the language the seller ordered in.
    const receiptOf = () => readOutbox(server.dataDir).find((m) => m.includes(`To: ${user.email}`) && m.includes("Hemos recibido tu pago"));
    await expect.poll(receiptOf).toBeDefined();
    const receipt = receiptOf()!;
    expect(receipt).toContain(`Pedido: n.`);
    expect(receipt).toContain("Destacado, 14 d");
    expect(receipt).toContain("7,99");

    const mine = await call<AdminPage<PromotionOrder>>("GET", "/promotions/orders", token);
    expect(mine.body.items.map((o) => [o.id, o.state])).toEqual([[created.body.order.id, "active"]]);
    const page = await call<ListingPromotions>("GET", `/promotions/listings/${listing.id}`, token);
    expect(page.body.active.map((o) => o.id)).toEqual([created.body.order.id]);
    expect(page.body.listing.is_featured).toBe(true);
  });

  it("starts a second promotion of the same flag when the first ends, and the expiry job drops the flag after both", async () => {
    const { listing, token } = await seller();
    const top = await plan("top");
    const first = (await order(token, listing.id, { plan_id: top.id })).body.order;
    const second = (await order(token, listing.id, { plan_id: top.id })).body.order;
    const highlighted = (await order(token, listing.id, { plan_id: (await plan("highlighted")).id })).body.order;
    const a = (await call<PromotionOrder>("POST", `/admin/orders/${first.id}/mark-paid`, server.admin)).body;
    const b = (await call<PromotionOrder>("POST", `/admin/orders/${second.id}/mark-paid`, server.admin)).body;
    await call("POST", `/admin/orders/${highlighted.id}/mark-paid`, server.admin);
    expect(b.starts_at).toBe(a.ends_at);
    expect(await flags(listing.id)).toMatchObject({ is_top: 1, is_highlighted: 1 });

    // After the first week: the first has ended, the second still runs, TOP stays; HOT ended.
    const afterFirst = new Date(Date.parse(a.ends_at!) + 1000).toISOString();
    expect(await server.services.promotions.expireDue(afterFirst)).toBeGreaterThanOrEqual(2);
    expect(await flags(listing.id)).toMatchObject({ is_top: 1, is_highlighted: 0 });
    const afterSecond = new Date(Date.parse(b.ends_at!) + 1000).toISOString();
    await server.services.promotions.expireDue(afterSecond);
    expect(await flags(listing.id)).toMatchObject({ is_top: 0 });
    const states = await server.db.selectFrom("promotion_orders").select(["id", "state"]).where("listing_id", "=", listing.id).orderBy("id").execute();
    expect(states.map((s) => s.state)).toEqual(["expired", "expired", "expired"]);
    // The public listing no longer carries the badge.
    const shown = await call<{ is_top: boolean; is_highlighted: boolean }>("GET", `/listings/${listing.id}`);
    expect(shown.body).toMatchObject({ is_top: false, is_highlighted: false });
  });

  it("lets the owner cancel a pending order, and an admin refund a paid one (its flag goes)", async () => {
    const { listing, user, token } = await seller();
    const pending = (await order(token, listing.id, { plan_id: (await plan("featured")).id })).body.order;
    expect((await call<PromotionOrder>("POST", `/promotions/orders/${pending.id}/cancel`, token)).body.state).toBe("cancelled");
    expect((await call<ErrorBody>("POST", `/promotions/orders/${pending.id}/cancel`, token)).status).toBe(409);
    const other = await seller();
    expect((await call<ErrorBody>("POST", `/promotions/orders/${pending.id}/cancel`, other.token)).body).toMatchObject({ detail: "Order not found" });

    const paid = (await order(token, listing.id, { plan_id: (await plan("featured")).id })).body.order;
    await call("POST", `/admin/orders/${paid.id}/mark-paid`, server.admin);
    const refunded = await call<PromotionOrder>("POST", `/admin/orders/${paid.id}/refund`, server.admin);
    expect(refunded.body.state).toBe("refunded");
    expect(await flags(listing.id)).toMatchObject({ is_featured: 0 });
    expect(await payments(paid.id)).toEqual([expect.objectContaining({ status: "refunded" })]);
    expect((await call<ErrorBody>("POST", `/admin/orders/${paid.id}/refund`, server.admin)).body).toMatchObject({ detail: "Only a paid order can be refunded" });
    const audit = await server.db.selectFrom("audit_log").select("action").where("entity", "=", "promotion_order").where("entity_id", "=", String(paid.id)).orderBy("id").execute();
    expect(audit.map((a) => a.action)).toEqual(["mark_paid", "refund"]);

    const listed = await call<AdminPage<AdminOrder>>("GET", `/admin/orders?state=refunded&search=${paid.id}`, server.admin);
    expect(listed.body.items.map((o) => [o.id, o.user.email])).toEqual([[paid.id, user.email]]);
    expect((await call<ErrorBody>("GET", "/admin/orders?state=lost", server.admin)).body.errors).toEqual([{ field: "state", message: "Choose an order state" }]);
  });
});

describe("card payments through the provider's checkout", () => {
  beforeAll(async () => {
    await useCardProvider(true);
    provider.setWebhook(`${server.url}/api/v1/payments/webhook`, WEBHOOK_SECRET);
  });
  afterAll(async () => {
    await useCardProvider(false);
  });

  async function checkout(currency: "gbp" | "eur" = "gbp") {
    const s = await seller("Road bike, carbon frame");
    const created = await order(s.token, s.listing.id, { plan_id: (await plan("top")).id, currency });
    expect(created.status).toBe(201);
    const session = provider.sessions.get([...provider.sessions.keys()].at(-1)!)!;
    return { ...s, created: created.body, session };
  }

  it("opens a checkout session for the order's amount and sends the seller to it", async () => {
    const { created, session, user, listing } = await checkout("eur");
    expect(created.order).toMatchObject({ provider: "stripe", state: "pending", currency: "eur", amount: 11.99 });
    expect(created.checkout_url).toBe(session.url);
    expect(session).toMatchObject({ amount_total: 1199, currency: "eur", customer_email: user.email, metadata: { order_id: String(created.order.id) } });
    expect(session.success_url).toBe(`${server.url}/dashboard/promote-listing/${listing.id}?checkout=success&order=${created.order.id}`);
  });

  it("grants the flag on the signed event, once, however often the event comes", async () => {
    const { created, session, listing } = await checkout();
    provider.pay(session.id);
    const event = provider.signedEvent("checkout.session.completed", session, WEBHOOK_SECRET);
    const first = await postEvent(event.body, event.signature);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true, duplicate: false });
    expect(await flags(listing.id)).toMatchObject({ is_top: 1 });
    const active = (await server.db.selectFrom("promotion_orders").selectAll().where("id", "=", created.order.id).executeTakeFirstOrThrow());
    expect(active.state).toBe("active");

    const again = await postEvent(event.body, event.signature);
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    // Another event about the same paid session (the provider retrying with a new id) changes nothing either.
    const other = provider.signedEvent("checkout.session.completed", session, WEBHOOK_SECRET);
    expect((await postEvent(other.body, other.signature)).status).toBe(200);
    expect(await payments(created.order.id)).toEqual([expect.objectContaining({ provider: "stripe", provider_ref: session.payment_intent, amount_minor: 999 })]);
    expect((await server.db.selectFrom("promotion_orders").select("ends_at").where("id", "=", created.order.id).executeTakeFirstOrThrow()).ends_at).toBe(active.ends_at);
  });

  it("refuses forged, unsigned and wrongly signed events with 400 and changes nothing", async () => {
    const { created, session, listing } = await checkout();
    provider.pay(session.id);
    const good = provider.signedEvent("checkout.session.completed", session, WEBHOOK_SECRET);
    const forged = JSON.stringify({ ...JSON.parse(good.body), id: "evt_forged" });
    for (const response of [
      await postEvent(forged, good.signature),
      await postEvent(good.body),
      await postEvent(good.body, provider.signedEvent("checkout.session.completed", session, "whsec_someone_else").signature),
    ]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ detail: "Invalid signature" });
    }
    expect(await flags(listing.id)).toMatchObject({ is_top: 0 });
    expect((await server.db.selectFrom("promotion_orders").select("state").where("id", "=", created.order.id).executeTakeFirstOrThrow()).state).toBe("pending");
  });

  it("settles the order when the seller returns before the event, and the late event grants nothing more", async () => {
    const { created, session, token, listing } = await checkout();
    provider.pay(session.id);
    const confirmed = await call<PromotionOrder>("POST", `/promotions/orders/${created.order.id}/confirm`, token);
    expect(confirmed.body.state).toBe("active");
    expect(await flags(listing.id)).toMatchObject({ is_top: 1 });
    const late = provider.signedEvent("checkout.session.completed", session, WEBHOOK_SECRET);
    expect(await (await postEvent(late.body, late.signature)).json()).toEqual({ received: true, duplicate: false });
    expect(await payments(created.order.id)).toHaveLength(1);
  });

  it("counts a payment that arrives after the session was reported expired", async () => {
    const { created, session } = await checkout();
    const expired = provider.signedEvent("checkout.session.expired", { ...session, status: "expired" }, WEBHOOK_SECRET);
    await postEvent(expired.body, expired.signature);
    expect((await server.db.selectFrom("promotion_orders").select("state").where("id", "=", created.order.id).executeTakeFirstOrThrow()).state).toBe("cancelled");
    provider.pay(session.id);
    const paid = provider.signedEvent("checkout.session.completed", session, WEBHOOK_SECRET);
    await postEvent(paid.body, paid.signature);
    expect((await server.db.selectFrom("promotion_orders").select("state").where("id", "=", created.order.id).executeTakeFirstOrThrow()).state).toBe("active");
  });

  it("says so when the provider cannot start a checkout, and marks the order failed", async () => {
    const s = await seller();
    provider.failCheckouts(true);
    const refused = await order(s.token, s.listing.id, { plan_id: (await plan("top")).id }).finally(() => provider.failCheckouts(false));
    expect(refused).toMatchObject({ status: 502, body: { detail: "The payment could not be started. Please try again." } });
    const stored = await server.db.selectFrom("promotion_orders").select("state").where("listing_id", "=", s.listing.id).execute();
    expect(stored).toEqual([{ state: "failed" }]);
  });

  const orderState = async (id: number) => (await server.db.selectFrom("promotion_orders").select("state").where("id", "=", id).executeTakeFirstOrThrow()).state;
  const mismatches = (id: number) =>
    server.db.selectFrom("audit_log").select(["actor_email", "summary", "after_json"]).where("action", "=", "payment_mismatch").where("entity", "=", "promotion_order").where("entity_id", "=", String(id)).orderBy("id").execute();

  it("applies no paid event whose amount, currency or session differs from the order's, records each for the admin, and answers 200", async () => {
    const { created, session, listing } = await checkout();
    provider.pay(session.id);
    const wrong = [
      { ...session, amount_total: 1 },
      { ...session, currency: "usd" },
      // A session the app never opened for this order, though its metadata names the order.
      { ...session, id: "cs_test_someone_elses" },
    ];
    for (const forged of wrong) {
      const event = provider.signedEvent("checkout.session.completed", forged, WEBHOOK_SECRET);
      const response = await postEvent(event.body, event.signature);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ received: true, duplicate: false });
    }
    expect(await orderState(created.order.id)).toBe("pending");
    expect(await flags(listing.id)).toMatchObject({ is_top: 0 });
    expect(await payments(created.order.id)).toEqual([]);
    const recorded = await mismatches(created.order.id);
    expect(recorded.map((entry) => entry.summary)).toEqual([
      `Payment not applied to order ${created.order.id}: paid 0.01 instead of 9.99`,
      `Payment not applied to order ${created.order.id}: paid in USD instead of GBP`,
      `Payment not applied to order ${created.order.id}: checkout session cs_test_someone_elses is not the order's (${session.id})`,
    ]);
    expect(recorded[0]!.actor_email).toBe("payment provider");
    // The back-office's history of the order (linked from its row on /admin/orders) lists them.
    const history = await call<AdminPage<{ action: string }>>("GET", `/admin/audit-log?entity=promotion_order&entity_id=${created.order.id}`, server.admin);
    expect(history.body.items.map((entry) => entry.action)).toEqual(["payment_mismatch", "payment_mismatch", "payment_mismatch"]);
    expect(JSON.parse(recorded[0]!.after_json!)).toMatchObject({ checkout_id: session.id, amount_minor: 1, currency: "gbp", payment_ref: session.payment_intent });

    // The session opened for the order, paid in full, still settles it.
    const right = provider.signedEvent("checkout.session.completed", session, WEBHOOK_SECRET);
    expect((await postEvent(right.body, right.signature)).status).toBe(200);
    expect(await orderState(created.order.id)).toBe("active");
    expect(await flags(listing.id)).toMatchObject({ is_top: 1 });
    expect(await payments(created.order.id)).toEqual([expect.objectContaining({ amount_minor: 999, currency: "gbp" })]);
  });

  it("records a paid session no order opened, naming no order", async () => {
    const { session } = await checkout();
    const stranger = { ...provider.pay(session.id), id: "cs_test_unknown", metadata: { order_id: "999999" }, client_reference_id: "999999" };
    const event = provider.signedEvent("checkout.session.completed", stranger, WEBHOOK_SECRET);
    expect((await postEvent(event.body, event.signature)).status).toBe(200);
    const recorded = await server.db.selectFrom("audit_log").select(["entity_id", "summary"]).where("action", "=", "payment_mismatch").where("summary", "like", "%cs_test_unknown%").execute();
    expect(recorded).toEqual([{ entity_id: null, summary: "Payment not applied to order (unknown): no order has checkout session cs_test_unknown" }]);
  });

  it("does not settle an order on the seller's return when the provider reports a different amount, and records it", async () => {
    const { created, session, token } = await checkout("eur");
    provider.pay(session.id);
    session.amount_total = 100;
    const confirmed = await call<PromotionOrder>("POST", `/promotions/orders/${created.order.id}/confirm`, token);
    expect(confirmed.body.state).toBe("pending");
    expect((await mismatches(created.order.id)).map((entry) => entry.summary)).toEqual([`Payment not applied to order ${created.order.id}: paid 1.00 instead of 11.99`]);
  });

  it("refunds a card payment through the provider", async () => {
    const { created, session, listing } = await checkout();
    provider.pay(session.id);
    const event = provider.signedEvent("checkout.session.completed", session, WEBHOOK_SECRET);
    await postEvent(event.body, event.signature);
    const refunded = await call<PromotionOrder>("POST", `/admin/orders/${created.order.id}/refund`, server.admin);
    expect(refunded.body.state).toBe("refunded");
    expect(provider.refunds).toContainEqual(expect.objectContaining({ payment_intent: session.payment_intent }));
    expect(await flags(listing.id)).toMatchObject({ is_top: 0 });
  });
});

describe("promoted listings in lists", () => {
  it("puts TOP listings first in their category's newest-first list, with exact paging", async () => {
    const now = Date.now();
    const category = await server.db
      .insertInto("categories")
      .values({ slug: `promoted-${now}`, name_en: "Promoted", name_es: "Promocionados", sort_order: 0, is_active: 1, created_at: new Date(now).toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { user } = await seller();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const listing = await createListing(server.db, user.id, `Promoted list item ${i}`);
      // Oldest first: item 0 is the oldest.
      await server.db.updateTable("listings").set({ status: "published", category_id: category.id, created_at: new Date(now - (5 - i) * 60_000).toISOString(), is_top: i === 1 ? 1 : 0 }).where("id", "=", listing.id).execute();
      ids.push(listing.id);
    }
    const page = async (skip: number, limit: number, sort = "") =>
      (await call<{ listings: Array<{ id: number }>; total: number }>("GET", `/listings?category_id=${category.id}&skip=${skip}&limit=${limit}${sort}`)).body;
    const first = await page(0, 3);
    expect(first.total).toBe(5);
    expect(first.listings.map((l) => l.id)).toEqual([ids[1], ids[4], ids[3]]);
    expect((await page(3, 3)).listings.map((l) => l.id)).toEqual([ids[2], ids[0]]);
    expect((await page(0, 1)).listings.map((l) => l.id)).toEqual([ids[1]]);
    // Another order is that order alone.
    expect((await page(0, 5, "&sort=oldest")).listings.map((l) => l.id)).toEqual(ids);
  });
});
