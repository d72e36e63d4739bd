import { beforeAll, describe, expect, it } from "vitest";
import type { MapPins } from "../../api/schemas/area.js";
import type { ListingList } from "../../api/schemas/listing.js";
import type { SearchAnswer } from "../../api/schemas/search.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { distinctWord } from "../support/search-words.js";
import { setupTestServer } from "../support/test-server.js";

// A place of the test's own, far from Gibraltar's demo listings, with listings 0.3, 0.8 and 3 km
// from it and one without a position: distances and bounds then see only these.
const server = setupTestServer();
const word = distinctWord("area");
const place = { slug: `${word}-square`, latitude: 10, longitude: 20 };
const KM_NORTH = 1 / 110.574;
const KM_EAST = 1 / (111.32 * Math.cos((10 * Math.PI) / 180));
const ids = { near: 0, east: 0, far: 0, unplaced: 0 };

beforeAll(async () => {
  const { db } = server.services.database;
  const user = await createUser(server.services.database);
  await db
    .insertInto("top_locations")
    .values({
      slug: place.slug,
      name: `${word} Square`,
      latitude: place.latitude,
      longitude: place.longitude,
      location_type: "city",
      is_featured: 0,
      is_active: 1,
      sort_order: 0,
      created_at: new Date().toISOString(),
    })
    .execute();
  const positions: Record<keyof typeof ids, [number, number] | null> = {
    near: [10 + 0.3 * KM_NORTH, 20],
    east: [10, 20 + 0.8 * KM_EAST],
    far: [10 + 3 * KM_NORTH, 20],
    unplaced: null,
  };
  for (const [key, position] of Object.entries(positions) as Array<[keyof typeof ids, [number, number] | null]>) {
    const listing = await createListing(db, user.id, `Kayak ${word} ${key}`);
    await db
      .updateTable("listings")
      .set({ status: "published", latitude: position?.[0] ?? null, longitude: position?.[1] ?? null })
      .where("id", "=", listing.id)
      .execute();
    ids[key] = listing.id;
  }
});

const search = async (extra: string) => {
  const answer = await server.call<SearchAnswer>("GET", `/search?q=${word}${extra}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.results.filter((r) => r.type === "listing").map((r) => r.id);
};
const browse = async (extra: string) => {
  const answer = await server.call<ListingList>("GET", `/listings?limit=100${extra}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.listings.map((l) => l.id);
};

describe("near a place: within a distance of a top location, sorted by distance", () => {
  it("finds the listings within 1 km (the default) and within 5 km, nearest first when asked", async () => {
    expect((await search(`&near=${place.slug}`)).sort()).toEqual([ids.near, ids.east].sort());
    expect(await search(`&near=${place.slug}&within=5&sort_by=distance`)).toEqual([ids.near, ids.east, ids.far]);
    expect(await search(`&near=${place.slug}&within=0.5&sort_by=distance`)).toEqual([ids.near]);
  });

  it("browsing (GET /listings) takes the same filter and sort", async () => {
    expect(await browse(`&near=${place.slug}&within=5&sort=distance`)).toEqual([ids.near, ids.east, ids.far]);
    expect((await browse(`&near=${place.slug}`)).sort()).toEqual([ids.near, ids.east].sort());
  });

  it("refuses an unknown place, a distance out of range and a sort by distance from nowhere", async () => {
    const cases: Array<[string, string, string]> = [
      ["/search?q=kayak&near=nowhere-at-all", "near", "Unknown place: nowhere-at-all"],
      ["/search?q=kayak&near=ocean-village&within=0", "within", "within must be a distance in km from 0.1 to 50"],
      ["/search?q=kayak&near=ocean-village&within=far", "within", "within must be a distance in km from 0.1 to 50"],
      ["/search?q=kayak&sort_by=distance", "sort_by", "Sorting by distance needs a place to measure from (near)"],
      ["/listings?sort=distance", "sort", "Sorting by distance needs a place to measure from (near)"],
    ];
    for (const [path, field, message] of cases) {
      const answer = await server.call<{ detail: string; errors: Array<{ field: string; message: string }> }>("GET", path);
      expect(answer.status, path).toBe(422);
      expect(answer.body.detail, path).toBe(message);
      expect(answer.body.errors, path).toEqual([{ field, message }]);
    }
  });
});

describe("the map's bounds (bbox=west,south,east,north)", () => {
  it("keeps the listings inside, in the search and in browsing", async () => {
    // A thin box along the place's meridian: the listings north of it, not the one to the east.
    const bbox = `bbox=19.999,9.999,20.001,10.1`;
    expect((await search(`&${bbox}`)).sort()).toEqual([ids.near, ids.far].sort());
    expect((await browse(`&${bbox}`)).sort()).toEqual([ids.near, ids.far].sort());
  });

  it("refuses bounds that are not four numbers in range, or turned around", async () => {
    for (const [bbox, message] of [
      ["1,2,3", "bbox must be west,south,east,north in degrees"],
      ["a,b,c,d", "bbox must be west,south,east,north in degrees"],
      ["-5.4,36.1,-5.3,136.2", "bbox must be west,south,east,north in degrees"],
      ["-5.3,36.1,-5.4,36.2", "bbox must have west before east and south before north"],
    ]) {
      const answer = await server.call<{ detail: string }>("GET", `/search?q=kayak&bbox=${bbox}`);
      expect(answer.status, bbox).toBe(422);
      expect(answer.body.detail, bbox).toBe(message);
    }
  });
});

describe("map pins", () => {
  it("GET /search/pins gives every placed match as [id, latitude, longitude], newest first", async () => {
    const answer = await server.call<MapPins>("GET", `/search/pins?q=${word}`);
    expect(answer.status).toBe(200);
    expect(answer.body.truncated).toBe(false);
    expect(answer.body.pins.map((pin) => pin[0])).toEqual([ids.far, ids.east, ids.near]);
    const [, latitude, longitude] = answer.body.pins.find((pin) => pin[0] === ids.east)!;
    expect(latitude).toBeCloseTo(10, 6);
    expect(longitude).toBeCloseTo(20 + 0.8 * KM_EAST, 6);
  });

  it("pins follow the filters (GET /listings/pins too) and a corrected search", async () => {
    expect((await server.call<MapPins>("GET", `/listings/pins?near=${place.slug}`)).body.pins.map((pin) => pin[0]).sort()).toEqual([ids.near, ids.east].sort());
    const typo = `${word.slice(0, 5)}${word[6]}${word[5]}${word.slice(7)}`;
    expect((await server.call<MapPins>("GET", `/search/pins?q=${typo}&bbox=19.999,9.999,20.001,10.1`)).body.pins.map((pin) => pin[0]).sort()).toEqual([ids.near, ids.far].sort());
  });
});

describe("'Did you mean …?' when nothing matches, even corrected", () => {
  const answerOf = async (q: string) => {
    const answer = await server.call<SearchAnswer>("GET", `/search?q=${encodeURIComponent(q)}`);
    expect(answer.status).toBe(200);
    return answer.body;
  };

  it("offers the word three edits away, which a correction does not reach", async () => {
    // Three letters changed after the first: beyond the two edits a correction allows.
    const letters = word.split("");
    for (const i of [3, 6, 9]) letters[i] = letters[i] === "x" ? "y" : "x";
    const typed = letters.join("");
    const answer = await answerOf(`${typed}`);
    expect(answer.counts.total).toBe(0);
    expect(answer.corrected).toBeNull();
    expect(answer.did_you_mean?.queries).toContain(word);
  });

  it("offers close categories, by a name's start in English or Spanish", async () => {
    const english = await answerOf(`veh${distinctWord("")}`);
    expect(english.counts.total).toBe(0);
    expect(english.did_you_mean?.categories.map((c) => c.slug)).toContain("vehicles");
    const spanish = await answerOf(`furgo${distinctWord("")}`);
    expect(spanish.did_you_mean?.categories.map((c) => c.slug)).toContain("vans");
  });

  it("is null when something matches, and when nothing is close", async () => {
    expect((await answerOf(word)).did_you_mean).toBeNull();
    expect((await answerOf(`zq${distinctWord("")}`)).did_you_mean).toBeNull();
  });
});
