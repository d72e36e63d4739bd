import { beforeAll, describe, expect, it } from "vitest";
import type { QuickSearchAnswer } from "../../api/schemas/search.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { setupTestServer } from "../support/test-server.js";

// A server of its own: the words typos are checked against are read at the first typo, after
// this file's listings exist.
const word = `zephyrkite${Date.now().toString(36)}`;
let listingId = 0;

const server = setupTestServer();
beforeAll(async () => {
  const user = await createUser(server.services.database);
  const listing = await createListing(server.services.database.db, user.id, `Stunt ${word} with lines`);
  await server.services.database.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
  listingId = listing.id;
});

const suggest = async (q: string) => {
  const answer = await server.call<QuickSearchAnswer>("GET", `/search/quick?q=${encodeURIComponent(q)}`);
  expect(answer.status).toBe(200);
  return answer.body.suggestions;
};
/** `text` with the letters at `i` and `i + 1` swapped. */
const swapped = (text: string, i: number) => text.slice(0, i) + text[i + 1] + text[i] + text.slice(i + 2);

describe("GET /search/quick forgives one typo in words of 5 letters or more", () => {
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

  it("two typos, a short word or a wrong first letter are not guessed at", async () => {
    expect((await suggest(swapped(swapped(word, 2), 6))).listings).toEqual([]);
    expect((await suggest(`q${word.slice(1)}`)).listings).toEqual([]);
    expect((await suggest("kyak")).listings.map((l) => l.id)).not.toContain(listingId);
  });
});
