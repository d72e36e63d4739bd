import type { SubmissionResult } from "@conform-to/react";
import { Form, useSearchParams } from "@remix-run/react";
import { Link } from "~/components/ui/link";
import type { ReactNode } from "react";
import { useTranslation } from "~/utils/use-translation";
import type { ListingPromotions, PlanCurrency, PlanOffer, PromotionOrder } from "@schemas/promotions";
import { useLocalized } from "~/utils/localized";
import { dateFormat, formatMoney } from "@schemas/format";
import { button, card, fieldError, formError, formSuccess } from "../ui/ui.css";
import * as styles from "./promotions.css";
import { validationKey } from "~/locales/validation-key";

export type PromoteResult = { intent: "promote" | "cancel"; message: string | null; reply: SubmissionResult<string[]> | null } | undefined;

const FLAG_BADGE = { top: "TOP", featured: "FEATURED", highlighted: "HOT" } as const;

export function useFormatDay() {
  const { i18n } = useTranslation();
  const format = dateFormat(i18n.language, { dateStyle: "medium", timeZone: "Europe/Gibraltar" });
  return (iso: string | null) => (iso ? format.format(new Date(iso)) : "");
}

const planPrice = (plan: PlanOffer, currency: PlanCurrency) => (currency === "eur" ? plan.price_eur : plan.price_gbp);

/** The notice after a step: an order placed, a checkout finished or abandoned, an order withdrawn. */
function Notice({ orders }: { orders: PromotionOrder[] }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const order = orders.find((o) => o.id === Number(params.get("order")));
  const checkout = params.get("checkout");
  const notice = params.get("notice");
  let text: string | null = null;
  if (notice === "ordered") text = t("promote.notice.ordered");
  else if (notice === "cancelled") text = t("promote.notice.cancelled");
  else if (checkout === "success") text = order?.state === "active" ? t("promote.notice.paid") : t("promote.notice.confirming");
  else if (checkout === "cancelled") text = t("promote.notice.checkout_cancelled");
  if (!text) return null;
  return (
    <p role="status" className={formSuccess}>
      {text}
    </p>
  );
}

/** The seller's orders, newest first; a pending one can be withdrawn. */
export function OrdersTable({ orders, cancellable = false, showListing = false }: { orders: PromotionOrder[]; cancellable?: boolean; showListing?: boolean }) {
  const { t, i18n } = useTranslation();
  const localized = useLocalized();
  const day = useFormatDay();
  if (orders.length === 0) return <p>{t("promote.no_orders")}</p>;
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{t("promote.orders")}</caption>
      <thead>
        <tr>
          <th className={styles.cell}>{t("promote.order")}</th>
          {showListing ? <th className={styles.cell}>{t("promote.listing")}</th> : null}
          <th className={styles.cell}>{t("promote.plan")}</th>
          <th className={styles.cell}>{t("promote.amount")}</th>
          <th className={styles.cell}>{t("promote.state")}</th>
          <th className={styles.cell}>{t("promote.period")}</th>
          {cancellable ? <th className={styles.cell}>{t("promote.actions")}</th> : null}
        </tr>
      </thead>
      <tbody>
        {orders.map((order) => (
          <tr key={order.id}>
            <td className={styles.cell}>
              #{order.id}
              <br />
              {day(order.created_at)}
            </td>
            {showListing ? (
              <td className={styles.cell}>
                {order.listing_id ? <Link to={`/dashboard/promote-listing/${order.listing_id}`}>{order.listing_title}</Link> : order.listing_title}
              </td>
            ) : null}
            <td className={styles.cell}>{localized(order, "plan_name")}</td>
            <td className={styles.cell}>{formatMoney(order.amount, order.currency, i18n.language)}</td>
            <td className={styles.cell}>{t(`promote.order_state.${order.state}`)}</td>
            <td className={styles.cell}>{order.starts_at ? `${day(order.starts_at)} – ${day(order.ends_at)}` : ""}</td>
            {cancellable ? (
              <td className={styles.cell}>
                {order.state === "pending" ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="cancel" />
                    <input type="hidden" name="order_id" value={order.id} />
                    <button type="submit" className={button.secondary} aria-label={t("promote.cancel_order", { id: order.id })}>
                      {t("promote.cancel")}
                    </button>
                  </Form>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Promote a listing: what runs now, the plans with their price in the currency the seller pays
 * in, and the orders so far. A plain form: it works the same without JavaScript.
 */
export function PromotePanel({ promotions, currency, result, children }: { promotions: ListingPromotions; currency: PlanCurrency; result: PromoteResult; children?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const localized = useLocalized();
  const day = useFormatDay();
  const { listing, plans, active, orders, provider } = promotions;
  const reply = result?.intent === "promote" ? result.reply : null;
  const planError = reply?.error?.plan_id?.[0];
  const formMessage = reply?.error?.[""]?.[0] ?? (result?.intent === "cancel" ? result.message : null);
  return (
    <div className={card}>
      <Notice orders={orders} />
      <p>
        <Link to={`/listing/${listing.slug}`}>{listing.title}</Link>
      </p>

      <section aria-labelledby="promote-active">
        <h2 id="promote-active">{t("promote.active")}</h2>
        {active.length === 0 ? (
          <p>{t("promote.none_active")}</p>
        ) : (
          <ul>
            {active.map((order) => (
              <li key={order.id}>
                {t("promote.runs_until", { badge: FLAG_BADGE[order.flag], plan: localized(order, "plan_name"), date: day(order.ends_at) })}
              </li>
            ))}
          </ul>
        )}
      </section>

      {listing.status !== "published" ? (
        <p className={formError}>{t("validation.promotion_not_published")}</p>
      ) : plans.length === 0 ? (
        <p>{t("promote.no_plans")}</p>
      ) : (
        <section aria-labelledby="promote-plans" className={styles.section}>
          <h2 id="promote-plans">{t("promote.choose")}</h2>
          {formMessage ? (
            <p role="alert" className={formError}>
              {t(validationKey(formMessage))}
            </p>
          ) : null}
          <Form method="post" aria-labelledby="promote-plans">
            <input type="hidden" name="intent" value="promote" />
            <input type="hidden" name="currency" value={currency} />
            <fieldset className={styles.plans} aria-describedby={planError ? "plan-error" : undefined} aria-invalid={planError ? true : undefined}>
              <legend className="visually-hidden">{t("promote.choose")}</legend>
              {plans.map((plan) => (
                <label key={plan.id} className={styles.plan}>
                  <input type="radio" name="plan_id" value={plan.id} required />
                  <span>
                    <span className={styles.planName}>
                      {localized(plan, "name")} · {FLAG_BADGE[plan.flag]}
                    </span>
                    <span className={styles.planText}>{localized(plan, "description") ?? ""}</span>
                  </span>
                  <span className={styles.price}>{formatMoney(planPrice(plan, currency), currency, i18n.language)}</span>
                </label>
              ))}
            </fieldset>
            {planError ? (
              <p id="plan-error" className={fieldError}>
                {t(validationKey(planError))}
              </p>
            ) : null}
            <p>{t(provider === "stripe" ? "promote.card_hint" : "promote.manual_hint")}</p>
            <div className={styles.actions}>
              <button type="submit" className={button.primary}>
                {t(provider === "stripe" ? "promote.pay" : "promote.order_button")}
              </button>
              {children}
            </div>
          </Form>
        </section>
      )}

      <section aria-labelledby="promote-orders" className={styles.section}>
        <h2 id="promote-orders">{t("promote.orders")}</h2>
        <OrdersTable orders={orders} cancellable />
      </section>
    </div>
  );
}
