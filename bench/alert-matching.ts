import path from "node:path";
import { openSqlite } from "../api/db/database.js";
import { seedBulkListings } from "../api/db/seed/bulk.js";
import { createLogger } from "../api/lib/logger.js";
import { createAlertJob } from "../api/modules/alerts/job.js";
import { createAlertsRepository } from "../api/modules/alerts/repository.js";
import { unsubscribeTokens } from "../api/modules/alerts/service.js";
import { createListingsRepository } from "../api/modules/listings/repository.js";
import { createSearchRepository } from "../api/modules/search/repository.js";
import { createSearchIndex } from "../api/modules/search/search-index.js";
import { createSearchService } from "../api/modules/search/service.js";

const WORDS = ["apartment", "flat", "sea view", "toyota", "cafe", "sofa", "bicycle", "villa", "boat", "berth", "parking", "garage", "studio", "penthouse", "scooter", "desk", "piano", "kayak", "office", "job"];

/**
 * The alert job at scale: `searches` saved searches (words, categories, price limits, as users
 * save them) against `listings` listings published since its last run, on a copy of the bench's
 * data. Matching and sending are timed apart; e-mails are made but not written anywhere.
 */
export async function alertMatching(dataDir: string, searches: number, listings: number) {
  const database = openSqlite(path.join(dataDir, "app.db"));
  try {
    const { db } = database;
    const users = (await db.selectFrom("users").select("id").execute()).map((row) => Number(row.id));
    const categories = (await db.selectFrom("categories").select("slug").execute()).map((row) => row.slug);
    const now = new Date().toISOString();
    const rows = Array.from({ length: searches }, (_, i) => {
      const query = new URLSearchParams();
      // Most searches have words; some are a category's browse; many add a category or a price.
      if (i % 5 !== 0) query.set("q", WORDS[i % WORDS.length]!);
      if (i % 5 === 0 || i % 3 === 0) query.set("category", categories[i % categories.length]!);
      // Half name a price limit of their own, so most searches differ (the job asks each distinct one once).
      if (i % 2 === 0) query.set("price_max", String(1000 + ((i * 7919) % 500_000)));
      query.set("currency", "gbp");
      query.sort();
      return { user_id: users[i % users.length]!, name: `Search ${i}`, query: query.toString(), frequency: i % 4 ? ("instant" as const) : ("daily" as const), digest_hour: 8, paused: 0, created_at: now, updated_at: now };
    });
    for (let start = 0; start < rows.length; start += 500) await db.insertInto("saved_searches").values(rows.slice(start, start + 500)).execute();

    let sent = 0;
    const search = createSearchService({ repo: createSearchRepository(db, createSearchIndex(database)), listings: createListingsRepository(db) });
    const job = createAlertJob({
      repo: createAlertsRepository(db), search, tokens: unsubscribeTokens("bench"), publicUrl: () => "http://localhost", logger: createLogger("silent"),
      mailer: { send: async () => void (sent += 1) },
    });
    await job.match(new Date()); // the first run starts the watch
    const before = Number((await db.selectFrom("listings").select((eb) => eb.fn.max("id").as("id")).executeTakeFirst())?.id ?? 0);
    await seedBulkListings(db, listings);
    await db.updateTable("listings").set({ published_at: new Date().toISOString() }).where("id", ">", before).execute();

    const started = performance.now();
    const hits = await job.match(new Date(Date.now() + 1000));
    const matched = performance.now();
    await job.send(new Date(Date.now() + 1000));
    const done = performance.now();
    const distinct = new Set(rows.map((row) => row.query)).size;
    return { searches, distinct, listings, hits, matchMs: Math.round(matched - started), sendMs: Math.round(done - matched), emails: sent };
  } finally {
    await database.close();
  }
}
