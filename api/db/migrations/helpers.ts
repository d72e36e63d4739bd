import { type CreateTableBuilder, type Kysely, PostgresAdapter } from "kysely";

// Migrations are written once for both dialects; only the id column differs.
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** Starts a table with an auto-increment integer id. */
export function createTableWithId<T extends string>(db: Kysely<unknown>, name: T): CreateTableBuilder<T, "id"> {
  const builder = db.schema.createTable(name);
  return isPostgres(db)
    ? builder.addColumn("id", "serial", (c) => c.primaryKey())
    : builder.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

export const FLOAT = "double precision" as const;
