/**
 * An amount in minor units (pence, cents) as the e-mails write it in the reader's language:
 * "£1,250" / "1250 €", with pence only when there are some.
 */
export const formatMinorMoney = (minor: number, currency: string, language: string): string =>
  new Intl.NumberFormat(language === "es" ? "es-ES" : "en-GB", {
    style: "currency",
    currency: currency.toUpperCase(),
    maximumFractionDigits: minor % 100 ? 2 : 0,
  }).format(minor / 100);
