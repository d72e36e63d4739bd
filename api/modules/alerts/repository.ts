import { type Kysely, sql } from "kysely";
import type { DB } from "../../db/schema.js";
import type { AlertFrequency } from "../../schemas/saved-searches.js";
import { countOf } from "../../db/count.js";

const SEARCH_COLUMNS = ["id", "user_id", "name", "query", "frequency", "digest_hour", "paused", "created_at"] as const;

/** Saved searches, the listings found for them, and the job's lease and watermark. */
export function createAlertsRepository(db: Kysely<DB>) {
  return {
    list: (userId: number) =>
      db.selectFrom("saved_searches").select(SEARCH_COLUMNS).where("user_id", "=", userId).orderBy("id", "desc").execute(),

    get: (id: number) => db.selectFrom("saved_searches").select(SEARCH_COLUMNS).where("id", "=", id).executeTakeFirst(),

    async countForUser(userId: number): Promise<number> {
      const row = await db.selectFrom("saved_searches").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", userId).executeTakeFirst();
      return countOf(row?.n);
    },

    async insert(row: { user_id: number; name: string; query: string; frequency: AlertFrequency; digest_hour: number; now: string }): Promise<number> {
      const { now, ...values } = row;
      const inserted = await db
        .insertInto("saved_searches")
        .values({ ...values, paused: 0, created_at: now, updated_at: now })
        .returning("id")
        .executeTakeFirstOrThrow();
      return Number(inserted.id);
    },

    update: (id: number, changes: { name?: string; frequency?: AlertFrequency; digest_hour?: number; paused?: number; updated_at: string }) =>
      db.updateTable("saved_searches").set(changes).where("id", "=", id).execute(),

    remove: (id: number) => db.deleteFrom("saved_searches").where("id", "=", id).execute(),

    /** The searches the job matches: not paused. */
    active: () => db.selectFrom("saved_searches").select(["id", "query", "created_at"]).where("paused", "=", 0).execute(),

    /** Listings published after `since` up to `until` (ISO times), oldest first. */
    published: (since: string, until: string) =>
      db
        .selectFrom("listings")
        .select(["id", "published_at"])
        .where("status", "=", "published")
        .where("published_at", ">", since)
        .where("published_at", "<=", until)
        .orderBy("published_at")
        .execute(),

    /** Records listings found for searches; a pair already recorded stays as it was. */
    async addHits(hits: Array<{ saved_search_id: number; listing_id: number }>, now: string): Promise<void> {
      for (let start = 0; start < hits.length; start += 500) {
        await db
          .insertInto("saved_search_hits")
          .values(hits.slice(start, start + 500).map((hit) => ({ ...hit, found_at: now })))
          .onConflict((oc) => oc.columns(["saved_search_id", "listing_id"]).doNothing())
          .execute();
      }
    },

    /**
     * Takes the job for `holder` until `until`, when no one else holds it: one instance at a time
     * runs the job, and a holder that died loses it when its time is up.
     */
    async lease(name: string, holder: string, until: string, now: string): Promise<boolean> {
      await db.insertInto("job_leases").values({ name, holder: null, held_until: null, watermark: null }).onConflict((oc) => oc.column("name").doNothing()).execute();
      const taken = await db
        .updateTable("job_leases")
        .set({ holder, held_until: until })
        .where("name", "=", name)
        .where((eb) => eb.or([eb("held_until", "is", null), eb("held_until", "<", now), eb("holder", "=", holder)]))
        .executeTakeFirst();
      return Number(taken.numUpdatedRows) === 1;
    },

    release: (name: string, holder: string) =>
      db.updateTable("job_leases").set({ holder: null, held_until: null }).where("name", "=", name).where("holder", "=", holder).execute(),

    async watermark(name: string): Promise<string | null> {
      return (await db.selectFrom("job_leases").select("watermark").where("name", "=", name).executeTakeFirst())?.watermark ?? null;
    },

    setWatermark: (name: string, holder: string, watermark: string) =>
      db.updateTable("job_leases").set({ watermark }).where("name", "=", name).where("holder", "=", holder).execute(),

    /**
     * Daily searches whose digest is due (their hour has come today in Gibraltar and today's has
     * not gone), marked as sent today in the same statement, so one instance takes each.
     */
    async takeDueDigests(today: string, hour: number): Promise<number[]> {
      const rows = await db
        .updateTable("saved_searches")
        .set({ last_digest_on: today })
        .where("frequency", "=", "daily")
        .where("paused", "=", 0)
        .where("digest_hour", "<=", hour)
        .where((eb) => eb.or([eb("last_digest_on", "is", null), eb("last_digest_on", "<", today)]))
        .returning("id")
        .execute();
      return rows.map((row) => Number(row.id));
    },

    /**
     * Claims unsent hits for one sender until `until`: those of instant searches, or of the given
     * digests. A claim that outlives its time (the sender died) may be taken again.
     */
    async claimHits(claim: string, until: string, now: string, of: { instant: true } | { searchIds: number[] }): Promise<void> {
      if ("searchIds" in of && !of.searchIds.length) return;
      const searches =
        "searchIds" in of
          ? of.searchIds
          : db.selectFrom("saved_searches").select("id").where("frequency", "=", "instant").where("paused", "=", 0);
      await db
        .updateTable("saved_search_hits")
        .set({ claim, claimed_until: until })
        .where("sent_at", "is", null)
        .where((eb) => eb.or([eb("claimed_until", "is", null), eb("claimed_until", "<", now)]))
        .where("saved_search_id", "in", searches)
        .execute();
    },

    /** What a claim holds, with what the e-mail needs: the search, its owner and each listing. */
    claimed: (claim: string) =>
      db
        .selectFrom("saved_search_hits as h")
        .innerJoin("saved_searches as s", "s.id", "h.saved_search_id")
        .innerJoin("users as u", "u.id", "s.user_id")
        .innerJoin("listings as l", "l.id", "h.listing_id")
        .select([
          "h.id as hit_id", "s.id as search_id", "s.name as search_name", "s.query", "u.email", "u.first_name", "u.language",
          "l.id as listing_id", "l.slug", "l.title", "l.price_gbp_minor", "l.price_eur_minor", "l.status",
          sql<string | null>`(select coalesce(mf.thumbnail_path, mf.file_path) from listing_media lm
            inner join media_files mf on mf.id = lm.media_id
            where lm.listing_id = l.id order by lm.is_cover desc, lm.sort_order, lm.media_id limit 1)`.as("photo_path"),
        ])
        .where("h.claim", "=", claim)
        .where("u.is_active", "=", 1)
        .orderBy("s.id")
        .orderBy("h.id")
        .execute(),

    markSent: (hitIds: number[], now: string) =>
      hitIds.length ? db.updateTable("saved_search_hits").set({ sent_at: now, claim: null, claimed_until: null }).where("id", "in", hitIds).execute() : Promise.resolve([]),

    /** Gives claimed hits back (their e-mail failed), to be tried on the next run. */
    unclaim: (hitIds: number[]) =>
      hitIds.length ? db.updateTable("saved_search_hits").set({ claim: null, claimed_until: null }).where("id", "in", hitIds).execute() : Promise.resolve([]),
  };
}

export type AlertsRepository = ReturnType<typeof createAlertsRepository>;
