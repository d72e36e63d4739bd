import { useTranslation } from "react-i18next";
import type { ListingSummary } from "../../../api/schemas/listing";
import { displayPrice, formatMoney } from "../../utils/price";
import { useRootData } from "../../utils/use-root-data";
import * as styles from "./listing.css";

/**
 * The price rule, in the listing's own currency; when the visitor chose another currency,
 * an approximate conversion follows.
 */
export function PriceTag({ listing, small }: { listing: Pick<ListingSummary, "selected_currency" | "price_gbp" | "price_eur">; small?: boolean }) {
  const { t, i18n } = useTranslation();
  const { currency, rates } = useRootData();
  const price = displayPrice(listing);
  const testId = small ? undefined : "listing-price";
  if (!price) {
    return (
      <span className={small ? undefined : styles.price} data-testid={testId}>
        {t("listing.price_on_request")}
      </span>
    );
  }
  let converted: string | null = null;
  const [from, to] = [rates[price.currency], rates[currency]];
  if (currency !== price.currency && from && to) {
    // Rates are units per pound: through pounds to the chosen currency.
    converted = `≈ ${formatMoney(Math.round((price.amount / from) * to), currency, i18n.language)}`;
  }
  return (
    <span className={small ? undefined : styles.price} data-testid={testId}>
      {formatMoney(price.amount, price.currency, i18n.language)}
      {converted ? <small style={{ fontWeight: 400, fontSize: "0.6em", marginLeft: "8px" }}>{converted}</small> : null}
    </span>
  );
}
