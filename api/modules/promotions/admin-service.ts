import { notFound } from "../../lib/errors.js";
import type { AdminPage } from "../../schemas/admin.js";
import { PLAN_NOT_FOUND, type PromotionPlan, type PromotionPlanInput, type PromotionPlanQuery } from "../../schemas/admin-pricing.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import type { PromotionPlansRepository } from "./repository.js";

/** The back-office's pricing: promotion plans sellers can buy for a listing. */
export function createPromotionPlansAdminService(deps: { repo: PromotionPlansRepository; audit: AuditLog }) {
  const { repo, audit } = deps;

  async function existing(id: number): Promise<PromotionPlan> {
    const plan = await repo.find(id);
    if (!plan) throw notFound(PLAN_NOT_FOUND);
    return plan;
  }

  return {
    list: (query: PromotionPlanQuery): Promise<AdminPage<PromotionPlan>> => repo.list(query),

    get: existing,

    async create(actor: Actor, input: PromotionPlanInput): Promise<PromotionPlan> {
      const created = await repo.insert(input);
      await audit.record(actor, { action: "create", entity: "promotion_plan", entity_id: created.id, summary: `Created the plan "${created.name_en}"`, after: created });
      return created;
    },

    async update(actor: Actor, id: number, input: PromotionPlanInput): Promise<PromotionPlan> {
      const before = await existing(id);
      await repo.update(id, input);
      const after = await existing(id);
      await audit.record(actor, { action: "update", entity: "promotion_plan", entity_id: id, summary: `Updated the plan "${after.name_en}"`, before, after });
      return after;
    },

    async remove(actor: Actor, id: number): Promise<void> {
      const before = await existing(id);
      await repo.remove(id);
      await audit.record(actor, { action: "delete", entity: "promotion_plan", entity_id: id, summary: `Deleted the plan "${before.name_en}"`, before });
    },
  };
}

export type PromotionPlansAdminService = ReturnType<typeof createPromotionPlansAdminService>;
