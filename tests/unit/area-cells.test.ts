import { describe, expect, it } from "vitest";
import { COARSEST_LEVEL, FINEST_LEVEL, MAX_CELLS, coverArea, isCellWord } from "../../api/modules/search/area-cells.js";

// The cell words a point gets in the index (as migration 0036's SQL writes them), from level 5 to 12.
const cellsOf = (latitude: number, longitude: number) =>
  Array.from({ length: FINEST_LEVEL - COARSEST_LEVEL + 1 }, (_, i) => {
    const level = COARSEST_LEVEL + i;
    return `\uE000${level}x${Math.floor((longitude + 180) * 2 ** level)}y${Math.floor((latitude + 90) * 2 ** level)}`;
  });

const town = { west: -5.356, south: 36.135, east: -5.35, north: 36.142 };
const near = { latitude: 36.1468, longitude: -5.3598, km: 1 };
const inTown = (lat: number, lng: number) => lat >= town.south && lat <= town.north && lng >= town.west && lng <= town.east;
const inCircle = (lat: number, lng: number) =>
  Math.hypot((lat - near.latitude) * 110.574, (lng - near.longitude) * 111.32 * Math.cos((near.latitude * Math.PI) / 180)) <= near.km;

/** Points on a fine lattice over a little more than the area's square. */
function* lattice(box: { west: number; south: number; east: number; north: number }) {
  const margin = 0.003;
  for (let lat = box.south - margin; lat <= box.north + margin; lat += 0.00017) {
    for (let lng = box.west - margin; lng <= box.east + margin; lng += 0.00021) yield [lat, lng] as const;
  }
}

describe("coverArea: the index's map cells covering an area", () => {
  for (const [name, area, box, contains] of [
    ["a map's bounds", { bounds: town }, town, inTown],
    ["a circle around a place", { near }, { west: -5.372, south: 36.1377, east: -5.3476, north: 36.1559 }, inCircle],
  ] as const) {
    it(`${name}: every point inside lies in exactly one cell, wholly inside cells hold no point outside`, () => {
      const cover = coverArea(area)!;
      expect(cover.inside.length).toBeGreaterThan(0);
      expect(cover.edge.length).toBeGreaterThan(0);
      expect(cover.inside.length + cover.edge.length).toBeLessThanOrEqual(MAX_CELLS);
      const inside = new Set(cover.inside);
      const edge = new Set(cover.edge);
      for (const [lat, lng] of lattice(box)) {
        const cells = cellsOf(lat, lng);
        const holding = cells.filter((cell) => inside.has(cell) || edge.has(cell));
        if (contains(lat, lng)) expect(holding.length, `${lat},${lng}`).toBe(1);
        if (cells.some((cell) => inside.has(cell))) expect(contains(lat, lng), `${lat},${lng}`).toBe(true);
      }
    });
  }

  it("a map's bounds and a circle at once: cells in both", () => {
    const cover = coverArea({ bounds: town, near })!;
    const inside = new Set(cover.inside);
    for (const [lat, lng] of lattice(town)) {
      if (cellsOf(lat, lng).some((cell) => inside.has(cell))) expect(inTown(lat, lng) && inCircle(lat, lng)).toBe(true);
    }
  });

  it("fewer, coarser cells when asked for few; none for no area or a continent", () => {
    const few = coverArea({ bounds: town }, 16)!;
    expect(few.inside.length + few.edge.length).toBeLessThanOrEqual(16);
    expect(coverArea({})).toBeNull();
    expect(coverArea({ bounds: { west: -40, south: 0, east: 40, north: 60 } })).toBeNull();
  });

  it("cell words are told apart from the listings' words", () => {
    expect(cellsOf(36.14, -5.35).every(isCellWord)).toBe(true);
    expect(isCellWord("apartment")).toBe(false);
    expect(isCellWord("12x4y5")).toBe(false);
  });
});
