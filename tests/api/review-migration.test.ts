import fs from "node:fs";
import { Migrator, sql } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../api/db/database.js";
import { migrateToLatest, migrations } from "../../api/db/migrate.js";
import { freshDataDir, freshPostgresDatabase } from "../support/template.js";

describe("migration 0009_review_moderation", () => {
  it("migrates down to is_published and up again, unpublished reviews becoming hidden", async () => {
    const pg = process.env.TEST_DATABASE_URL ? await freshPostgresDatabase(process.env.TEST_DATABASE_URL) : null;
    const dataDir = pg ? null : await freshDataDir("migration");
    const database = await openDatabase({ dataDir: dataDir ?? "", databaseUrl: pg?.url });
    try {
      const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => migrations } });
      const down = await migrator.migrateTo("0008_sitemap");
      expect(down.error).toBeUndefined();
      const now = new Date().toISOString();
      for (const published of [1, 0]) {
        await sql`insert into reviews (rating, title, is_published, created_at, updated_at) values (3, ${`flag ${published}`}, ${published}, ${now}, ${now})`.execute(database.db);
      }
      await migrateToLatest(database);
      const rows = await database.db.selectFrom("reviews").select(["title", "status"]).where("title", "like", "flag %").orderBy("title").execute();
      expect(rows).toEqual([
        { title: "flag 0", status: "hidden" },
        { title: "flag 1", status: "published" },
      ]);
      // The seeded reviews were all published and stay so.
      const states = await database.db.selectFrom("reviews").select("status").where("title", "is", null).groupBy("status").execute();
      expect(states.map((row) => row.status)).toEqual(states.length ? ["published"] : []);
    } finally {
      await database.close();
      await pg?.drop();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
