import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, expect, test } from "vitest";
import { openSqlite } from "../../api/db/database.js";
import { ROOT } from "../support/template.js";

// Several instances of the app may share one SQLite file (WAL). A transaction that reads, then
// writes must wait its turn when another process writes, not fail with SQLITE_BUSY_SNAPSHOT.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sqlite-transactions-"));
const file = path.join(dir, "app.db");

beforeAll(async () => {
  const database = openSqlite(file);
  await sql`create table tally (id integer primary key, writer text not null, seen integer not null)`.execute(database.db);
  await database.close();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

type Writer = { child: ChildProcessWithoutNullStreams; ready: Promise<void>; done: Promise<{ failures: number; codes: string[] }> };

function startWriter(name: string, count: number): Writer {
  const child = spawn(process.execPath, ["--import", "tsx", "tests/support/sqlite-writer.ts", file, String(count), name], { cwd: ROOT });
  let output = "";
  const ready = new Promise<void>((resolve) => child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()).startsWith("ready\n") && resolve()));
  const done = new Promise<{ failures: number; codes: string[] }>((resolve, reject) =>
    child.once("exit", (code) => (code === 0 ? resolve(JSON.parse(output.slice("ready\n".length))) : reject(new Error(`writer ${name} exited with ${code}`)))),
  );
  return { child, ready, done };
}

test("two processes' read-then-write transactions on one SQLite file all commit", async () => {
  const count = 1500;
  const writers = [startWriter("a", count), startWriter("b", count)];
  await Promise.all(writers.map((w) => w.ready));
  for (const w of writers) w.child.stdin.end("go\n");
  expect(await Promise.all(writers.map((w) => w.done))).toEqual([
    { failures: 0, codes: [] },
    { failures: 0, codes: [] },
  ]);
  const database = openSqlite(file);
  const { rows } = await sql<{ n: number; distinct_seen: number }>`select count(*) as n, count(distinct seen) as distinct_seen from tally`.execute(database.db);
  await database.close();
  // Each transaction saw every row committed before it: no two counted the same total.
  expect(rows[0]).toEqual({ n: 2 * count, distinct_seen: 2 * count });
}, 60_000);
