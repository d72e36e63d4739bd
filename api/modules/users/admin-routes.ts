import { Router } from "express";
import { handle, idParam, parseInput } from "../../lib/errors.js";
import { AdminUserCreateSchema, AdminUserQuerySchema, AdminUserUpdateSchema } from "../../schemas/admin-users.js";
import { actorOf } from "../admin/guard.js";
import type { AdminUsersService } from "./admin-service.js";

/** /api/v1/admin/users */
export function usersAdminRoutes(users: AdminUsersService): Router {
  const router = Router();

  router.get(
    "/",
    handle(async (req, res) => {
      res.json(await users.list(parseInput(AdminUserQuerySchema, req.query)));
    }),
  );

  router.post(
    "/",
    handle(async (req, res) => {
      res.status(201).json(await users.create(actorOf(req), parseInput(AdminUserCreateSchema, req.body)));
    }),
  );

  router.get(
    "/:id",
    handle(async (req, res) => {
      res.json(await users.get(idParam(req.params.id, "User not found")));
    }),
  );

  router.put(
    "/:id",
    handle(async (req, res) => {
      res.json(await users.update(actorOf(req), idParam(req.params.id, "User not found"), parseInput(AdminUserUpdateSchema, req.body)));
    }),
  );

  router.delete(
    "/:id",
    handle(async (req, res) => {
      await users.remove(actorOf(req), idParam(req.params.id, "User not found"));
      res.status(204).end();
    }),
  );

  router.post(
    "/:id/password-link",
    handle(async (req, res) => {
      await users.sendPasswordLink(actorOf(req), idParam(req.params.id, "User not found"));
      res.json({ detail: "Password link sent" });
    }),
  );

  return router;
}
