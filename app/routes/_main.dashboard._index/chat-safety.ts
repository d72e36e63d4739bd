/**
 * Why a chat message deserves a quiet safety notice: it carries a link, a phone number or an
 * e-mail address (taking the talk off the site), or words of common advance-payment scams, in
 * English or Spanish. Null when it looks ordinary. Runs on both sides (server render, live messages).
 */
export type SafetyConcern = "link" | "contact" | "payment";

const LINK = /\b(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|info|biz|io|co|me|ly|xyz|es|gi|uk)(?:\/\S*)?\b/i;
const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
// Seven or more digits, allowing spaces, dots, dashes and a leading +.
const PHONE = /(?:\+|\b)\d(?:[\s.-]?\d){6,}\b/;
const PAYMENT = new RegExp(
  [
    "western union", "moneygram", "wire transfer", "bank transfer", "gift ?cards?", "itunes cards?", "bitcoin", "crypto",
    "pay (?:a |the )?deposit", "advance payment", "pay in advance", "courier (?:fee|service)", "shipping agent", "paypal friends",
    "transferencia", "giro postal", "tarjetas? regalo", "pago por adelantado", "pagar (?:una |la )?(?:señal|fianza|reserva)", "adelantar (?:el )?dinero",
    "mensajer[ií]a", "agente de env[ií]o",
  ].join("|"),
  "i",
);

export function safetyConcern(message: string): SafetyConcern | null {
  if (PAYMENT.test(message)) return "payment";
  if (EMAIL.test(message) || PHONE.test(message)) return "contact";
  if (LINK.test(message)) return "link";
  return null;
}
