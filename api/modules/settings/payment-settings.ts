import {
  type MaskedSecret,
  PAYMENT_ENV,
  type PaymentMode,
  type PaymentSettingsInput,
  type PaymentSettingsView,
  type SettingSource,
} from "../../schemas/admin-payment.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import type { SettingsRepository } from "./repository.js";

/** Values set in the server's environment (PAYMENT_*): each wins over the stored one. */
export type PaymentEnv = { mode?: PaymentMode; publishableKey?: string; secretKey?: string; webhookSecret?: string };

/** What the settings table keeps under "payment" (nothing stored: all null, test mode). */
type StoredPayment = { mode: PaymentMode | null; publishable_key: string | null; secret_key: string | null; webhook_secret: string | null };

const EMPTY: StoredPayment = { mode: null, publishable_key: null, secret_key: null, webhook_secret: null };
const KEY = "payment";

/** The value in force and where it comes from: the environment first, then the stored value. */
function resolve<T>(fromEnv: T | undefined, stored: T | null): { value: T | null; source: SettingSource } {
  if (fromEnv !== undefined) return { value: fromEnv, source: "environment" };
  return stored !== null ? { value: stored, source: "stored" } : { value: null, source: "unset" };
}

// Four characters tell two keys apart without giving either away (keys are 8+ characters).
function masked(value: string | null, source: SettingSource, env: string): MaskedSecret {
  return { is_set: value !== null, last4: value === null ? null : value.slice(-4), source, env };
}

/**
 * The card-payment provider's mode and keys, kept server-side in the settings table. Secrets go
 * in and never come out whole: the view shows whether each is set and its last 4 characters.
 */
export function createPaymentSettings(deps: { repo: SettingsRepository; env: PaymentEnv; audit: AuditLog }) {
  const { repo, env, audit } = deps;

  const stored = async (): Promise<StoredPayment> => ({ ...EMPTY, ...(await repo.get<Partial<StoredPayment>>(KEY)) });

  function view(saved: StoredPayment): PaymentSettingsView {
    const mode = resolve(env.mode, saved.mode);
    const publishable = resolve(env.publishableKey, saved.publishable_key);
    const secret = resolve(env.secretKey, saved.secret_key);
    const webhook = resolve(env.webhookSecret, saved.webhook_secret);
    return {
      mode: { value: mode.value ?? "test", source: mode.source, env: PAYMENT_ENV.mode },
      publishable_key: { value: publishable.value, source: publishable.source, env: PAYMENT_ENV.publishable_key },
      secret_key: masked(secret.value, secret.source, PAYMENT_ENV.secret_key),
      webhook_secret: masked(webhook.value, webhook.source, PAYMENT_ENV.webhook_secret),
    };
  }

  /** A secret after the form: a new value replaces it, the clear box removes it, an empty field keeps it. */
  const nextSecret = (current: string | null, entered: string | undefined, clear: boolean) => (entered ?? (clear ? null : current));

  return {
    get: async (): Promise<PaymentSettingsView> => view(await stored()),

    /** The keys in force, whole: for the server's own calls to the provider, never for an answer. */
    async credentials(): Promise<{ mode: PaymentMode; secretKey: string | null; webhookSecret: string | null }> {
      const saved = await stored();
      return {
        mode: resolve(env.mode, saved.mode).value ?? "test",
        secretKey: resolve(env.secretKey, saved.secret_key).value,
        webhookSecret: resolve(env.webhookSecret, saved.webhook_secret).value,
      };
    },

    async update(actor: Actor, input: PaymentSettingsInput): Promise<PaymentSettingsView> {
      const before = await stored();
      const after: StoredPayment = {
        mode: input.mode,
        publishable_key: input.publishable_key ?? null,
        secret_key: nextSecret(before.secret_key, input.secret_key, input.clear_secret_key),
        webhook_secret: nextSecret(before.webhook_secret, input.webhook_secret, input.clear_webhook_secret),
      };
      await repo.set(KEY, after);
      const changes = [
        after.secret_key !== before.secret_key ? (after.secret_key ? "secret key replaced" : "secret key removed") : null,
        after.webhook_secret !== before.webhook_secret ? (after.webhook_secret ? "webhook secret replaced" : "webhook secret removed") : null,
      ].filter(Boolean);
      // The audit log redacts the secrets by their names; it keeps whether each was set.
      await audit.record(actor, {
        action: "update",
        entity: "settings",
        entity_id: KEY,
        summary: `Updated the payment settings${changes.length ? ` (${changes.join(", ")})` : ""}`,
        before,
        after,
      });
      return view(after);
    },
  };
}

export type PaymentSettings = ReturnType<typeof createPaymentSettings>;
