import { beforeAll, describe, expect, it } from "vitest";
import type { Listing } from "../../api/schemas/listing.js";
import { SAVED_SEARCHES_PER_USER, type SavedSearch } from "../../api/schemas/saved-searches.js";
import { createUser } from "../support/factories.js";
import { readOutbox } from "../support/mail.js";
import { type ApiErrorBody, loginAs, setupTestServer, startTestServer } from "../support/test-server.js";

type CategoryNode = { id: number; slug: string; children: CategoryNode[] };

let flats: number;
let seller: string;

const server = setupTestServer();
beforeAll(async () => {
  const tree = (await (await server.api("/categories")).json()) as CategoryNode[];
  flats = tree.find((c) => c.slug === "property-for-sale")!.children[0]!.id;
  seller = (await signedInUser()).token;
  // The job's first run starts its watch: what was published before is not news.
  await server.services.alertJob.tick();
});

async function signedInUser() {
  const user = await createUser(server.services.database);
  return { ...user, token: await loginAs(server, user.email, user.password) };
}

async function ok<T>(method: string, path: string, token: string | undefined, body?: unknown, status = 200): Promise<T> {
  const result = await server.call<T>(method, path, token, body);
  expect(result.status, `${method} ${path}: ${JSON.stringify(result.body)}`).toBe(status);
  return result.body;
}

let words = 0;
/** A word no seeded listing has, so a search for it matches only what a test publishes. */
const uniqueWord = () => `zephyrine${String.fromCharCode(97 + (words++ % 26))}${words}`;

/** Publishes a flat titled with `word`, as its owner would. */
async function publishFlat(word: string, price_gbp = 250000): Promise<Listing> {
  const draft = await ok<Listing>("POST", "/listings", seller, {
    category_id: flats, title: `Bright ${word} flat`, description: "Two bedrooms near the marina with a sunny balcony.", price_gbp, field_values: { bedrooms: 2 },
  }, 201);
  return ok<Listing>("POST", `/listings/${draft.id}/publish`, seller);
}

const alertsTo = (email: string) => readOutbox(server.dataDir).filter((m) => m.toLowerCase().includes(`to: ${email.toLowerCase()}`));

describe("saving searches", () => {
  it("saves a results page's query with its known parameters, lists it with its match count, edits and deletes it", async () => {
    const user = await signedInUser();
    const word = uniqueWord();
    await publishFlat(word);
    const saved = await ok<SavedSearch>("POST", "/saved-searches", user.token, {
      name: "Flats", query: `?q=${word}&page=3&category=property-for-sale&utm=x&price_max=900000`,
    }, 201);
    expect(saved).toMatchObject({ name: "Flats", frequency: "instant", digest_hour: 8, paused: false, match_count: 1 });
    // Paging and unknown parameters are not part of what is looked for.
    expect(saved.query).toBe(`category=property-for-sale&price_max=900000&q=${word}`);
    expect(await ok<SavedSearch[]>("GET", "/saved-searches", user.token)).toEqual([saved]);

    const edited = await ok<SavedSearch>("PATCH", `/saved-searches/${saved.id}`, user.token, { name: "Cheap flats", frequency: "daily", digest_hour: 19, paused: true });
    expect(edited).toMatchObject({ name: "Cheap flats", frequency: "daily", digest_hour: 19, paused: true, match_count: 1 });
    await ok("DELETE", `/saved-searches/${saved.id}`, user.token, undefined, 204);
    expect(await ok<SavedSearch[]>("GET", "/saved-searches", user.token)).toEqual([]);
  });

  it("saves a browse of a category without words", async () => {
    const user = await signedInUser();
    const saved = await ok<SavedSearch>("POST", "/saved-searches", user.token, { name: "All property", query: "category=property-for-sale" }, 201);
    expect(saved.match_count).toBeGreaterThan(0);
    // It would match what the other tests publish.
    await ok("DELETE", `/saved-searches/${saved.id}`, user.token, undefined, 204);
  });

  it("refuses bad input with field errors, and what is not the user's own with 404", async () => {
    const user = await signedInUser();
    const other = await signedInUser();
    const refused = async (body: unknown, field: string, message: string) => {
      const result = await server.call<ApiErrorBody>("POST", "/saved-searches", user.token, body);
      expect(result.status, JSON.stringify(result.body)).toBe(422);
      expect(result.body.errors).toContainEqual({ field, message });
    };
    await refused({ name: " ", query: "q=flat" }, "name", "Give the search a name");
    await refused({ name: "Nothing", query: "sort_by=newest" }, "query", "Search for something or choose a category before saving");
    await refused({ name: "Odd", query: "q=flat", frequency: "weekly" }, "frequency", "Choose how often: instant or daily");
    await refused({ name: "Late", query: "q=flat", frequency: "daily", digest_hour: 24 }, "digest_hour", "Choose an hour from 0 to 23");
    const unknown = await server.call<ApiErrorBody>("POST", "/saved-searches", user.token, { name: "Gone", query: "category=no-such-category" });
    expect(unknown, JSON.stringify(unknown.body)).toEqual({ status: 422, body: expect.objectContaining({ detail: "Unknown category: no-such-category" }) });

    const mine = await ok<SavedSearch>("POST", "/saved-searches", user.token, { name: "Mine", query: `q=${uniqueWord()}` }, 201);
    for (const [method, body] of [["PATCH", { name: "Theirs" }], ["DELETE", undefined]] as const) {
      const result = await server.call<ApiErrorBody>(method, `/saved-searches/${mine.id}`, other.token, body);
      expect(result).toEqual({ status: 404, body: expect.objectContaining({ detail: "Saved search not found" }) });
    }
    expect((await server.call("PATCH", "/saved-searches/abc", user.token, { name: "x" })).status).toBe(404);
    expect((await server.call("GET", "/saved-searches")).status).toBe(401);
  });

  it(`keeps at most ${SAVED_SEARCHES_PER_USER} searches per user`, async () => {
    const user = await signedInUser();
    const rows = Array.from({ length: SAVED_SEARCHES_PER_USER }, (_, i) => ({
      user_id: user.id, name: `Search ${i}`, query: `q=${uniqueWord()}`, frequency: "instant" as const, digest_hour: 8, paused: 1, created_at: "2026-01-01T00:00:00.000Z", updated_at: "2026-01-01T00:00:00.000Z",
    }));
    await server.services.database.db.insertInto("saved_searches").values(rows).execute();
    const result = await server.call<ApiErrorBody>("POST", "/saved-searches", user.token, { name: "One more", query: "q=flat" });
    expect(result).toEqual({ status: 409, body: expect.objectContaining({ detail: `You can keep up to ${SAVED_SEARCHES_PER_USER} saved searches: delete one first` }) });
  });
});

describe("alerts", () => {
  it("e-mails an instant alert once for a newly published listing, with its price, link, photo-less fallback and unsubscribe headers", async () => {
    const user = await signedInUser();
    const word = uniqueWord();
    const search = await ok<SavedSearch>("POST", "/saved-searches", user.token, { name: `Flats ${word}`, query: `q=${word}&currency=gbp` }, 201);
    const listing = await publishFlat(word, 123456);
    await publishFlat(uniqueWord()); // not a match

    expect(await server.services.alertJob.tick()).toBeGreaterThanOrEqual(1);
    await server.services.alertJob.tick();
    const mails = alertsTo(user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toContain(`A new listing for “Flats ${word}”`);
    expect(mail).toContain(`Bright ${word} flat`);
    expect(mail).toContain("£123,456");
    expect(mail).toContain(`/listing/${listing.slug}`);
    expect(mail).toMatch(new RegExp(`List-Unsubscribe: <http://[^>]+/api/v1/saved-searches/unsubscribe\\?token=${search.id}\\.[\\w-]+>`));
    expect(mail).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(mail).toMatch(/\/alerts\/unsubscribe\?token=/);
  });

  it("says nothing of listings published before the search was saved, or of paused searches", async () => {
    const user = await signedInUser();
    const [early, later] = [uniqueWord(), uniqueWord()];
    await publishFlat(early);
    await ok<SavedSearch>("POST", "/saved-searches", user.token, { name: "Late", query: `q=${early}` }, 201);
    const paused = await ok<SavedSearch>("POST", "/saved-searches", user.token, { name: "Paused", query: `q=${later}` }, 201);
    await ok("PATCH", `/saved-searches/${paused.id}`, user.token, { paused: true });
    await publishFlat(later);
    await server.services.alertJob.tick();
    expect(alertsTo(user.email)).toHaveLength(0);
  });

  it("writes in the user's language", async () => {
    const user = await signedInUser();
    await server.services.database.db.updateTable("users").set({ language: "es" }).where("id", "=", user.id).execute();
    const word = uniqueWord();
    await ok<SavedSearch>("POST", "/saved-searches", user.token, { name: "Pisos", query: `q=${word}` }, 201);
    await publishFlat(word);
    await publishFlat(word);
    await server.services.alertJob.tick();
    const [mail] = alertsTo(user.email);
    expect(mail).toContain("2 anuncios nuevos para «Pisos»");
    expect(mail).toContain("Dejar de recibir estas alertas");
  });

  it("announces a listing once with two instances running the job at the same time", async () => {
    const second = await startTestServer({}, { shareWith: server });
    try {
      const user = await signedInUser();
      const word = uniqueWord();
      await ok<SavedSearch>("POST", "/saved-searches", user.token, { name: "Twice?", query: `q=${word}` }, 201);
      await publishFlat(word);
      await Promise.all([server.services.alertJob.tick(), second.services.alertJob.tick(), server.services.alertJob.tick(), second.services.alertJob.tick()]);
      await Promise.all([server.services.alertJob.tick(), second.services.alertJob.tick()]);
      expect(alertsTo(user.email)).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });

  it("unsubscribes by the e-mail's link, signed out, by the page's POST and by a mail client's one-click POST", async () => {
    const user = await signedInUser();
    const word = uniqueWord();
    const search = await ok<SavedSearch>("POST", "/saved-searches", user.token, { name: "Stop me", query: `q=${word}` }, 201);
    await publishFlat(word);
    await server.services.alertJob.tick();
    const [mail] = alertsTo(user.email);
    const token = /\/alerts\/unsubscribe\?token=([\w.-]+)/.exec(mail!)![1]!;

    // A mail client's button: a form POST to the List-Unsubscribe URL (RFC 8058).
    const oneClick = await fetch(`${server.url}/api/v1/saved-searches/unsubscribe?token=${token}`, {
      method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toEqual({ name: "Stop me" });
    expect((await ok<SavedSearch[]>("GET", "/saved-searches", user.token))[0]).toMatchObject({ id: search.id, paused: true });

    await ok("PATCH", `/saved-searches/${search.id}`, user.token, { paused: false });
    expect(await ok("POST", "/saved-searches/unsubscribe", undefined, { token })).toEqual({ name: "Stop me" });
    expect((await ok<SavedSearch[]>("GET", "/saved-searches", user.token))[0]!.paused).toBe(true);

    await publishFlat(word);
    await server.services.alertJob.tick();
    expect(alertsTo(user.email)).toHaveLength(1);

    // A token for another search, or a made-up one, does nothing.
    const forged = `${search.id + 1}.${token.split(".")[1]}`;
    for (const bad of [forged, "1.abcdefghijkl", "not-a-token"]) {
      const result = await server.call<ApiErrorBody>("POST", "/saved-searches/unsubscribe", undefined, { token: bad });
      expect(result).toEqual({ status: 404, body: expect.objectContaining({ detail: "This unsubscribe link is not valid" }) });
    }
    expect((await server.call("POST", "/saved-searches/unsubscribe", undefined, {})).status).toBe(422);
  });

  it("sends a daily digest at its hour in Gibraltar, once that day", async () => {
    const user = await signedInUser();
    const word = uniqueWord();
    await ok<SavedSearch>("POST", "/saved-searches", user.token, { name: "Daily", query: `q=${word}`, frequency: "daily", digest_hour: 7 }, 201);
    await publishFlat(word);
    await publishFlat(word);
    // Found now; sent when tomorrow's 07:00 comes in Gibraltar.
    await server.services.alertJob.match(new Date());
    const job = server.services.alertJob;
    expect(await job.send(gibraltarTime(1, 6, 59))).toBe(0);
    expect(alertsTo(user.email)).toHaveLength(0);
    expect(await job.send(gibraltarTime(1, 7, 0))).toBeGreaterThanOrEqual(1);
    expect(await job.send(gibraltarTime(1, 9, 0))).toBe(0);
    const mails = alertsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain("2 new listings for “Daily”");
  });

  it("retries what a sender that died had claimed, once its claim has run out", async () => {
    const user = await signedInUser();
    const word = uniqueWord();
    await ok<SavedSearch>("POST", "/saved-searches", user.token, { name: "Survivor", query: `q=${word}` }, 201);
    await publishFlat(word);
    const now = new Date();
    await server.services.alertJob.match(now);
    // A sender claims the hit and dies before sending it.
    const db = server.services.database.db;
    await db.updateTable("saved_search_hits").set({ claim: "dead-sender", claimed_until: new Date(now.getTime() + 5 * 60_000).toISOString() }).where("sent_at", "is", null).execute();
    expect(await server.services.alertJob.send(now)).toBe(0);
    expect(await server.services.alertJob.send(new Date(now.getTime() + 6 * 60_000))).toBeGreaterThanOrEqual(1);
    expect(await server.services.alertJob.send(new Date(now.getTime() + 7 * 60_000))).toBe(0);
    expect(alertsTo(user.email)).toHaveLength(1);
  });
});

/** The instant `daysAhead` days from today at hh:mm in Gibraltar. */
function gibraltarTime(daysAhead: number, hour: number, minute: number): Date {
  const local = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Gibraltar", year: "numeric", month: "2-digit", day: "2-digit" });
  const target = local.format(new Date(Date.now() + daysAhead * 86_400_000));
  for (let offset = -3; offset <= 3; offset += 1) {
    const candidate = new Date(`${target}T${String(hour - offset).padStart(2, "0")}:${String(minute).padStart(2, "0")}:00.000Z`);
    const parts = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Gibraltar", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(candidate);
    if (local.format(candidate) === target && parts === `${String(hour).padStart(2, "0")}:${String(minute).padStart(2, "0")}`) return candidate;
  }
  throw new Error("No such time in Gibraltar");
}
