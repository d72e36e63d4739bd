// A user's shape as the API answers it (GET /users/me, a session's user), shared with the pages;
// the back-office's view of a user (admin-users.ts) picks from it. Types only: no zod, no server imports.

/** The user as the API shows it. */
export type PublicUser = {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  avatar_url: string | null;
  is_superuser: boolean;
  is_verified: boolean;
  is_business: boolean;
  business_name: string | null;
  business_type: string | null;
  language: string;
  /** E-mail the user about a message unread for 15 minutes. */
  email_on_unread_messages: boolean;
  email_on_favorite_updates: boolean;
  created_at: string;
};

/** A user as the back-office's lists name them (a listing's or a place's owner, a buyer, a saver). */
export type UserRef = Pick<PublicUser, "id" | "email" | "first_name" | "last_name">;

/** Who asks, as the services decide what they may see or change: the user's id and whether they are an admin. */
export type Requester = Pick<PublicUser, "id" | "is_superuser">;

/** POST /auth/login, the social sign-ins: the bearer token and whose it is. */
export type Session = { access_token: string; token_type: "bearer"; expires_at: string; user: PublicUser };
