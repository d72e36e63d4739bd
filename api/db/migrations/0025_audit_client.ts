import type { Kysely } from "kysely";

// Auth events (sign-ins, password changes, account deletions, role changes) join the audit log:
// each entry keeps the address and browser it came from.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("audit_log").addColumn("ip", "text").execute();
  await db.schema.alterTable("audit_log").addColumn("user_agent", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("audit_log").dropColumn("user_agent").execute();
  await db.schema.alterTable("audit_log").dropColumn("ip").execute();
}
