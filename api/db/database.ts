import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { CompiledQuery, type DatabaseConnection, type Driver, Kysely, type LogEvent, PostgresDialect, SqliteDialect, type SqliteDialectConfig, SqliteDriver, sql } from "kysely";
import pg from "pg";
import type { DB } from "./schema.js";
import { withStatementCache } from "./statement-cache.js";

export type Dialect = "sqlite" | "postgres";

export type Database = {
  db: Kysely<DB>;
  dialect: Dialect;
  /** The PostgreSQL schema in use, when isolated in one. */
  schema?: string;
  /** The driver's own handle, for libraries that keep state in the database (rate limits). */
  raw: { sqlite: SQLite.Database } | { postgres: pg.Pool };
  close(): Promise<void>;
};

export type DatabaseOptions = {
  dataDir: string;
  databaseUrl?: string;
  databaseSchema?: string;
  /** Told of every query with its duration (metrics, debug logs); Kysely times queries only when asked. */
  onQuery?: (query: QueryTiming) => void;
};

export type QueryTiming = {
  /** select, insert, update, delete, or raw (a query written as SQL). */
  kind: string;
  sql: string;
  durationMs: number;
  failed: boolean;
};

/** "SelectQueryNode" is a select: the node kinds are few, so each name is made once. */
const kindNames = new Map<string, string>();
const kindOf = (node: string) => {
  let name = kindNames.get(node);
  if (!name) kindNames.set(node, (name = node.replace(/(Query)?Node$/, "").toLowerCase()));
  return name;
};

const queryLog = (onQuery: DatabaseOptions["onQuery"]) =>
  onQuery
    ? {
        log: (event: LogEvent) =>
          onQuery({ kind: kindOf(event.query.query.kind), sql: event.query.sql, durationMs: event.queryDurationMillis, failed: event.level === "error" }),
      }
    : {};

// PostgreSQL returns BIGINT (count(*), sums) as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

/** Opens the one database of the process: PostgreSQL when a URL is given, else SQLite under dataDir. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.databaseSchema, options.onQuery);
  return openSqlite(path.join(options.dataDir, "app.db"), options.onQuery);
}

export function openSqlite(file: string, onQuery?: DatabaseOptions["onQuery"]): Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma("journal_mode = WAL");
  connection.pragma("foreign_keys = ON");
  connection.pragma("busy_timeout = 5000");
  connection.pragma("synchronous = NORMAL");
  const db = new Kysely<DB>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(connection) }), ...queryLog(onQuery) });
  return {
    db,
    dialect: "sqlite",
    raw: { sqlite: connection },
    close: () => db.destroy(),
  };
}

/**
 * SQLite transactions that take the write lock as they begin (`BEGIN IMMEDIATE`). Several
 * processes may share the file: a deferred transaction that reads, then writes fails with
 * SQLITE_BUSY_SNAPSHOT, whatever the busy timeout, when another process wrote in between; an
 * immediate one waits its turn (busy_timeout) instead. Within a process Kysely already runs one
 * transaction at a time on the connection.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

async function openPostgres(url: string, schema?: string, onQuery?: DatabaseOptions["onQuery"]): Promise<Database> {
  if (schema) {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    await admin.end();
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    // Every connection of the pool sees only this schema (tests isolate runs this way).
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), ...queryLog(onQuery) });
  return { db, dialect: "postgres", schema, raw: { postgres: pool }, close: () => db.destroy() };
}

export async function checkDatabase(database: Database): Promise<boolean> {
  try {
    await sql`select 1`.execute(database.db);
    return true;
  } catch {
    return false;
  }
}
