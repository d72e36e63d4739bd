import type { Compilable, CompiledQuery, Kysely } from "kysely";

const NAME = Symbol("a prepared query's value");
type Slot = { readonly [NAME]: string };
const isSlot = (value: unknown): value is Slot => typeof value === "object" && value !== null && NAME in value;

type Compiled = Pick<CompiledQuery, "sql" | "query" | "queryId"> & { names: string[] };

/**
 * A query Kysely builds and compiles once per database, then runs with each call's values. Kysely
 * builds and compiles a query's tree on every call, and on the statements every page runs (the
 * session, the header's counts) that took about as long as SQLite running them, for the same SQL.
 * `value(name)` stands for a call's value; every value the query passes to the database must be
 * one (a constant is written with `sql.lit`), so nothing of the first call is kept by mistake.
 *
 *   const saved = preparedQuery<{ userId: number }>()((db: Kysely<DB>, value) =>
 *     db.selectFrom("favorites").select((eb) => eb.fn.countAll().as("n")).where("user_id", "=", value("userId")));
 *   const rows = await saved(db, { userId: 5 });
 */
export function preparedQuery<Values extends Record<string, unknown>>() {
  return <Db, Row>(
    build: (db: Kysely<Db>, value: <Name extends keyof Values & string>(name: Name) => Values[Name]) => Compilable<Row>,
  ): ((db: Kysely<Db>, values: Values) => Promise<Row[]>) => {
    const compiledFor = new WeakMap<Kysely<Db>, Compiled>();

    function compile(db: Kysely<Db>): Compiled {
      const compiled = build(db, (name) => ({ [NAME]: name }) as never).compile();
      const names = compiled.parameters.map((parameter) => {
        if (!isSlot(parameter)) throw new Error(`A prepared query passes a value not named with value(): ${compiled.sql}`);
        return parameter[NAME];
      });
      return { sql: compiled.sql, query: compiled.query, queryId: compiled.queryId, names };
    }

    return async (db, values) => {
      let compiled = compiledFor.get(db);
      if (!compiled) {
        compiled = compile(db);
        compiledFor.set(db, compiled);
      }
      const { sql, query, queryId, names } = compiled;
      return (await db.executeQuery<Row>({ sql, query, queryId, parameters: names.map((name) => values[name]) })).rows;
    };
  };
}
