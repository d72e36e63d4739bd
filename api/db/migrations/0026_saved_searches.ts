import type { Kysely } from "kysely";
import { createTableWithId } from "./helpers.js";

// Saved searches and the alerts they send. A search is kept as the results page's own query
// string (`query`), so it means what the page showed; `saved_search_hits` records each listing
// found for a search, unique per pair, so a listing is announced once per search however often
// and on however many instances the job runs. `job_leases` lets one instance at a time do a job,
// and keeps the job's watermark (the newest publication time it has looked at).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations must not depend on today's table types
export async function up(db: Kysely<any>): Promise<void> {
  await createTableWithId(db, "saved_searches")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("query", "text", (c) => c.notNull())
    .addColumn("frequency", "text", (c) => c.notNull().defaultTo("instant"))
    .addColumn("digest_hour", "integer", (c) => c.notNull().defaultTo(8))
    .addColumn("paused", "integer", (c) => c.notNull().defaultTo(0))
    // The Gibraltar date of the last daily digest, so a digest goes out once a day.
    .addColumn("last_digest_on", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("saved_searches_user_idx").on("saved_searches").columns(["user_id", "id"]).execute();

  await createTableWithId(db, "saved_search_hits")
    .addColumn("saved_search_id", "integer", (c) => c.notNull().references("saved_searches.id").onDelete("cascade"))
    .addColumn("listing_id", "integer", (c) => c.notNull().references("listings.id").onDelete("cascade"))
    .addColumn("found_at", "text", (c) => c.notNull())
    // A sender's claim: who is sending it and until when the claim holds (then another may retry).
    .addColumn("claim", "text")
    .addColumn("claimed_until", "text")
    .addColumn("sent_at", "text")
    .addUniqueConstraint("saved_search_hits_pair", ["saved_search_id", "listing_id"])
    .execute();
  await db.schema.createIndex("saved_search_hits_unsent_idx").on("saved_search_hits").columns(["sent_at", "saved_search_id"]).execute();

  await db.schema
    .createTable("job_leases")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("holder", "text")
    .addColumn("held_until", "text")
    .addColumn("watermark", "text")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_leases").execute();
  await db.schema.dropTable("saved_search_hits").execute();
  await db.schema.dropTable("saved_searches").execute();
}
