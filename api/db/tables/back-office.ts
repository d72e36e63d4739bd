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
