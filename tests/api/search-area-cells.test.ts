import { beforeAll, describe, expect, it } from "vitest";
import type { SearchAnswer } from "../../api/schemas/search.js";
import { createListing } from "../support/content.js";
import { createUser } from "../support/factories.js";
import { distinctWord } from "../support/search-words.js";
import { setupTestServer } from "../support/test-server.js";

// A grid of listings of the test's own, far from the demo data, around a place: every area and
// distance answer is compared with the listings' positions tested one by one here. On SQLite the
// index intersects words and map cells (decision 0034), cells along an area's edge are tested row
// by row, and pages by distance grow a circle around the place: the answers must be exact anyway.
const server = setupTestServer();
const word = distinctWord("cells");
const CENTER = { latitude: -20, longitude: 40 };
const STEP = 0.0007; // about 75 m: several grid points to a fine cell, dozens to a coarse one
const SIDE = 13;
const KM_PER_LAT = 110.574;
const kmPerLng = 111.32 * Math.cos((CENTER.latitude * Math.PI) / 180);
const place = { slug: `${word}-plaza` };
type Placed = { id: number; latitude: number; longitude: number };
const listings: Placed[] = [];

beforeAll(async () => {
  const { db } = server.services.database;
  const user = await createUser(server.services.database);
  await db
    .insertInto("top_locations")
    .values({ slug: place.slug, name: `${word} Plaza`, ...CENTER, location_type: "city", is_featured: 0, is_active: 1, sort_order: 0, created_at: new Date().toISOString() })
    .execute();
  for (let i = 0; i < SIDE; i++) {
    for (let j = 0; j < SIDE; j++) {
      // A little off the grid, so that no two listings are equally far from the place.
      const latitude = CENTER.latitude + (i - (SIDE - 1) / 2) * STEP + j * 1e-6;
      const longitude = CENTER.longitude + (j - (SIDE - 1) / 2) * STEP + i * 3e-7;
      const listing = await createListing(db, user.id, `Lantern ${word} ${i} ${j}`);
      await db.updateTable("listings").set({ status: "published", latitude, longitude }).where("id", "=", listing.id).execute();
      listings.push({ id: listing.id, latitude, longitude });
    }
  }
});

const answer = async (query: string) => {
  const response = await server.call<SearchAnswer>("GET", `/search?q=${word}&${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { ids: response.body.results.filter((r) => r.type === "listing").map((r) => r.id), count: response.body.counts.listings };
};
/** Every page of an answer (100 at most each). */
const everyPage = async (query: string) => {
  const first = await answer(`${query}&limit=100`);
  const ids = [...first.ids];
  while (ids.length < first.count) ids.push(...(await answer(`${query}&limit=100&offset=${ids.length}`)).ids);
  return { ids, count: first.count };
};
const distance = (l: Placed) => Math.hypot((l.latitude - CENTER.latitude) * KM_PER_LAT, (l.longitude - CENTER.longitude) * kmPerLng);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe("map areas through the index's cells", () => {
  it("counts and lists exactly the listings inside boxes of every size, edges falling between listings", async () => {
    const boxes = [
      { west: 39.9981, south: -20.0019, east: 40.0013, north: -19.9987 },
      { west: 39.9951, south: -20.0049, east: 40.0049, north: -19.9951 },
      { west: 39.99995, south: -20.00005, east: 40.00005, north: -19.99995 },
      { west: 39.9, south: -20.1, east: 40.1, north: -19.9 },
    ];
    for (const b of boxes) {
      const inside = listings.filter((l) => l.latitude >= b.south && l.latitude <= b.north && l.longitude >= b.west && l.longitude <= b.east);
      const { ids, count } = await everyPage(`bbox=${b.west},${b.south},${b.east},${b.north}`);
      expect(count, JSON.stringify(b)).toBe(inside.length);
      expect(sorted(ids), JSON.stringify(b)).toEqual(sorted(inside.map((l) => l.id)));
    }
  });

  it("counts the listings within a distance and pages them nearest first, however many pages", async () => {
    for (const km of [0.1, 0.35, 0.5]) {
      const within = listings.filter((l) => distance(l) <= km).sort((a, b) => distance(a) - distance(b));
      const pages: number[] = [];
      for (let offset = 0; offset < within.length; offset += 7) {
        const { ids, count } = await answer(`near=${place.slug}&within=${km}&sort_by=distance&limit=7&offset=${offset}`);
        expect(count, `${km} km`).toBe(within.length);
        pages.push(...ids);
      }
      expect(pages, `${km} km`).toEqual(within.map((l) => l.id));
    }
  });

  it("a box and a distance at once keep the listings in both", async () => {
    const b = { west: 40, south: -20.01, east: 40.01, north: -19.99 };
    const both = listings.filter((l) => distance(l) <= 0.3 && l.longitude >= b.west && l.longitude <= b.east);
    const { ids, count } = await answer(`near=${place.slug}&within=0.3&bbox=${b.west},${b.south},${b.east},${b.north}&sort_by=distance&limit=100`);
    expect(count).toBe(both.length);
    expect(ids).toEqual(both.sort((a, c) => distance(a) - distance(c)).map((l) => l.id));
  });

  it("a listing that moves is found in its new place at once", async () => {
    const moved = listings[0]!;
    const b = { west: 40.02, south: -20.0001, east: 40.0201, north: -19.9999 };
    const query = `bbox=${b.west},${b.south},${b.east},${b.north}`;
    expect((await answer(query)).ids).toEqual([]);
    await server.services.database.db.updateTable("listings").set({ latitude: -20, longitude: 40.02005 }).where("id", "=", moved.id).execute();
    try {
      expect(await answer(query)).toEqual({ ids: [moved.id], count: 1 });
    } finally {
      await server.services.database.db.updateTable("listings").set({ latitude: moved.latitude, longitude: moved.longitude }).where("id", "=", moved.id).execute();
    }
    expect((await answer(query)).count).toBe(0);
  });
});
