import type { Kysely } from "kysely";
import { createTableWithId } from "./helpers.js";

// Files being written, recorded before the first byte and removed once the rows naming them are
// saved: after a crash (kill -9, power loss) the sweep knows what may be left on disk.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, "pending_files")
    .addColumn("paths", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("pending_files").execute();
}
