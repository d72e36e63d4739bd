import { type Request, Router } from "express";
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
    handle(async (req, res) => {
      const { access_token } = parseInput(SocialTokenSchema, req.body);
      res.json(await socialLogin(req.params.provider, access_token, clientOf(req)));
    }),
  );

  router.post(
    "/register",
    handle(async (req, res) => {
      // Accepted, not created: the answer is the same whether or not the address has an account.
      res.status(202).json(await auth.register(parseInput(RegisterSchema, req.body), clientOf(req)));
    }),
  );

  router.post(
    "/login",
    handle(async (req, res) => {
      res.json(await auth.login(parseInput(LoginSchema, req.body), clientOf(req)));
    }),
  );

  router.post(
    "/logout",
    handle(async (req, res) => {
      if (req.token) await auth.logout(req.token);
      res.status(204).end();
    }),
  );

  router.get(
    "/me",
    handle(async (req, res) => {
      const { sessionId: _sessionId, ...user } = requireUser(req);
      res.json(user);
    }),
  );

  router.post(
    "/verify-email",
    handle(async (req, res) => {
      res.json(await auth.verifyEmail(parseInput(VerifyEmailSchema, req.body).token));
    }),
  );

  router.post(
    "/verify-email/resend",
    handle(async (req, res) => {
      res.json(await auth.resendVerification(parseInput(ResendVerificationSchema, req.body).email, clientOf(req)));
    }),
  );

  router.post(
    "/password-recovery",
    handle(async (req, res) => {
      res.json(await auth.requestPasswordReset(parseInput(ForgotPasswordSchema, req.body).email, clientOf(req)));
    }),
  );

  router.post(
    "/reset-password",
    handle(async (req, res) => {
      const input = parseInput(ResetPasswordSchema, req.body);
      res.json(await auth.resetPassword(input.token, input.password, clientOf(req)));
    }),
  );

  router.post(
    "/change-password",
    handle(async (req, res) => {
      const input = parseInput(ChangePasswordSchema, req.body);
      res.json(await auth.changePassword(requireUser(req), input.current_password, input.new_password, clientOf(req)));
    }),
  );

  return router;
}
