import { randomUUID } from "node:crypto";
import { groupBy } from "../../lib/group-by.js";
import type { Logger } from "../../lib/logger.js";
import type { Mailer } from "../../lib/mail.js";
import { formatMinorMoney } from "../../schemas/format.js";
import { todayInGibraltar } from "../../schemas/constants.js";
import { savedSearchResultsPath } from "../../schemas/saved-searches.js";
import { uploadUrl } from "../listings/present.js";
import type { SearchService } from "../search/service.js";
import { type AlertListing, alertEmail } from "./emails.js";
import type { AlertsRepository } from "./repository.js";
import type { UnsubscribeTokens } from "./service.js";

const JOB = "saved-search-alerts";
/** A listing committed a little after its publication time is still looked at. */
const OVERLAP_MS = 2 * 60_000;
/** How long a run holds the job, and a sender its claimed hits, before another may take them. */
const LEASE_MS = 5 * 60_000;
/** Listings shown in one e-mail; the results link leads to the rest. */
const LISTINGS_PER_EMAIL = 20;

const hourInGibraltar = (now: Date) =>
  Number(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Gibraltar", hour: "2-digit", hourCycle: "h23" }).format(now));

/**
 * Saved-search alerts, run every minute by each server process. Matching: one instance at a time
 * (a lease in the database) looks at listings published since its watermark and asks each
 * distinct saved query, through the search index, which of them it matches; each (search,
 * listing) is recorded once. Sending: hits of instant searches, and of daily searches whose hour
 * has come, are claimed by one sender (a claim in the database, retried when its time is up) and
 * sent as one e-mail per search, then marked sent. So a listing is announced once per search,
 * across restarts and instances.
 */
export function createAlertJob(deps: {
  repo: AlertsRepository; search: SearchService; mailer: Mailer; tokens: UnsubscribeTokens; publicUrl: () => string; logger: Logger;
}) {
  const { repo } = deps;
  const holder = randomUUID();

  /** Records the listings newly published since the last run for every saved search they match; answers how many hits. */
  async function match(now: Date): Promise<number> {
    const at = now.toISOString();
    if (!(await repo.lease(JOB, holder, new Date(now.getTime() + LEASE_MS).toISOString(), at))) return 0;
    try {
      const watermark = await repo.watermark(JOB);
      // The first run starts the watch: listings published before it are not news.
      const fresh = watermark ? await repo.published(new Date(Date.parse(watermark) - OVERLAP_MS).toISOString(), at) : [];
      const hits: Array<{ saved_search_id: number; listing_id: number }> = [];
      if (fresh.length) {
        const published = new Map(fresh.map((row) => [Number(row.id), row.published_at ?? ""]));
        const freshIds = [...published.keys()];
        // Many users save the same search: each distinct query is asked once.
        for (const [query, searches] of groupBy(await repo.active(), (search) => search.query)) {
          const matched = await deps.search.savedSearch(query).then((saved) => saved.among(freshIds), (error: unknown) => {
            deps.logger.warn(`Saved search "${query}" cannot be matched: ${String(error)}`);
            return [];
          });
          for (const listingId of matched) {
            for (const search of searches) {
              // Only what was published after the search was saved is news to it.
              if (published.get(listingId)! >= search.created_at) hits.push({ saved_search_id: Number(search.id), listing_id: listingId });
            }
          }
        }
        await repo.addHits(hits, at);
      }
      await repo.setWatermark(JOB, holder, at);
      return hits.length;
    } finally {
      await repo.release(JOB, holder);
    }
  }

  /** The price in the search's currency when the listing has one, else in the other; null on request. */
  function priceOf(row: { price_gbp_minor: number | null; price_eur_minor: number | null }, currency: string, language: string): string | null {
    const [minor, code] =
      currency === "eur" && row.price_eur_minor !== null ? [row.price_eur_minor, "eur"] : row.price_gbp_minor !== null ? [row.price_gbp_minor, "gbp"] : [row.price_eur_minor, "eur"];
    return minor === null ? null : formatMinorMoney(Number(minor), code, language);
  }

  /** Sends what is due: instant alerts, and the digests whose hour has come today; answers how many e-mails. */
  async function send(now: Date): Promise<number> {
    const at = now.toISOString();
    const claim = randomUUID();
    const until = new Date(now.getTime() + LEASE_MS).toISOString();
    await repo.claimHits(claim, until, at, { instant: true });
    await repo.claimHits(claim, until, at, { searchIds: await repo.takeDueDigests(todayInGibraltar(now), hourInGibraltar(now)) });
    const rows = await repo.claimed(claim);
    let sent = 0;
    for (const [searchId, hits] of groupBy(rows, (row) => Number(row.search_id))) {
      const hitIds = hits.map((hit) => Number(hit.hit_id));
      const first = hits[0]!;
      const site = deps.publicUrl();
      const currency = new URLSearchParams(first.query).get("currency") ?? "gbp";
      // A listing sold or withdrawn since it was found is not news any more.
      const listings: AlertListing[] = hits
        .filter((hit) => hit.status === "published")
        .slice(0, LISTINGS_PER_EMAIL)
        .map((hit) => ({
          title: hit.title,
          url: `${site}/listing/${hit.slug}`,
          photoUrl: hit.photo_path ? `${site}${uploadUrl(hit.photo_path)}` : null,
          price: priceOf(hit, currency, first.language),
        }));
      try {
        if (listings.length) {
          const token = deps.tokens.make(searchId);
          await deps.mailer.send(
            alertEmail({
              to: first.email, firstName: first.first_name, language: first.language, searchName: first.search_name, listings,
              resultsUrl: `${site}${savedSearchResultsPath(first.query)}`,
              unsubscribeUrl: `${site}/alerts/unsubscribe?token=${token}`,
              oneClickUrl: `${site}/api/v1/saved-searches/unsubscribe?token=${token}`,
            }),
          );
          sent += 1;
        }
        await repo.markSent(hitIds, at);
      } catch (error) {
        deps.logger.error(`Alert e-mail for saved search ${searchId} failed`, error);
        await repo.unclaim(hitIds);
      }
    }
    return sent;
  }

  return {
    match,
    send,
    /** One run: match, then send. */
    async tick(now = new Date()): Promise<number> {
      await match(now);
      return send(now);
    },
  };
}

export type AlertJob = ReturnType<typeof createAlertJob>;
