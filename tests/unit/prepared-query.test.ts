import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { preparedQuery } from "../../api/db/prepared-query.js";

type Db = { notes: { id: number; owner: number; body: string; read: number } };

function database(rows: Array<Db["notes"]>) {
  const sqlite = new SQLite(":memory:");
  sqlite.exec("create table notes (id integer primary key, owner integer, body text, read integer)");
  const insert = sqlite.prepare("insert into notes values (?, ?, ?, ?)");
  for (const row of rows) insert.run(row.id, row.owner, row.body, row.read);
  const statements: string[] = [];
  const db = new Kysely<Db>({ dialect: new SqliteDialect({ database: sqlite }), log: (event) => void statements.push(event.query.sql) });
  return { db, statements };
}

const unreadOf = preparedQuery<{ owner: number; after: number }>()((db: Kysely<Db>, value) =>
  db.selectFrom("notes").select(["id", "body"]).where("owner", "=", value("owner")).where("id", ">", value("after")).where("read", "=", sql.lit(0)).orderBy("id"),
);

describe("a prepared query", () => {
  it("runs its one SQL with each call's values, as Kysely would have built it", async () => {
    const { db, statements } = database([
      { id: 1, owner: 7, body: "a", read: 0 },
      { id: 2, owner: 7, body: "b", read: 1 },
      { id: 3, owner: 7, body: "c", read: 0 },
      { id: 4, owner: 8, body: "d", read: 0 },
    ]);
    expect(await unreadOf(db, { owner: 7, after: 0 })).toEqual([{ id: 1, body: "a" }, { id: 3, body: "c" }]);
    expect(await unreadOf(db, { owner: 7, after: 1 })).toEqual([{ id: 3, body: "c" }]);
    expect(await unreadOf(db, { owner: 8, after: 0 })).toEqual([{ id: 4, body: "d" }]);
    const built = await db.selectFrom("notes").select(["id", "body"]).where("owner", "=", 7).where("id", ">", 0).where("read", "=", sql.lit(0)).orderBy("id").execute();
    expect(await unreadOf(db, { owner: 7, after: 0 })).toEqual(built);
    expect(new Set(statements.slice(0, 3)).size).toBe(1);
  });

  it("is compiled for each database apart", async () => {
    const first = database([{ id: 1, owner: 7, body: "first", read: 0 }]);
    const second = database([{ id: 1, owner: 7, body: "second", read: 0 }]);
    expect(await unreadOf(first.db, { owner: 7, after: 0 })).toEqual([{ id: 1, body: "first" }]);
    expect(await unreadOf(second.db, { owner: 7, after: 0 })).toEqual([{ id: 1, body: "second" }]);
  });

  it("refuses a value not named with value(): the first call's value would be kept for every call", async () => {
    const { db } = database([]);
    const frozen = preparedQuery<{ owner: number }>()((db: Kysely<Db>, value) => db.selectFrom("notes").selectAll().where("owner", "=", value("owner")).where("read", "=", 0));
    await expect(frozen(db, { owner: 7 })).rejects.toThrow("not named with value()");
  });
});
