import { useTranslation } from "~/utils/use-translation";
import { displayPrice, formatMoney, type PricedListing } from "@schemas/format";
import { useRootData } from "~/utils/use-root-data";
import * as styles from "./listing.css";

/**
 * The price rule, in the listing's own currency; when the visitor chose another currency,
 * an approximate conversion follows. `small`: as text in the caller's element (cards and lists).
 */
export function PriceTag({ listing, small }: { listing: PricedListing; small?: boolean }) {
  const { t, i18n } = useTranslation();
  const { currency, rates } = useRootData();
  const price = displayPrice(listing);
  let converted: string | null = null;
  const [from, to] = price ? [rates[price.currency], rates[currency]] : [];
  if (price && currency !== price.currency && from && to) {
    // Rates are units per pound: through pounds to the chosen currency.
    converted = `≈ ${formatMoney(Math.round((price.amount / from) * to), currency, i18n.language)}`;
  }
  const content = (
    <>
      {price ? formatMoney(price.amount, price.currency, i18n.language) : t("listing.price_on_request")}
      {converted ? <small style={{ fontWeight: 400, fontSize: "0.6em", marginLeft: "8px" }}>{converted}</small> : null}
    </>
  );
  return small ? (
    content
  ) : (
    <span className={styles.price} data-testid="listing-price">
      {content}
    </span>
  );
}
