import * as z from "zod";
import { plainText } from "./text.js";
import { PASSWORD_REQUIRED_MESSAGE } from "./constants.js";
import { email } from "./fields.js";
import { localPath } from "./local-path.js";
import { normalisePhone } from "./phone.js";

/** The sign-in form: e-mail and password required, "remember me" optional. */
export const LoginSchema = z.object({
  email: email(),
  password: z
    .string({ error: "Password must be at least 6 characters long" })
    .min(6, "Password must be at least 6 characters long")
    .max(200, "Password is too long"),
  remember_me: z.boolean().optional().default(false),
});
export type LoginInput = z.infer<typeof LoginSchema>;

/** The admin sign-in of the maintenance page: both fields required. */
export const AdminLoginSchema = z.object({
  email: email(),
  password: z.string({ error: PASSWORD_REQUIRED_MESSAGE }).min(1, PASSWORD_REQUIRED_MESSAGE),
});

export const newPassword = z
  .string({ error: "Password must be at least 8 characters long" })
  .min(8, "Password must be at least 8 characters long")
  .max(200, "Password is too long");

export const personName = (label: "First name" | "Last name") =>
  plainText({ error: `${label} must be at least 2 characters long` })
    .trim()
    .min(2, `${label} must be at least 2 characters long`)
    .max(80, `${label} is too long`);

export const phone = plainText({ error: "Phone number is required" })
  .trim()
  .min(1, "Phone number is required")
  .transform((value, ctx) => {
    const normalised = normalisePhone(value);
    if (!normalised) {
      ctx.addIssue({ code: "custom", message: "Invalid phone number format" });
      return z.NEVER;
    }
    return normalised;
  });

const businessFields = {
  is_business: z.boolean().optional().default(false),
  business_name: plainText().trim().max(120, "Business name is too long").optional(),
  business_type: plainText().trim().max(60, "Business type is too long").optional(),
};

// Cross-field rules run even when other fields are invalid (`when`), so a form shows every error at once.
const always = () => true;

type Rule<T> = [check: (value: T) => boolean, params: { path: PropertyKey[]; message: string; when: () => boolean }];

/** A business account needs its business name. */
export const businessNameRule: Rule<{ is_business?: boolean; business_name?: string }> = [
  (value) => !value.is_business || Boolean(value.business_name),
  { path: ["business_name"], message: "Business name is required for business accounts", when: always },
];

const passwordsMatch = <K extends string>(key: K): Rule<Record<K | "confirm_password", unknown>> => [
  (value) => value[key] === value.confirm_password,
  { path: ["confirm_password"], message: "Passwords don't match", when: always },
];

const registerFields = {
  first_name: personName("First name"),
  last_name: personName("Last name"),
  email: email(),
  phone,
  password: newPassword,
  ...businessFields,
  terms_accepted: z
    .boolean({ error: "You must agree to terms and conditions" })
    .refine((value) => value === true, "You must agree to terms and conditions"),
};

/** What POST /auth/register accepts. */
export const RegisterSchema = z.object(registerFields).refine(...businessNameRule);
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** The sign-up form: the same rules plus the password confirmation. */
export const RegisterFormSchema = z
  .object({ ...registerFields, confirm_password: z.string({ error: "Passwords don't match" }) })
  .refine(...businessNameRule)
  .refine(...passwordsMatch("password"));

/** Forgot password: a valid e-mail. */
export const ForgotPasswordSchema = z.object({ email: email() });

const token = z.string({ error: "This link is invalid or has expired." }).min(10, "This link is invalid or has expired.");

export const ResetPasswordSchema = z.object({ token, password: newPassword });
export const ResetPasswordFormSchema = z
  .object({ token, password: newPassword, confirm_password: z.string({ error: "Passwords don't match" }) })
  .refine(...passwordsMatch("password"));

export const VerifyEmailSchema = z.object({ token });
/**
 * Sending the link again; `return_to` is the page of this site the link brings a signed-in user
 * back to (anything else is dropped: the link never leads off the site).
 */
export const ResendVerificationSchema = z.object({
  email: email(),
  return_to: z.preprocess((value) => localPath(value) ?? undefined, z.string().optional()),
});

export const ChangePasswordSchema = z.object({
  current_password: z.string({ error: "Current password is required" }).min(1, "Current password is required"),
  new_password: newPassword,
});
export const ChangePasswordFormSchema = ChangePasswordSchema.extend({
  confirm_password: z.string({ error: "Passwords don't match" }),
}).refine(...passwordsMatch("new_password"));

/** Profile changes: the same name, phone and business rules as sign-up. */
export const ProfileSchema = z
  .object({ first_name: personName("First name"), last_name: personName("Last name"), phone, ...businessFields })
  .refine(...businessNameRule);
export type ProfileInput = z.infer<typeof ProfileSchema>;

export const DeleteAccountSchema = z.object({
  password: z.string().optional(),
  confirm: z.literal("DELETE", { error: "Type DELETE to confirm" }),
});
