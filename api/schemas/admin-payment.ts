import * as z from "zod";
import { blankAsMissing } from "./listing-query.js";
import { plainText } from "./text.js";

// The card-payment provider's settings: test or live mode and three keys. The secret key and the
// webhook secret are written here but never read back whole: the answer says whether each is
// set and its last 4 characters. A value set in the server's environment wins over the stored one.

export const PAYMENT_MODES = ["test", "live"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** Where a setting's value comes from: the environment wins, then what admins stored. */
export type SettingSource = "environment" | "stored" | "unset";

/** The environment variables that override the stored values. */
export const PAYMENT_ENV = {
  mode: "PAYMENT_MODE",
  publishable_key: "PAYMENT_PUBLISHABLE_KEY",
  secret_key: "PAYMENT_SECRET_KEY",
  webhook_secret: "PAYMENT_WEBHOOK_SECRET",
} as const;

/** A secret as the browser may see it. */
export type MaskedSecret = { is_set: boolean; last4: string | null; source: SettingSource; env: string };

export type PaymentSettingsView = {
  mode: { value: PaymentMode; source: SettingSource; env: string };
  publishable_key: { value: string | null; source: SettingSource; env: string };
  secret_key: MaskedSecret;
  webhook_secret: MaskedSecret;
};

// Keys are single tokens: a space or line break is a paste gone wrong.
const KEY_PATTERN = /^\S+$/;
const key = (message: string) =>
  z.preprocess(
    blankAsMissing,
    plainText().trim().min(8, message).max(255, message).regex(KEY_PATTERN, message).optional(),
  );

export const PaymentSettingsSchema = z.object({
  mode: z.enum(PAYMENT_MODES, { error: "Choose test or live mode" }),
  /** Empty clears it (it is not secret: the page shows it whole). */
  publishable_key: key("A publishable key is 8 to 255 characters without spaces"),
  /** Empty keeps the stored value; `clear_secret_key` removes it. */
  secret_key: key("A secret key is 8 to 255 characters without spaces"),
  webhook_secret: key("A webhook secret is 8 to 255 characters without spaces"),
  clear_secret_key: z.boolean().optional().default(false),
  clear_webhook_secret: z.boolean().optional().default(false),
});
export type PaymentSettingsInput = z.output<typeof PaymentSettingsSchema>;
