import { Router } from "express";
import { operation } from "../../lib/openapi.js";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import { AdminUserCreateSchema, AdminUserQuerySchema, AdminUserUpdateSchema } from "../../schemas/admin-users.js";
import { actorOf } from "../admin/guard.js";
import type { UsersAdminService } from "./admin-service.js";

/** /api/v1/admin/users */
export function usersAdminRoutes(users: UsersAdminService): Router {
  const router = Router();

  router.get(
    "/",
    operation({ summary: "Users", access: "admin", query: AdminUserQuerySchema, responses: { 200: "A page of users" } }),
    handle(async (req, res) => {
      res.json(await users.list(parseInput(AdminUserQuerySchema, req.query)));
    }),
  );

  router.post(
    "/",
    operation({ summary: "Create a user", access: "admin", body: AdminUserCreateSchema, responses: { 201: "The user", 409: "The e-mail is taken" } }),
    handle(async (req, res) => {
      res.status(201).json(await users.create(actorOf(req), parseInput(AdminUserCreateSchema, req.body)));
    }),
  );

  router.get(
    "/:id",
    operation({ summary: "One user", access: "admin", responses: { 200: "The user", 404: "No such user" } }),
    handle(async (req, res) => {
      res.json(await users.get(idParam(req.params.id, "User not found")));
    }),
  );

  router.put(
    "/:id",
    operation({ summary: "Change a user (role, status, e-mail)", access: "admin", body: AdminUserUpdateSchema, responses: { 200: "The user", 404: "No such user", 409: "The e-mail is taken, or the change would leave no active superuser" } }),
    handle(async (req, res) => {
      res.json(await users.update(actorOf(req), idParam(req.params.id, "User not found"), parseInput(AdminUserUpdateSchema, req.body)));
    }),
  );

  router.delete(
    "/:id",
    operation({ summary: "Delete a user", access: "admin", responses: { 204: "Deleted", 404: "No such user", 409: "One's own account, or the last active superuser" } }),
    handle(async (req, res) => {
      await users.remove(actorOf(req), idParam(req.params.id, "User not found"));
      res.status(204).end();
    }),
  );

  router.post(
    "/:id/password-link",
    operation({ summary: "Mail a user a password link", access: "admin", responses: { 200: "Sent", 404: "No such user" } }),
    handle(async (req, res) => {
      await users.sendPasswordLink(actorOf(req), idParam(req.params.id, "User not found"));
      res.json({ detail: "Password link sent" });
    }),
  );

  return router;
}
