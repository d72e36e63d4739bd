import { describe, expect, it } from "vitest";
import { expandSrcset, packSrcset } from "../../app/utils/srcset";

const photo = "/api/v1/uploads/listings/57/sHK-400w.webp 400w, /api/v1/uploads/listings/57/sHK-800w.webp 800w, /api/v1/uploads/listings/57/sHK-1280w.webp 1280w";

describe("a srcset written short for loader data", () => {
  it("writes the URL once with {w} for the width, then the widths, and expands back to the same srcset", () => {
    expect(packSrcset(photo)).toBe("/api/v1/uploads/listings/57/sHK-{w}w.webp|400,800,1280");
    expect(expandSrcset(packSrcset(photo))).toBe(photo);
  });

  it("marks the width where it is written last, after an id that happens to equal it", () => {
    const banner = "/api/v1/uploads/banners/600_v600.1200-600w.webp 600w, /api/v1/uploads/banners/600_v600.1200-1200w.webp 1200w";
    expect(packSrcset(banner)).toBe("/api/v1/uploads/banners/600_v600.1200-{w}w.webp|600,1200");
    expect(expandSrcset(packSrcset(banner))).toBe(banner);
  });

  it("leaves a srcset that does not follow one pattern, and null, as they are", () => {
    const mixed = "/a/x-400w.webp 400w, /b/y-800w.webp 800w";
    const density = "/a/x.webp 1x, /a/x@2.webp 2x";
    for (const srcset of [mixed, density, null]) {
      expect(packSrcset(srcset)).toBe(srcset);
      expect(expandSrcset(srcset)).toBe(srcset);
    }
  });
});
