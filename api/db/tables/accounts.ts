import type { Generated } from "kysely";
import type { Flag, Id } from "./types.js";

/* Accounts: users, their sign-in identities, sessions and one-time tokens. */

export interface UsersTable {
  id: Id;
  email: string;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  phone: string | null;
  avatar_url: string | null;
  is_superuser: Flag;
  is_verified: Flag;
  is_active: Flag;
  is_business: Flag;
  business_name: string | null;
  business_type: string | null;
  language: string;
  /** E-mail the user about a message unread for 15 minutes (0011). */
  email_on_unread_messages: Generated<Flag>;
  /** E-mails about saved listings' news (0030). */
  email_on_favorite_updates: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

export interface UserIdentitiesTable {
  id: Id;
  user_id: number;
  provider: string;
  provider_user_id: string;
  email: string | null;
  created_at: string;
}

export interface SessionsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  expires_at: string;
  created_at: string;
  last_used_at: string;
  revoked_at: string | null;
  user_agent: string | null;
  ip: string | null;
}

export interface AuthTokensTable {
  id: Id;
  user_id: number;
  purpose: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}
