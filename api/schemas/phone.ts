import { parsePhoneNumberFromString } from "libphonenumber-js/min";

/** Parses a phone number (Gibraltar by default) to E.164, or null when it is not a valid number. */
export function normalisePhone(value: string): string | null {
  const phone = parsePhoneNumberFromString(value, "GI");
  return phone?.isValid() ? phone.number : null;
}
