import type SQLite from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * better-sqlite3 compiles a statement on every `prepare`, and Kysely prepares each query it runs:
 * keeping the compiled statements by their SQL saves that work on every repeated query (a page
 * runs dozens). Kysely only runs a statement to completion (`all`/`run`), so one compiled
 * statement can serve every call; one still being iterated is not handed out again.
 */
export function withStatementCache(connection: SQLite.Database, maxStatements = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      const kept = statements.get(sql);
      if (kept && !kept.busy) return kept;
      const statement = connection.prepare(sql);
      if (kept) return statement;
      if (statements.size >= maxStatements) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
      return statement;
    },
    close: () => {
      statements.clear();
      connection.close();
    },
  };
}
