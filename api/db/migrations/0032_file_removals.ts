import type { Kysely } from "kysely";
import { createTableWithId } from "./helpers.js";

// Files to remove, recorded in the transaction that deletes the rows naming them and cleared once
// the files are gone: a crash between the commit and the unlinks leaves the record, which the
// sweep follows, so no file of a deleted photo stays served.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, "file_removals")
    .addColumn("paths", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("file_removals").execute();
}
