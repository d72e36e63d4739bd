import { beforeAll, describe, expect, it } from "vitest";
import type { SearchAnswer } from "../../api/schemas/search.js";
import { createSearchIndex } from "../../api/modules/search/search-index.js";
import { wholeWords } from "../../api/modules/search/terms.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { distinctWord } from "../support/search-words.js";
import { setupTestServer } from "../support/test-server.js";

/** Words a buyer is still typing: every word of 3 letters or more also finds the words it starts. */
const server = setupTestServer();
let userId = 0;
beforeAll(async () => {
  userId = (await createUser(server.services.database)).id;
});

/** A word no seeded text contains, so each test sees only its own listings. */
const uniqueWord = () => distinctWord();

async function published(title: string) {
  const listing = await createListing(server.db, userId, title);
  await server.db.updateTable("listings").set({ status: "published" }).where("id", "=", listing.id).execute();
  return listing;
}

async function search(q: string, page = "") {
  const answer = await server.call<SearchAnswer>("GET", `/search?q=${encodeURIComponent(q)}${page}`);
  expect(answer.status).toBe(200);
  return answer.body;
}
const listingIds = (answer: SearchAnswer) => answer.results.filter((r) => r.type === "listing").map((r) => r.id);

describe("GET /search: word starts", () => {
  it("'apart' finds apartments and 'bicy' bicycles, and counts them", async () => {
    const word = uniqueWord();
    const apartment = await published(`Sunny apartment ${word}`);
    const bicycle = await published(`Mountain bicycle ${word}`);
    const apart = await search(`apart ${word}`);
    expect(listingIds(apart)).toEqual([apartment.id]);
    expect(apart.counts.listings).toBe(1);
    expect(listingIds(await search(`bicy ${word}`))).toEqual([bicycle.id]);
    // The unique word itself, typed halfway.
    expect(listingIds(await search(word.slice(0, -3))).sort()).toEqual([apartment.id, bicycle.id].sort());
  });

  it("ranks whole words above word starts, even when the word start is newer", async () => {
    const word = uniqueWord();
    const sofa = await published(`Leather sofa ${word}`);
    const sofabed = await published(`Folding sofabed ${word}`);
    expect(listingIds(await search(`sofa ${word}`))).toEqual([sofa.id, sofabed.id]);
    // Among whole-word matches the newer comes first, as before.
    const newerSofa = await published(`Corner sofa ${word}`);
    expect(listingIds(await search(`sofa ${word}`))).toEqual([newerSofa.id, sofa.id, sofabed.id]);
  });

  it("pages run on from the whole words into the word starts", async () => {
    const word = uniqueWord();
    const wholes = [await published(`Lamp ${word} one`), await published(`Lamp ${word} two`), await published(`Lamp ${word} three`)];
    const starts = [await published(`Lampshade ${word} one`), await published(`Lampshade ${word} two`)];
    const pages = [];
    for (const offset of [0, 2, 4]) {
      const answer = await search(`lamp ${word}`, `&limit=2&offset=${offset}`);
      expect(answer.counts.listings).toBe(5);
      pages.push(listingIds(answer));
    }
    expect(pages).toEqual([
      [wholes[2]!.id, wholes[1]!.id],
      [wholes[0]!.id, starts[1]!.id],
      [starts[0]!.id],
    ]);
  });

  it("words of one or two letters are whole words only", async () => {
    const word = uniqueWord();
    const abacus = await published(`Wooden abacus ${word}`);
    expect(listingIds(await search(`ab ${word}`))).toEqual([]);
    expect(listingIds(await search(`aba ${word}`))).toEqual([abacus.id]);
  });

  it("the synonyms still find the other language beside the word starts", async () => {
    const word = uniqueWord();
    const piso = await published(`Piso luminoso ${word}`);
    const flatmate = await published(`Flatmate wanted ${word}`);
    // "flat" is "piso" (a whole word, by synonym) and starts "flatmate".
    expect(listingIds(await search(`flat ${word}`))).toEqual([piso.id, flatmate.id]);
  });

  it("a word start that finds only the word's own forms is not looked for, and a new longer word is found at once", async () => {
    const word = uniqueWord();
    const kettle = await published(`Kettle ${word}`);
    const index = createSearchIndex(server.services.database);
    const startsLookedFor = async (q: string) => {
      const words = await index.withStartsSettled(wholeWords(q));
      return words.prefix ? null : words.starts;
    };
    // SQLite asks its term list (only the word itself starts so); PostgreSQL keeps every word start.
    const sqlite = server.services.database.dialect === "sqlite";
    expect(await startsLookedFor(word)).toEqual([!sqlite]);
    const longer = await published(`Kettles and teapots ${word}ish`);
    expect(await startsLookedFor(word)).toEqual([true]);
    expect(listingIds(await search(word))).toEqual([kettle.id, longer.id]);
    expect((await search(word)).counts.listings).toBe(2);
  });

  it("a word start that is no word itself and finds a few words is looked for as those words", async () => {
    const word = uniqueWord();
    const kettle = await published(`Kettle ${word}`);
    const longer = await published(`Teapot ${word}ish`);
    const index = createSearchIndex(server.services.database);
    const typed = word.slice(0, -2);
    const settled = await index.withStartsSettled(wholeWords(typed));
    if (settled.prefix) throw new Error("a search looks for whole words");
    // SQLite reads the two words from its term list; PostgreSQL keeps the word start.
    if (server.services.database.dialect === "sqlite") {
      expect(settled.starts).toEqual([false]);
      expect(settled.forms[0]).toEqual(expect.arrayContaining([word, `${word}ish`]));
    } else {
      expect(settled.starts).toEqual([true]);
    }
    expect(listingIds(await search(typed))).toEqual([longer.id, kettle.id]);
    expect((await search(typed)).counts.listings).toBe(2);
    // A fourth word starting so: the word start is looked for as a prefix again.
    for (const ending of ["er", "est"]) await published(`Jug ${word}${ending}`);
    const four = await index.withStartsSettled(wholeWords(typed));
    expect(!four.prefix && four.starts).toEqual([true]);
    expect((await search(typed)).counts.listings).toBe(4);
  });
});
