import { describe, expect, it } from "vitest";
import { bannerLink } from "../../api/schemas/admin-banners.js";
import { localPath } from "../../api/schemas/local-path.js";

// Known ways to turn a "local" redirect into a trip to another site (OWASP, PortSwigger lists).
const BYPASSES = [
  "//evil.example",
  "///evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r\n/evil.example",
  "/%09/evil.example".replace("%09", "\t"),
  "/\\evil.example",
  "/\\/evil.example",
  "\\\\evil.example",
  "/\\\\evil.example",
  "//user@evil.example",
  "/ /evil.example".replace(" ", "\u0009"),
  "javascript:alert(1)",
  "JaVaScRiPt:alert(1)",
  "/javascript:alert(1)".slice(1),
  "data:text/html,<script>alert(1)</script>",
  "https://evil.example",
  "HTTPS://evil.example",
  "evil.example",
  "",
  "\t//evil.example",
];

describe("local redirect paths", () => {
  it.each(BYPASSES)("refuses %j", (value) => {
    expect(localPath(value)).toBeNull();
  });

  it("keeps paths of this site, re-serialised so nothing in them can reach another host", () => {
    expect(localPath("/dashboard?section=messages#top")).toBe("/dashboard?section=messages#top");
    expect(localPath("/search?q=caf%C3%A9&page=2")).toBe("/search?q=caf%C3%A9&page=2");
    // Encoded slashes stay encoded (a browser does not decode them into "//").
    expect(localPath("/%2F%2Fevil.example")).toBe("/%2F%2Fevil.example");
    expect(localPath("/%5Cevil.example")).toBe("/%5Cevil.example");
    // Unicode slashes are not slashes: they stay in the path, encoded.
    expect(localPath("/\uFF0F\uFF0Fevil.example")).toBe("/%EF%BC%8F%EF%BC%8Fevil.example");
    expect(localPath("/@evil.example")).toBe("/@evil.example");
    expect(localPath("/listing/../admin")).toBe("/admin");
  });

  it("lets banners link to web pages and local paths only", () => {
    expect(bannerLink("https://shop.example.gi/offer")).toBe("https://shop.example.gi/offer");
    expect(bannerLink(" /category/vehicles ")).toBe("/category/vehicles");
    for (const value of ["/\t/evil.example", "//evil.example", "javascript:alert(1)", "data:text/html,x", "ftp://files.example"]) {
      expect(bannerLink(value)).toBeNull();
    }
  });
});
