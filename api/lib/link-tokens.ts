import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Tokens of links that work signed out (stop a saved search's alerts, renew a listing): a record's
 * id and an HMAC of it under the server's secret, for one purpose, optionally bound to a value of
 * the record (so a link stops working once that value changes, e.g. after it was used).
 */
export function linkTokens(secret: string, purpose: string) {
  const mac = (id: number, bound: string) =>
    createHmac("sha256", secret).update(`${purpose}:${id}${bound ? `:${bound}` : ""}`).digest("base64url").slice(0, 32);
  return {
    make: (id: number, bound = "") => `${id}.${mac(id, bound)}`,
    /** The id a token names, with a check of its signature against what it was bound to; null when malformed. */
    parse(token: string): { id: number; signs(bound?: string): boolean } | null {
      const [idText, given, ...rest] = token.split(".");
      const id = Number(idText);
      if (!Number.isSafeInteger(id) || id < 1 || !given || rest.length) return null;
      return {
        id,
        signs(bound = "") {
          const expected = Buffer.from(mac(id, bound));
          const actual = Buffer.from(given);
          return actual.length === expected.length && timingSafeEqual(actual, expected);
        },
      };
    },
  };
}

export type LinkTokens = ReturnType<typeof linkTokens>;
