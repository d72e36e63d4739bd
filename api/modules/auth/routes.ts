import { type Request, Router } from "express";
import { operation } from "../../lib/openapi.js";
import * as z from "zod";
import {
  ChangePasswordSchema,
  ForgotPasswordSchema,
  LoginSchema,
  RegisterSchema,
  ResendVerificationSchema,
  ResetPasswordSchema,
  VerifyEmailSchema,
} from "../../schemas/auth.js";
import { handle, parseInput } from "../../lib/errors.js";
import { requestLanguage } from "../../lib/language.js";
import { requireUser } from "./middleware.js";
import type { AuthService, Client } from "./service.js";
import type { SocialLogin } from "./social.js";

/** Who is asking: the browser's address (forwarded by the BFF) and language. */
const clientOf = (req: Request): Client => ({ userAgent: req.get("user-agent"), ip: req.ip, language: requestLanguage(req) });

const SocialTokenSchema = z.object({ access_token: z.string({ error: "access_token is required" }).min(1, "access_token is required") });

export function authRoutes(auth: AuthService, socialLogin: SocialLogin): Router {
  const router = Router();

  router.post(
    "/social/:provider",
    operation({ summary: "Sign in with a provider's access token (Google)", body: SocialTokenSchema, responses: { 200: "A session token and the user", 401: "The provider refused the token", 404: "No such provider", 429: "Too many attempts", 502: "The provider could not be reached" } }),
    handle(async (req, res) => {
      const { access_token } = parseInput(SocialTokenSchema, req.body);
      res.json(await socialLogin(req.params.provider, access_token, clientOf(req)));
    }),
  );

  router.post(
    "/register",
    operation({ summary: "Create an account (the same answer whether or not the address has one)", body: RegisterSchema, responses: { 202: "Check your e-mail", 429: "Too many sign-ups from this address" } }),
    handle(async (req, res) => {
      // Accepted, not created: the answer is the same whether or not the address has an account.
      res.status(202).json(await auth.register(parseInput(RegisterSchema, req.body), clientOf(req)));
    }),
  );

  router.post(
    "/login",
    operation({ summary: "Sign in with e-mail and password", body: LoginSchema, responses: { 200: "A session token and the user", 401: "Wrong e-mail or password", 403: "E-mail not verified or account disabled", 429: "Too many failed attempts" } }),
    handle(async (req, res) => {
      res.json(await auth.login(parseInput(LoginSchema, req.body), clientOf(req)));
    }),
  );

  router.post(
    "/logout",
    operation({ summary: "End this session", responses: { 204: "Signed out" } }),
    handle(async (req, res) => {
      if (req.token) await auth.logout(req.token);
      res.status(204).end();
    }),
  );

  router.get(
    "/me",
    operation({ summary: "The signed-in user", access: "user", responses: { 200: "The user" } }),
    handle(async (req, res) => {
      const { sessionId: _sessionId, ...user } = requireUser(req);
      res.json(user);
    }),
  );

  router.post(
    "/verify-email",
    operation({ summary: "Confirm an e-mail address with the token mailed to it", body: VerifyEmailSchema, responses: { 200: "Verified", 400: "The link is invalid", 410: "The link has expired" } }),
    handle(async (req, res) => {
      res.json(await auth.verifyEmail(parseInput(VerifyEmailSchema, req.body).token));
    }),
  );

  router.post(
    "/verify-email/resend",
    operation({ summary: "Send the verification e-mail again", body: ResendVerificationSchema, responses: { 200: "Sent if the account needs it", 429: "Too many requests" } }),
    handle(async (req, res) => {
      const input = parseInput(ResendVerificationSchema, req.body);
      res.json(await auth.resendVerification(input.email, clientOf(req), input.return_to));
    }),
  );

  router.post(
    "/password-recovery",
    operation({ summary: "Mail a password reset link", body: ForgotPasswordSchema, responses: { 200: "Sent if the account exists", 429: "Too many requests" } }),
    handle(async (req, res) => {
      res.json(await auth.requestPasswordReset(parseInput(ForgotPasswordSchema, req.body).email, clientOf(req)));
    }),
  );

  router.post(
    "/reset-password",
    operation({ summary: "Set a new password with the token from the reset e-mail", body: ResetPasswordSchema, responses: { 200: "Password changed", 400: "The link is invalid or has expired" } }),
    handle(async (req, res) => {
      const input = parseInput(ResetPasswordSchema, req.body);
      res.json(await auth.resetPassword(input.token, input.password, clientOf(req)));
    }),
  );

  router.post(
    "/change-password",
    operation({ summary: "Change the signed-in user's password", access: "user", body: ChangePasswordSchema, responses: { 200: "Password changed", 400: "The current password is wrong", 429: "Too many attempts" } }),
    handle(async (req, res) => {
      const input = parseInput(ChangePasswordSchema, req.body);
      res.json(await auth.changePassword(requireUser(req), input.current_password, input.new_password, clientOf(req)));
    }),
  );

  return router;
}
