import { describe, expect, it } from "vitest";
import { packPicture, unpackPicture } from "~/components/ui/srcset";

const photo = "/api/v1/uploads/listings/57/sHK-400w.webp 400w, /api/v1/uploads/listings/57/sHK-800w.webp 800w, /api/v1/uploads/listings/57/sHK-1280w.webp 1280w";
const jpeg = "/api/v1/uploads/listings/57/sHK-thumb.jpg";

describe("a picture written short for loader data", () => {
  it("writes the URL once with {w} for the width, then the widths and the picture's own URL by what it shares, and unpacks to the same src and srcset", () => {
    const packed = packPicture(jpeg, photo);
    expect(packed).toBe("/api/v1/uploads/listings/57/sHK-{w}w.webp|400,800,1280|32|thumb.jpg");
    expect(unpackPicture(packed)).toEqual({ src: jpeg, srcSet: photo });
    const location = packPicture("/api/v1/uploads/locations/westside.jpg", "/api/v1/uploads/locations/westside-400w.webp 400w");
    expect(unpackPicture(location)).toEqual({ src: "/api/v1/uploads/locations/westside.jpg", srcSet: "/api/v1/uploads/locations/westside-400w.webp 400w" });
  });

  it("marks the width where it is written last, after an id that happens to equal it", () => {
    const banner = "/api/v1/uploads/banners/600_v600.1200-600w.webp 600w, /api/v1/uploads/banners/600_v600.1200-1200w.webp 1200w";
    const packed = packPicture("/api/v1/uploads/banners/600_v600.1200.webp", banner);
    expect(packed).toBe("/api/v1/uploads/banners/600_v600.1200-{w}w.webp|600,1200|37|.webp");
    expect(unpackPicture(packed)).toEqual({ src: "/api/v1/uploads/banners/600_v600.1200.webp", srcSet: banner });
  });

  it("is the picture's own URL without copies, or with a srcset that does not follow one pattern", () => {
    const mixed = "/a/x-400w.webp 400w, /b/y-800w.webp 800w";
    const density = "/a/x.webp 1x, /a/x@2.webp 2x";
    for (const srcset of [mixed, density, null]) {
      expect(packPicture(jpeg, srcset)).toBe(jpeg);
      expect(unpackPicture(jpeg)).toEqual({ src: jpeg, srcSet: null });
    }
  });
});
