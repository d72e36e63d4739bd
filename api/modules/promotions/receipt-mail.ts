import type { MailMessage } from "../../lib/mail.js";
import { formatMoney, longDateInGibraltar } from "../../schemas/format.js";
import type { PromotionOrder } from "../../schemas/promotions.js";

const day = (iso: string | null, language: "en" | "es") => (iso ? longDateInGibraltar(iso, language) : "");

/** The receipt for a paid promotion, in the language the buyer ordered in. */
export function receiptMail(order: PromotionOrder, buyer: { email: string; first_name: string }, language: "en" | "es", ordersUrl: string): MailMessage {
  const amount = formatMoney(order.amount, order.currency, language);
  if (language === "es") {
    return {
      to: buyer.email,
      subject: `Recibo del pedido n.º ${order.id}: ${order.plan_name_es}`,
      text: [
        `Hola ${buyer.first_name}:`,
        "",
        `Hemos recibido tu pago. Gracias.`,
        "",
        `Pedido: n.º ${order.id}`,
        `Anuncio: ${order.listing_title}`,
        `Promoción: ${order.plan_name_es} (${order.days} días)`,
        `Importe: ${amount}`,
        `Activa del ${day(order.starts_at, "es")} al ${day(order.ends_at, "es")}`,
        "",
        `Tus pedidos: ${ordersUrl}`,
      ].join("\n"),
    };
  }
  return {
    to: buyer.email,
    subject: `Receipt for order #${order.id}: ${order.plan_name_en}`,
    text: [
      `Hello ${buyer.first_name},`,
      "",
      "We have received your payment. Thank you.",
      "",
      `Order: #${order.id}`,
      `Listing: ${order.listing_title}`,
      `Promotion: ${order.plan_name_en} (${order.days} days)`,
      `Amount: ${amount}`,
      `Runs from ${day(order.starts_at, "en")} to ${day(order.ends_at, "en")}`,
      "",
      `Your orders: ${ordersUrl}`,
    ].join("\n"),
  };
}
