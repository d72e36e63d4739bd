import * as z from "zod";
import { AdminListQuerySchema, booleanFilter } from "./admin.js";
import { businessNameRule, newPassword, personName } from "./auth.js";
import { email } from "./fields.js";
import { blankAsMissing } from "./listing-query.js";
import { plainText } from "./text.js";
import type { PublicUser } from "./users.js";

// The back-office's user accounts: the list's filters and the create/edit forms, shared by the
// API and the admin pages (an unticked box is absent from a form post: it means false).

export const AdminUserQuerySchema = AdminListQuerySchema.extend({
  is_superuser: booleanFilter,
  is_active: booleanFilter,
  is_verified: booleanFilter,
  is_business: booleanFilter,
});
export type AdminUserQuery = z.output<typeof AdminUserQuerySchema>;

const flag = z.boolean().optional().default(false);

const accountFields = {
  first_name: personName("First name"),
  last_name: personName("Last name"),
  email: email(),
  is_superuser: flag,
  is_verified: flag,
  is_business: flag,
  business_name: z.preprocess(blankAsMissing, plainText().trim().max(120, "Business name is too long").optional()),
};

/**
 * A new account: without a password the user is e-mailed a link to choose one. It is verified
 * from the start (the admin vouches for the address), so it has no verified box.
 */
const { is_verified: _verified, ...newAccountFields } = accountFields;
export const AdminUserCreateSchema = z
  .object({ ...newAccountFields, password: z.preprocess(blankAsMissing, newPassword.optional()) })
  .refine(...businessNameRule);
export type AdminUserCreate = z.output<typeof AdminUserCreateSchema>;

export const AdminUserUpdateSchema = z.object({ ...accountFields, is_active: flag }).refine(...businessNameRule);
export type AdminUserUpdate = z.output<typeof AdminUserUpdateSchema>;

/** A user as the back-office's list shows them. */
export type AdminUser = Pick<
  PublicUser,
  "id" | "email" | "first_name" | "last_name" | "is_superuser" | "is_verified" | "is_business" | "business_name" | "language" | "created_at"
> & {
  is_active: boolean;
  listings_count: number;
};

export const LAST_SUPERUSER = "The last superuser cannot be demoted, deactivated or deleted";
export const OWN_ACCOUNT = "You cannot delete your own account here";
export const EMAIL_IN_USE = "An account with this email already exists";
