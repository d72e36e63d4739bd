import { beforeAll, describe, expect, it } from "vitest";
import type { QuickSearchAnswer, SearchAnswer } from "../../api/schemas/search.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { setupTestServer } from "../support/test-server.js";

// A server of its own: the words typos are checked against are read at the first typo, after
// this file's listings exist.
const word = `zephyrkite${Date.now().toString(36)}`;
let listingId = 0;
let bicicletaId = 0;
const otherWord = `quokkabike${Date.now().toString(36)}`;

const server = setupTestServer();
beforeAll(async () => {
  const user = await createUser(server.services.database);
  const listing = await createListing(server.services.database.db, user.id, `Stunt ${word} with lines`);
  await server.services.database.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
  listingId = listing.id;
  const bicicleta = await createListing(server.services.database.db, user.id, `Bicicleta plegable ${otherWord}`);
  await server.services.database.db.updateTable("listings").set({ status: "published" }).where("id", "=", bicicleta.id).execute();
  bicicletaId = bicicleta.id;
});

const suggest = async (q: string) => {
  const answer = await server.call<QuickSearchAnswer>("GET", `/search/quick?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  return answer.body.suggestions;
};
/** `text` with the letters at `i` and `i + 1` swapped. */
const swapped = (text: string, i: number) => text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2);

describe("GET /search/quick forgives a typo in words of 4 letters or more, two beyond 7 letters", () => {
  it("a swapped, missing, wrong or extra letter still suggests the listing", async () => {
    for (const typo of [swapped(word, 3), word.slice(0, 4) + word.slice(5), `${word.slice(0, 6)}x${word.slice(7)}`, `${word.slice(0, 5)}e${word.slice(5)}`]) {
      expect((await suggest(typo)).listings.map((l) => l.id), typo).toEqual([listingId]);
    }
    // While it is still being typed, too.
    expect((await suggest(swapped(word, 3).slice(0, 8))).listings.map((l) => l.id)).toContain(listingId);
  });

  it("the demo data's apartments are suggested for 'aparment'", async () => {
    const { listings } = await suggest("aparment");
    expect(listings.length).toBeGreaterThan(0);
    for (const listing of listings) expect(listing.title.toLowerCase()).toMatch(/apartment/);
  });

  it("three typos, or a wrong first letter are not guessed at; two are in a long word", async () => {
    expect((await suggest(swapped(swapped(word, 2), 6))).listings.map((l) => l.id)).toEqual([listingId]);
    expect((await suggest(swapped(swapped(swapped(word, 1), 4), 8))).listings).toEqual([]);
    expect((await suggest(`q${word.slice(1)}`)).listings).toEqual([]);
    expect((await suggest("kyak")).listings.map((l) => l.id)).not.toContain(listingId);
  });
});

describe("GET /search corrects the words no listing has", () => {
  const search = async (q: string, extra = "") => {
    const answer = await server.call<SearchAnswer>("GET", `/search?q=${encodeURIComponent(q)}${extra}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const listingIds = (answer: SearchAnswer) => answer.results.filter((r) => r.type === "listing").map((r) => r.id);

  it("'aparment' and 'appartment' show the apartments, saying so", async () => {
    for (const typed of ["aparment", "appartment"]) {
      const answer = await search(typed);
      expect(answer.corrected, typed).toEqual({ q: "apartment", original: typed });
      expect(answer.counts.listings, typed).toEqual((await search("apartment")).counts.listings);
      expect(answer.counts.listings, typed).toBeGreaterThan(0);
    }
  });

  it("in Spanish too, and a word found as typed is kept beside the corrected one", async () => {
    const answer = await search(`bicicelta ${otherWord}`);
    // The most used word it is a typo of: the demo data says "bicicletas" more often.
    expect(answer.corrected).toEqual({ q: expect.stringMatching(new RegExp(`^bicicletas? ${otherWord}$`)), original: `bicicelta ${otherWord}` });
    expect(listingIds(answer)).toEqual([bicicletaId]);
  });

  it("exact=1 searches the words as typed; words found as typed are never corrected", async () => {
    const exact = await search("aparment", "&exact=1");
    expect(exact.corrected).toBeNull();
    expect(exact.counts.listings).toBe(0);
    expect((await search("apartment")).corrected).toBeNull();
    const refused = await server.call<{ detail: string }>("GET", "/search?q=aparment&exact=yes");
    expect(refused.status).toBe(422);
    expect(refused.body.detail).toBe("exact must be 1");
  });
});
