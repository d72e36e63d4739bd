import type { Flag, Id } from "./types.js";

/* The back-office: the audit log of admin changes and the promotion plans sellers buy. */

export interface AuditLogTable {
  id: Id;
  actor_id: number | null;
  /** Kept when the admin's account goes: the log still says who. */
  actor_email: string;
  action: string;
  entity: string;
  entity_id: string | null;
  summary: string | null;
  before_json: string | null;
  after_json: string | null;
  /** Where the request came from (the client's address and browser). */
  ip: string | null;
  user_agent: string | null;
  created_at: string;
}

export interface PromotionPlansTable {
  id: Id;
  name_en: string;
  name_es: string;
  description_en: string | null;
  description_es: string | null;
  /** The listing flag the plan grants: top, featured or highlighted. */
  flag: string;
  days: number;
  price_gbp_minor: number;
  price_eur_minor: number;
  is_active: Flag;
  sort_order: number;
  created_at: string;
  updated_at: string;
}

export interface PromotionOrdersTable {
  id: Id;
  user_id: number;
  listing_id: number | null;
  listing_title: string;
  plan_id: number | null;
  plan_name_en: string;
  plan_name_es: string;
  flag: string;
  days: number;
  /** gbp or eur; the amount in its minor units. */
  currency: string;
  amount_minor: number;
  /** manual (an admin marks it paid) or stripe (a checkout session). */
  provider: string;
  checkout_id: string | null;
  checkout_url: string | null;
  state: string;
  /** The buyer's language when ordering: the receipt is written in it. */
  language: string;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  starts_at: string | null;
  ends_at: string | null;
}

/** Payment-provider events already handled (the provider may send one twice). */
export interface PaymentEventsTable {
  id: string;
  type: string;
  order_id: number | null;
  received_at: string;
}
