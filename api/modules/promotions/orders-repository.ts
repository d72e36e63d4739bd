import type { Insertable, Kysely, Selectable, Updateable } from "kysely";
import type { DB, PromotionOrdersTable } from "../../db/schema.js";
import { paginate } from "../../db/paging.js";
import type { AdminPage } from "../../schemas/admin.js";
import type { PromotionFlag } from "../../schemas/admin-pricing.js";
import type { AdminOrder, AdminOrderQuery, OrderState, PaymentProvider, PlanCurrency, PlanOffer, PromotionOrder } from "../../schemas/promotions.js";
import { toPlan } from "./repository.js";

type OrderRow = Selectable<PromotionOrdersTable> & { listing_slug: string | null };

const FLAG_COLUMN = { top: "is_top", featured: "is_featured", highlighted: "is_highlighted" } as const;

export const toOrder = (row: OrderRow): PromotionOrder => ({
  id: row.id,
  listing_id: row.listing_id,
  listing_title: row.listing_title,
  listing_slug: row.listing_slug,
  plan_id: row.plan_id,
  plan_name_en: row.plan_name_en,
  plan_name_es: row.plan_name_es,
  flag: row.flag as PromotionFlag,
  days: Number(row.days),
  currency: row.currency as PlanCurrency,
  amount: Number(row.amount_minor) / 100,
  provider: row.provider as PaymentProvider,
  state: row.state as OrderState,
  created_at: row.created_at,
  paid_at: row.paid_at,
  starts_at: row.starts_at,
  ends_at: row.ends_at,
});

/**
 * Promotion orders, the payments that settle them and the provider events already handled.
 * State changes are conditional updates (`from` states in the WHERE clause), so two deliveries
 * of one event, or an event racing the buyer's return, change an order once.
 */
export function createOrdersRepository(db: Kysely<DB>) {
  return {
    ...queries(db),
    /** Runs `work` in one transaction; inside it, the repository has no nested transactions. */
    transaction: <T>(work: (tx: OrdersRepository) => Promise<T>) => db.transaction().execute((trx) => work(queries(trx))),
  };
}

function queries(db: Kysely<DB>) {
  const orders = () =>
    db
      .selectFrom("promotion_orders")
      .leftJoin("listings", "listings.id", "promotion_orders.listing_id")
      .selectAll("promotion_orders")
      .select("listings.slug as listing_slug");

  return {
    async activePlans(): Promise<PlanOffer[]> {
      const rows = await db.selectFrom("promotion_plans").selectAll().where("is_active", "=", 1).orderBy("sort_order").orderBy("id").execute();
      return rows.map((row) => {
        const { id, name_en, name_es, description_en, description_es, flag, days, price_gbp, price_eur } = toPlan(row);
        return { id, name_en, name_es, description_en, description_es, flag, days, price_gbp, price_eur };
      });
    },

    plan: (id: number) => db.selectFrom("promotion_plans").selectAll().where("id", "=", id).executeTakeFirst(),

    listing: (id: number) =>
      db
        .selectFrom("listings")
        .select(["id", "slug", "title", "status", "user_id", "is_top", "is_featured", "is_highlighted"])
        .where("id", "=", id)
        .executeTakeFirst(),

    buyer: (id: number) => db.selectFrom("users").select(["id", "email", "first_name", "language"]).where("id", "=", id).executeTakeFirst(),

    async insert(values: Insertable<PromotionOrdersTable>): Promise<PromotionOrder> {
      const { id } = await db.insertInto("promotion_orders").values(values).returning("id").executeTakeFirstOrThrow();
      return toOrder((await orders().where("promotion_orders.id", "=", id).executeTakeFirstOrThrow()) as OrderRow);
    },

    async find(id: number): Promise<PromotionOrder | undefined> {
      const row = await orders().where("promotion_orders.id", "=", id).executeTakeFirst();
      return row ? toOrder(row as OrderRow) : undefined;
    },

    owner: async (id: number) =>
      (await db.selectFrom("promotion_orders").select(["user_id", "checkout_id"]).where("id", "=", id).executeTakeFirst()) ?? null,

    async findByCheckout(checkoutId: string): Promise<PromotionOrder | undefined> {
      const row = await orders().where("promotion_orders.checkout_id", "=", checkoutId).executeTakeFirst();
      return row ? toOrder(row as OrderRow) : undefined;
    },

    async ofListing(listingId: number): Promise<PromotionOrder[]> {
      const rows = await orders().where("promotion_orders.listing_id", "=", listingId).orderBy("promotion_orders.created_at", "desc").orderBy("promotion_orders.id", "desc").execute();
      return rows.map((row) => toOrder(row as OrderRow));
    },

    async ofUser(userId: number, query: { page: number; per_page: number }): Promise<AdminPage<PromotionOrder>> {
      const page = await paginate(db.selectFrom("promotion_orders").where("promotion_orders.user_id", "=", userId), query, (qb) =>
        qb
          .leftJoin("listings", "listings.id", "promotion_orders.listing_id")
          .selectAll("promotion_orders")
          .select("listings.slug as listing_slug")
          .orderBy("promotion_orders.created_at", "desc")
          .orderBy("promotion_orders.id", "desc"),
      );
      return { ...page, items: page.items.map((row) => toOrder(row as OrderRow)) };
    },

    async adminList(query: AdminOrderQuery): Promise<AdminPage<AdminOrder>> {
      let filtered = db.selectFrom("promotion_orders");
      if (query.state) filtered = filtered.where("promotion_orders.state", "=", query.state);
      if (query.provider) filtered = filtered.where("promotion_orders.provider", "=", query.provider);
      const search = query.search;
      if (search) {
        filtered = /^\d+$/.test(search)
          ? filtered.where("promotion_orders.id", "=", Number(search))
          : filtered.where("promotion_orders.user_id", "in", (eb) => eb.selectFrom("users").select("users.id").where("users.email", "=", search.toLowerCase()));
      }
      const page = await paginate(filtered, query, (qb) =>
        qb
          .leftJoin("listings", "listings.id", "promotion_orders.listing_id")
          .innerJoin("users", "users.id", "promotion_orders.user_id")
          .selectAll("promotion_orders")
          .select(["listings.slug as listing_slug", "users.email", "users.first_name", "users.last_name"])
          .orderBy("promotion_orders.created_at", "desc")
          .orderBy("promotion_orders.id", "desc"),
      );
      return {
        ...page,
        items: page.items.map((row) => ({
          ...toOrder(row as OrderRow),
          user: { id: row.user_id, email: row.email, first_name: row.first_name, last_name: row.last_name },
        })),
      };
    },

    setCheckout: (id: number, checkoutId: string, url: string, now: string) =>
      db.updateTable("promotion_orders").set({ checkout_id: checkoutId, checkout_url: url, updated_at: now }).where("id", "=", id).execute(),

    /** Moves an order on only from one of `from`; answers whether it moved. */
    async transition(id: number, from: readonly OrderState[], set: Updateable<PromotionOrdersTable> & { state: OrderState }): Promise<boolean> {
      const result = await db.updateTable("promotion_orders").set(set).where("id", "=", id).where("state", "in", [...from]).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** When the listing's current promotions with this flag end (a new one starts after them). */
    async lastEnd(listingId: number, flag: PromotionFlag): Promise<string | null> {
      const row = await db
        .selectFrom("promotion_orders")
        .select((eb) => eb.fn.max("ends_at").as("ends_at"))
        .where("listing_id", "=", listingId)
        .where("flag", "=", flag)
        .where("state", "=", "active")
        .executeTakeFirst();
      return (row?.ends_at as string | null | undefined) ?? null;
    },

    async hasActive(listingId: number, flag: PromotionFlag): Promise<boolean> {
      const row = await db
        .selectFrom("promotion_orders")
        .select("id")
        .where("listing_id", "=", listingId)
        .where("flag", "=", flag)
        .where("state", "=", "active")
        .executeTakeFirst();
      return row !== undefined;
    },

    setListingFlag: (listingId: number, flag: PromotionFlag, on: boolean, now: string) =>
      db
        .updateTable("listings")
        .set({ [FLAG_COLUMN[flag]]: on ? 1 : 0, updated_at: now })
        .where("id", "=", listingId)
        .execute(),

    /** Active orders whose time is up. */
    due: (now: string) =>
      db.selectFrom("promotion_orders").select(["id", "listing_id", "flag"]).where("state", "=", "active").where("ends_at", "<=", now).execute(),

    recordPayment: (values: { order_id: number; user_id: number; listing_id: number | null; provider: string; amount_minor: number; currency: string; provider_ref: string | null; now: string }) =>
      db
        .insertInto("payments")
        .values({
          order_id: values.order_id,
          user_id: values.user_id,
          listing_id: values.listing_id,
          provider: values.provider,
          purpose: "promotion",
          amount_minor: values.amount_minor,
          currency: values.currency,
          status: "paid",
          provider_ref: values.provider_ref,
          created_at: values.now,
          updated_at: values.now,
        })
        .execute(),

    paymentOf: (orderId: number) =>
      db.selectFrom("payments").select(["id", "provider_ref", "status"]).where("order_id", "=", orderId).where("status", "=", "paid").executeTakeFirst(),

    refundPayment: (orderId: number, now: string) =>
      db.updateTable("payments").set({ status: "refunded", updated_at: now }).where("order_id", "=", orderId).where("status", "=", "paid").execute(),

    async orderIdByPaymentRef(paymentRef: string): Promise<number | null> {
      const row = await db.selectFrom("payments").select("order_id").where("provider_ref", "=", paymentRef).executeTakeFirst();
      return row?.order_id ?? null;
    },

    /** Remembers a provider event; false when it was already handled. */
    async claimEvent(id: string, type: string, orderId: number | null, now: string): Promise<boolean> {
      const result = await db
        .insertInto("payment_events")
        .values({ id, type, order_id: orderId, received_at: now })
        .onConflict((oc) => oc.column("id").doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** What a paid checkout must match to settle the order: its session and its price (minor units). */
    terms: async (id: number) => {
      const row = await db.selectFrom("promotion_orders").select(["checkout_id", "amount_minor", "currency"]).where("id", "=", id).executeTakeFirst();
      return row ? { checkoutId: row.checkout_id, amountMinor: Number(row.amount_minor), currency: row.currency } : null;
    },

    /** The amounts and money fields an order was created with (minor units), for payments and receipts. */
    money: (id: number) =>
      db.selectFrom("promotion_orders").select(["amount_minor", "currency", "user_id", "listing_id", "provider", "language"]).where("id", "=", id).executeTakeFirstOrThrow(),
  };
}

/** The queries, as a transaction's work sees them. */
export type OrdersRepository = ReturnType<typeof queries>;
export type OrdersStore = ReturnType<typeof createOrdersRepository>;
