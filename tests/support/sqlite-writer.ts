import readline from "node:readline";
import { sql } from "kysely";
import { openSqlite } from "../../api/db/database.js";

/**
 * A process of its own on one SQLite file, for tests/unit/sqlite-transactions.test.ts. Says
 * "ready", waits for "go" on stdin (so that the writers overlap), then runs `count` transactions
 * that each read, then write, and prints how many failed, and with which codes.
 */
const [file, count, writer] = process.argv.slice(2) as [string, string, string];
const database = openSqlite(file);
console.log("ready");
const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) if (line === "go") break;
lines.close();
let failures = 0;
const codes = new Set<string>();
for (let i = 0; i < Number(count); i++) {
  try {
    await database.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select count(*) as n from tally`.execute(trx);
      await sql`insert into tally (writer, seen) values (${writer}, ${rows[0]!.n})`.execute(trx);
    });
  } catch (error) {
    failures++;
    codes.add((error as { code?: string }).code ?? String(error));
  }
}
await database.close();
console.log(JSON.stringify({ failures, codes: [...codes] }));
