import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { type CreatedOrder, type ListingPromotions, PromoteSchema, planCurrencyFor } from "@schemas/promotions";
import { apiFor } from "~/utils/api.server";
import { optionalRead, orErrorPage, refusalMessage, replyWithApiError } from "~/utils/api-errors.server";
import { requireUser } from "~/utils/auth.server";
import { getT } from "~/utils/i18n.server";
import { getCurrency } from "~/utils/preferences.server";
import { readForm } from "~/utils/form-data.server";

/** Where the promote form sits: the dashboard's promote page or the wizard's last step. */
export type PromoteFrom = "dashboard" | "wizard";

const listingIdFrom = (value: string | undefined) => {
  const id = Number(value);
  if (!Number.isInteger(id) || id < 1) throw data({ detail: "Listing not found" }, { status: 404 });
  return id;
};

/**
 * The promote page's data: the owner's listing, the plans priced in the currency they pay in
 * (euros for a visitor who chose euros, pounds otherwise), running promotions and orders. Back
 * from the card checkout (`?checkout=success&order=`), it first asks the API to confirm the
 * order with the provider, so the page is right even before the provider's event arrives.
 */
export async function loadPromotions({ request, context, params }: LoaderFunctionArgs, from: PromoteFrom) {
  await requireUser(request, context);
  const listingId = listingIdFrom(from === "wizard" ? params.listingId : params.id);
  const api = await apiFor(request, context);
  const url = new URL(request.url);
  const orderId = Number(url.searchParams.get("order"));
  if (url.searchParams.get("checkout") === "success" && Number.isInteger(orderId) && orderId > 0) {
    // The order shows as it stands when the provider cannot be asked.
    await optionalRead(context, "Confirming the order", api.post(`/promotions/orders/${orderId}/confirm`), null);
  }
  const [t, promotions, currency] = await Promise.all([
    getT(request),
    orErrorPage(api.get<ListingPromotions>(`/promotions/listings/${listingId}`)),
    getCurrency(request),
  ]);
  return {
    title: `${t(from === "wizard" ? "payment.title" : "promote.title")}: ${promotions.listing.title}`,
    promotions,
    currency: planCurrencyFor(currency),
    orderId: orderId > 0 ? orderId : null,
  };
}

/**
 * The promote form's actions. `promote` places an order: the card provider's checkout takes
 * the seller on (an address on the provider's site), the manual provider comes back here with
 * the pending order. `cancel` withdraws a pending order; `publish` (the wizard) publishes
 * without promotion.
 */
export async function promoteAction({ request, context, params }: ActionFunctionArgs, from: PromoteFrom) {
  await requireUser(request, context);
  const listingId = listingIdFrom(from === "wizard" ? params.listingId : params.id);
  const api = await apiFor(request, context);
  const formData = await readForm(request);
  const intent = formData.get("intent");
  const here = new URL(request.url).pathname;

  if (intent === "cancel") {
    try {
      await api.post(`/promotions/orders/${Number(formData.get("order_id"))}/cancel`);
      return redirect(`${here}?notice=cancelled`);
    } catch (error) {
      return { intent: "cancel" as const, message: refusalMessage(error, "error.try_again").message, reply: null };
    }
  }

  const submission = parseWithZod(formData, { schema: PromoteSchema });
  if (submission.status !== "success") return { intent: "promote" as const, message: null, reply: submission.reply() };
  try {
    const created = await api.post<CreatedOrder>(`/promotions/listings/${listingId}/orders`, { ...submission.value, return_to: from });
    if (created.checkout_url) return redirect(created.checkout_url);
    return redirect(`${here}?notice=ordered&order=${created.order.id}`);
  } catch (error) {
    return { intent: "promote" as const, message: null, reply: replyWithApiError(submission, error, "error.try_again") };
  }
}
