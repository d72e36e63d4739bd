import type { Kysely } from "kysely";

// Drafts untouched for DRAFT_LIFETIME_DAYS are deleted; their owner is told DRAFT_WARNING_DAYS
// before. `draft_warned_at` records that warning (editing the draft clears it), so it goes once
// and a draft is never deleted without it.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("listings").addColumn("draft_warned_at", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("listings").dropColumn("draft_warned_at").execute();
}
