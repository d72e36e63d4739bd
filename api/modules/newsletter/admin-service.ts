import { toCsv } from "../../lib/csv.js";
import { notFound } from "../../lib/errors.js";
import type { AdminPage } from "../../schemas/admin.js";
import {
  type AdminSubscriber,
  SUBSCRIBER_NOT_FOUND,
  type SubscriberExport,
  type SubscriberExportQuery,
  type SubscriberQuery,
} from "../../schemas/admin-newsletter.js";
import type { Actor, AuditLog } from "../admin/audit-log.js";
import type { NewsletterAdminRepository } from "./admin-repository.js";

const EXPORT_COLUMNS = [
  ["email", (s: AdminSubscriber) => s.email],
  ["status", (s: AdminSubscriber) => s.status],
  ["language", (s: AdminSubscriber) => s.language],
  ["source", (s: AdminSubscriber) => s.source],
  ["subscribed_at", (s: AdminSubscriber) => s.created_at],
  ["confirmed_at", (s: AdminSubscriber) => s.confirmed_at],
] as const;

/** The newsletter's subscribers in the back-office: the list, removing one, and a CSV export. */
export function createNewsletterAdminService(deps: { repo: NewsletterAdminRepository; audit: AuditLog }) {
  const { repo, audit } = deps;

  return {
    list: (query: SubscriberQuery): Promise<AdminPage<AdminSubscriber>> => repo.list(query),

    async remove(actor: Actor, id: number): Promise<void> {
      const before = await repo.find(id);
      if (!before) throw notFound(SUBSCRIBER_NOT_FOUND);
      await repo.remove(id);
      await audit.record(actor, { action: "delete", entity: "newsletter_subscriber", entity_id: id, summary: `Removed ${before.email} from the newsletter`, before });
    },

    /** The subscribers the filters keep, as CSV, named after the filter and the day. */
    async export(query: SubscriberExportQuery): Promise<SubscriberExport> {
      const subscribers = await repo.all(query);
      const day = new Date().toISOString().slice(0, 10);
      return { filename: `newsletter-subscribers${query.status ? `-${query.status}` : ""}-${day}.csv`, csv: toCsv(EXPORT_COLUMNS, subscribers) };
    },
  };
}

export type NewsletterAdminService = ReturnType<typeof createNewsletterAdminService>;
