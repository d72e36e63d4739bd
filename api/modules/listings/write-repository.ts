import { type ExpressionBuilder, type Insertable, type Kysely, type Updateable, sql } from "kysely";
import { preparedQuery } from "../../db/prepared-query.js";
import type { DB, ListingsTable } from "../../db/schema.js";
import { LISTING_LIFETIME_DAYS } from "../../schemas/constants.js";
import { deleteListingsWithPhotos } from "../media/unused-media-repository.js";
import type { StoredFieldValue } from "./field-validation.js";

/** Writes of listings and their field values; every function also runs inside a transaction. */
export function createListingsWriteRepository(db: Kysely<DB>) {
  return {
    transaction: <T>(fn: (trx: Kysely<DB>) => Promise<T>) => db.transaction().execute(fn),

    /** What ownership checks, slugs and publishing need. */
    findRow: (id: number) => db.selectFrom("listings").selectAll().where("id", "=", id).executeTakeFirst(),

    /** Days a listing of the category runs: the category's own setting, else its parent's, else the default. */
    async lifetimeDays(categoryId: number): Promise<number> {
      const row = await db
        .selectFrom("categories as c")
        .leftJoin("categories as p", "p.id", "c.parent_id")
        .select(["c.listing_lifetime_days as own", "p.listing_lifetime_days as parent"])
        .where("c.id", "=", categoryId)
        .executeTakeFirst();
      return Number(row?.own ?? row?.parent ?? LISTING_LIFETIME_DAYS);
    },

    categoryIsActive: async (id: number) =>
      !!(await db.selectFrom("categories").select("id").where("id", "=", id).where("is_active", "=", 1).executeTakeFirst()),

    /** The seller's listings among `refs` (bulk import's external references), by reference. */
    async idsByExternalRef(sellerId: number, refs: string[]): Promise<Map<string, number>> {
      const found = new Map<string, number>();
      for (let i = 0; i < refs.length; i += 500) {
        const rows = await db
          .selectFrom("listings")
          .select(["id", "external_ref"])
          .where("user_id", "=", sellerId)
          .where("external_ref", "in", refs.slice(i, i + 500))
          .execute();
        for (const row of rows) if (row.external_ref) found.set(row.external_ref, row.id);
      }
      return found;
    },

    locationExists: async (id: number) => !!(await db.selectFrom("top_locations").select("id").where("id", "=", id).executeTakeFirst()),

    async insert(trx: Kysely<DB>, values: Insertable<ListingsTable>): Promise<number> {
      const row = await trx.insertInto("listings").values(values).returning("id").executeTakeFirstOrThrow();
      return row.id;
    },

    update: (trx: Kysely<DB>, id: number, values: Updateable<ListingsTable>) =>
      trx.updateTable("listings").set(values).where("id", "=", id).execute(),

    slugTaken: async (trx: Kysely<DB>, slug: string, exceptId: number) =>
      !!(await trx.selectFrom("listings").select("id").where("slug", "=", slug).where("id", "!=", exceptId).executeTakeFirst()),

    /** Replaces the values of the given fields; a null value only deletes. */
    async putFieldValues(trx: Kysely<DB>, listingId: number, values: Map<number, StoredFieldValue | null>) {
      const fieldIds = [...values.keys()];
      if (!fieldIds.length) return;
      await trx.deleteFrom("listing_field_values").where("listing_id", "=", listingId).where("field_id", "in", fieldIds).execute();
      const rows = [...values].flatMap(([field_id, value]) => (value ? [{ listing_id: listingId, field_id, ...value }] : []));
      if (rows.length) await trx.insertInto("listing_field_values").values(rows).execute();
    },

    /** Drops the values of fields that no longer apply (after a category change). */
    async keepFieldValues(trx: Kysely<DB>, listingId: number, fieldIds: number[]) {
      let query = trx.deleteFrom("listing_field_values").where("listing_id", "=", listingId);
      if (fieldIds.length) query = query.where("field_id", "not in", fieldIds);
      await query.execute();
    },

    fieldValues: (listingId: number) =>
      db
        .selectFrom("listing_field_values")
        .select(["field_id", "value_text", "value_number", "value_boolean", "value_array"])
        .where("listing_id", "=", listingId)
        .execute(),

    /** Deletes the listing with its photos; answers the queued removal of their files. */
    delete: (id: number) =>
      db.transaction().execute(async (trx) => {
        const { removal } = await deleteListingsWithPhotos(trx, { ids: [id] }, () => trx.deleteFrom("listings").where("id", "=", id).execute());
        return removal;
      }),

    /** Marks published listings past their end as expired (all, or one user's); answers their ids. */
    async expireDue(now: string, userId?: number): Promise<number[]> {
      // An owner's pages ask on every visit, and mostly nothing is due: a read answers that, where
      // an UPDATE would take the database's write lock even to change nothing.
      if (userId !== undefined && (await ownerHasDue(db, { now, userId })).length === 0) return [];
      const rows = await db
        .updateTable("listings")
        .set({ status: "expired", updated_at: now })
        .where(dueForExpiry(now))
        .$if(userId !== undefined, (qb) => qb.where("user_id", "=", userId!))
        .returning("id")
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

/** Published listings whose time ran out (the hourly sweep may not have marked them yet). */
const dueForExpiry = (now: string) => (eb: ExpressionBuilder<DB, "listings">) =>
  eb.and([eb("status", "=", sql.lit("published")), eb("expires_at", "is not", null), eb("expires_at", "<=", now)]);

/** Whether one owner has a listing due (asked on every visit of their pages): prepared once. */
const ownerHasDue = preparedQuery<{ now: string; userId: number }>()((db: Kysely<DB>, value) =>
  db
    .selectFrom("listings")
    .select("id")
    .where(dueForExpiry(value("now")))
    .where("user_id", "=", value("userId"))
    .limit(sql.lit(1)),
);

export type ListingsWriteRepository = ReturnType<typeof createListingsWriteRepository>;
