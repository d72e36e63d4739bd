import { numberFormat } from "./intl-format";

export type PricedListing = {
  selected_currency: string | null;
  price_gbp?: number | null;
  price_eur?: number | null;
};

/**
 * A listing in eur with an eur price shows it; otherwise the gbp price; otherwise
 * nothing ('Price on request').
 */
export function displayPrice(listing: PricedListing): { amount: number; currency: "eur" | "gbp" } | null {
  if (listing.selected_currency === "eur" && listing.price_eur != null) return { amount: listing.price_eur, currency: "eur" };
  if (listing.price_gbp != null) return { amount: listing.price_gbp, currency: "gbp" };
  return null;
}

/** Formats money for the UI language: "£1,250" / "1250 £"; `currency` is any three-letter code. */
export function formatMoney(amount: number, currency: string, language: string): string {
  const maximumFractionDigits = Number.isInteger(amount) ? 0 : 2;
  return numberFormat(language, { style: "currency", currency: currency.toUpperCase(), maximumFractionDigits }).format(amount);
}
