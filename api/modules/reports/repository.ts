import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.js";
import { nowIso } from "../../lib/time.js";
import type { ReportReason } from "../../schemas/constants.js";

/** A report stays open until an admin resolves it. */
export const OPEN = "open";

export function createReportsRepository(db: Kysely<DB>) {
  return {
    /**
     * Files a report unless the user already has an open one on the listing (null then). The
     * check and the insert share a transaction, so a double submit files one report.
     */
    create: (report: { listingId: number; userId: number; reason: ReportReason; description: string | null }) =>
      db.transaction().execute(async (trx) => {
        const open = await trx
          .selectFrom("listing_reports")
          .select("id")
          .where("listing_id", "=", report.listingId)
          .where("user_id", "=", report.userId)
          .where("status", "=", OPEN)
          .executeTakeFirst();
        if (open) return null;
        return trx
          .insertInto("listing_reports")
          .values({
            listing_id: report.listingId,
            user_id: report.userId,
            reason: report.reason,
            description: report.description,
            status: OPEN,
            created_at: nowIso(),
          })
          .returning(["id", "listing_id", "reason", "description", "status", "created_at"])
          .executeTakeFirstOrThrow();
      }),
  };
}

export type ReportsRepository = ReturnType<typeof createReportsRepository>;
