import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type BrowserManifest,
  type FirstPaint,
  firstPaintFiles,
  firstPaintSizes,
  formatSizes,
  kilobytes,
  readBuildFile,
  readManifest,
} from "../support/bundle-sizes.js";

// Budgets of the JavaScript a page loads on its first paint (gzip -9, 1 KB = 1024 bytes), read
// from the browser build that `npm test` makes before running vitest: the entry, the routes and
// their imports, and the site's texts in English. The lazy parts of the catalogue (decision 0035)
// load only on pages that show them; tests/e2e/lean-bundles.spec.ts weighs what the browser
// fetches, those included.
const KB = 1024;
const HOME = "routes/_main._index";
const LISTING = "routes/_main.listing.$slug";
const BUDGETS: Record<string, number> = { [HOME]: 150 * KB, [LISTING]: 180 * KB };
// The forms that validate phones in the browser (zod and libphonenumber-js) are the heaviest:
// 208 KB with their texts (225 KB when every page loaded the whole catalogue and the codes).
const OTHER_PAGES_BUDGET = 210 * KB;

/** Libraries a visitor's home or listing page must not load, each by a text its minified code keeps. */
const HEAVY_LIBRARIES = {
  zod: "ZodError",
  "libphonenumber-js": "country_calling_codes",
  "socket.io-client": "io client disconnect",
} as const;

let manifest: BrowserManifest;
let sizes: FirstPaint[];

beforeAll(() => {
  manifest = readManifest();
  sizes = firstPaintSizes(manifest);
});

const report = () => `First-paint JavaScript per route (gzip -9):\n${formatSizes(sizes)}`;
const sizeOf = (route: string) => sizes.find((size) => size.route === route)!;
const librariesIn = (route: string) =>
  Object.entries(HEAVY_LIBRARIES)
    .filter(([, marker]) => firstPaintFiles(manifest, route).some((file) => readBuildFile(file).includes(marker)))
    .map(([library]) => library);

describe("first-paint JavaScript budget", () => {
  it(`keeps the home page within ${BUDGETS[HOME]! / KB} KB`, () => {
    const home = sizeOf(HOME);
    expect(home.gzipBytes, `home page: ${kilobytes(home.gzipBytes)}\n${report()}`).toBeLessThanOrEqual(BUDGETS[HOME]!);
  });

  it(`keeps a listing page within ${BUDGETS[LISTING]! / KB} KB`, () => {
    const listing = sizeOf(LISTING);
    expect(listing.gzipBytes, `listing page: ${kilobytes(listing.gzipBytes)}\n${report()}`).toBeLessThanOrEqual(
      BUDGETS[LISTING]!,
    );
  });

  it(`keeps every other route within ${OTHER_PAGES_BUDGET / KB} KB`, () => {
    const others = sizes.filter((size) => !(size.route in BUDGETS));
    expect(others.length).toBeGreaterThan(10);
    const over = others.filter((size) => size.gzipBytes > OTHER_PAGES_BUDGET).map((size) => size.route);
    expect(over, report()).toEqual([]);
  });
});

describe("libraries kept off a visitor's first paint", () => {
  it("loads no zod, libphonenumber-js or socket.io-client on the home and listing pages", () => {
    expect({ [HOME]: librariesIn(HOME), [LISTING]: librariesIn(LISTING) }).toEqual({ [HOME]: [], [LISTING]: [] });
  });

  // The checks above pass trivially if a marker no longer matches its library's code.
  it("recognises zod and libphonenumber-js in a page whose forms validate phones in the browser", () => {
    expect(librariesIn("routes/_main.auth._index")).toEqual(expect.arrayContaining(["zod", "libphonenumber-js"]));
  });

  it("counts the site's texts in every page, and no other part of the catalogue", () => {
    const catalogues = firstPaintFiles(manifest, HOME).filter((file) => /\/(catalogue|messages|account)-(en|es)-/.test(file));
    expect(catalogues).toHaveLength(1);
    expect(readBuildFile(catalogues[0]!)).toContain("Buy, sell and discover in Gibraltar");
  });

  it("recognises socket.io-client in its minified browser build", () => {
    const packageDir = path.dirname(createRequire(import.meta.url).resolve("socket.io-client/package.json"));
    const bundle = fs.readFileSync(path.join(packageDir, "dist/socket.io.min.js"), "utf8");
    expect(bundle).toContain(HEAVY_LIBRARIES["socket.io-client"]);
  });
});
