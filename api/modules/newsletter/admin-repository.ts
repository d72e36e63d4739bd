import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { containsText, paginate } from "../../db/paging.js";
import type { AdminPage } from "../../schemas/admin.js";
import type { AdminSubscriber, SubscriberExportQuery, SubscriberQuery, SubscriberStatus } from "../../schemas/admin-newsletter.js";

const COLUMNS = ["id", "email", "status", "language", "source", "created_at", "confirmed_at"] as const;

type SubscriberRow = Omit<AdminSubscriber, "status"> & { status: string };
const toSubscriber = (row: SubscriberRow): AdminSubscriber => ({ ...row, status: row.status as SubscriberStatus });

/** Newsletter subscribers for the back-office, newest first (indexed by status and by date). */
export function createNewsletterAdminRepository(db: Kysely<DB>) {
  function filtered(query: SubscriberExportQuery) {
    let qb = db.selectFrom("newsletter_subscribers");
    if (query.status) qb = qb.where("status", "=", query.status);
    if (query.search) qb = qb.where(containsText("email", query.search));
    return qb;
  }

  return {
    async list(query: SubscriberQuery): Promise<AdminPage<AdminSubscriber>> {
      const page = await paginate(filtered(query), query, (qb) => qb.select(COLUMNS).orderBy("created_at", "desc").orderBy("id", "desc"));
      return { ...page, items: page.items.map(toSubscriber) };
    },

    /** Every subscriber the filters keep, oldest first (an export reads like a register). */
    async all(query: SubscriberExportQuery): Promise<AdminSubscriber[]> {
      const rows = await filtered(query).select(COLUMNS).orderBy("created_at").orderBy("id").execute();
      return rows.map(toSubscriber);
    },

    async find(id: number): Promise<AdminSubscriber | null> {
      const row = await db.selectFrom("newsletter_subscribers").select(COLUMNS).where("id", "=", id).executeTakeFirst();
      return row ? toSubscriber(row) : null;
    },

    async remove(id: number): Promise<void> {
      await db.deleteFrom("newsletter_subscribers").where("id", "=", id).execute();
    },
  };
}

export type NewsletterAdminRepository = ReturnType<typeof createNewsletterAdminRepository>;
