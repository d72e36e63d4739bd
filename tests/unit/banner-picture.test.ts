import { describe, expect, it } from "vitest";
import { bannerPicturePaths, bannerSrcset, bannerWidths } from "../../api/modules/banners/picture";

describe("a banner picture's srcset", () => {
  it("makes copies at 600, 1200 and 2400 px, none wider than the picture", () => {
    expect(bannerWidths(3000)).toEqual([600, 1200, 2400]);
    expect(bannerWidths(1200)).toEqual([600, 1200]);
    expect(bannerWidths(300)).toEqual([300]);
  });

  it("follows from the address, which names the widths of the copies", () => {
    const { picture, copies } = bannerPicturePaths("AbC-d_e", [600, 1200]);
    expect(picture).toBe("banners/AbC-d_e_v600.1200.webp");
    expect(copies).toEqual([
      { width: 600, path: "banners/AbC-d_e_v600.1200-600w.webp" },
      { width: 1200, path: "banners/AbC-d_e_v600.1200-1200w.webp" },
    ]);
    expect(bannerSrcset(`/api/v1/uploads/${picture}`)).toBe(
      "/api/v1/uploads/banners/AbC-d_e_v600.1200-600w.webp 600w, /api/v1/uploads/banners/AbC-d_e_v600.1200-1200w.webp 1200w",
    );
  });

  it("is absent for pictures made before the copies, elsewhere, or of another shape", () => {
    for (const address of [null, "/api/v1/uploads/banners/1.jpg", "/api/v1/uploads/banners/AbC.webp", "https://ads.example.gi/b_v600.webp", "/api/v1/uploads/listings/AbC_v600.webp", "/api/v1/uploads/banners/../x_v600.webp"]) {
      expect(bannerSrcset(address), String(address)).toBeNull();
    }
  });
});
